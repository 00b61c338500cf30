/** Request and response headers that carry a credential: the access token, its cookie, a Gemini key. */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-goog-api-key']

/**
 * The objects whose `headers` are logged: a `headers` field itself, a request (`req`), an error that carries the
 * request's headers (`err`), and `@fastify/multipart`'s trace of the options it gives busboy (`busboyOptions`).
 */
const HEADER_HOLDERS = ['', 'req.', 'err.', 'busboyOptions.']

/**
 * What pino blanks out of every log line: each secret header wherever headers are logged, and the raw bytes of a
 * malformed request that Node's client errors carry (`err.rawPacket`, logged at trace), headers and all.
 *
 * Every path is spelled out: pino's redaction (`@pinojs/redact` 0.4) copies whatever a wildcard (`*.headers`) passes
 * through, which turns a logged Buffer or URL into "[unable to serialize]" one level down and throws two levels down.
 */
export const REDACTED_LOG_PATHS = [
  ...HEADER_HOLDERS.flatMap((holder) => SECRET_HEADERS.map((name) => `${holder}headers["${name}"]`)),
  'err.rawPacket',
]
