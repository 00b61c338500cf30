import fp from 'fastify-plugin'
import { badRequest } from '../errors'

/** Far deeper than any request of the API nests (a line's box, in its line, in the list of a body, is 4 deep). */
export const MAX_JSON_DEPTH = 32

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, read in one pass without parsing it: a body of
 * nothing but brackets parses slowly (a second a megabyte) and holds the event loop all the while.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      // A backslash escapes the next character, a quote among them.
      if (code === 0x5c) index += 1
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true
    } else if (code === 0x5d || code === 0x7d) depth -= 1
  }
  return false
}

/**
 * JSON bodies as Fastify parses them, once a body within its route's `bodyLimit` is known to nest no deeper than
 * MAX_JSON_DEPTH: a deeper one is a 400 before it is parsed. Prototype and constructor poisoning are handled as the
 * app's options say (app.ts keeps a `__proto__` key as an own property: an image may be named so).
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    )
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
        done(
          badRequest(
            'JSON_TOO_DEEP',
            `The JSON body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels, which no request of this server does.`,
          ),
          undefined,
        )
        return
      }
      void parse(request, body, done)
    })
  },
  { name: 'json-body' },
)
