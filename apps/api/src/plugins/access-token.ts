import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from './error-handler'

/**
 * The cookie that a browser, once let in by the link, sends instead of the token. Browsers send a host's cookies to
 * every port of it, so each port the browser addresses has its own cookie (`odia_token_8000`), and its value is
 * derived from the token (an HMAC of the name, keyed by the token): another server on the host receives a cookie that
 * works only here, on this port, and never the token itself (which the link and `Authorization: Bearer` take).
 */
const accessCookieName = (port: number) => `odia_token_${port}`
const accessCookieValue = (token: string, name: string) => createHmac('sha256', token).update(name).digest('base64url')

/** The port in the request's `Host`, the one the browser addressed (its scheme's default when none is written). */
const addressedPort = (request: FastifyRequest) => request.port ?? (request.protocol === 'https' ? 443 : 80)

/** The link's query parameter. */
const TOKEN_PARAMETER = 'token'

/** A query's `name=value` pair with its value hidden when its name, decoded as the server decodes it, is `token` in any case. */
function hiddenIfToken(pair: string): string {
  const equals = pair.indexOf('=')
  const [name = ''] = new URLSearchParams(pair).keys()
  return equals >= 0 && name.toLowerCase() === TOKEN_PARAMETER ? `${pair.slice(0, equals)}=[hidden]` : pair
}

/** A request URL with the value of its `token` parameter hidden (`%74oken=` too, which is the same parameter), for the log. */
export function withoutAccessToken(url: string): string {
  const query = url.indexOf('?')
  return query < 0
    ? url
    : `${url.slice(0, query + 1)}${url
        .slice(query + 1)
        .split('&')
        .map(hiddenIfToken)
        .join('&')}`
}

/** The link that lets a browser in: it sets the cookie, then leads to the app without the token in the address. */
export const accessLink = (origin: string, token: string): string => `${origin}/?${TOKEN_PARAMETER}=${token}`

const digest = (text: string) => createHash('sha256').update(text).digest()

function cookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=')
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim()
  }
  return undefined
}

const bearer = (header: string | undefined) => /^Bearer +(\S+)$/i.exec(header ?? '')?.[1]

const MISSING = {
  code: 'ACCESS_TOKEN_REQUIRED',
  message:
    'This server is shared on the network and needs its access token: open the link it printed when it started ' +
    '(it ends in ?token=…), or send the token as a Bearer token in the Authorization header.',
}
const WRONG = {
  code: 'ACCESS_TOKEN_INVALID',
  message:
    "That access token is not this server's: open the link it printed when it last started (a token it made itself changes at every start).",
}

const screen = (message: string) =>
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>Access token needed · Odia AI Tools</title><h1>Access token needed</h1><p>${message}</p></html>`

/** 401: a short screen for a page a person opened, the JSON error for anything else. */
function refuse(request: FastifyRequest, reply: FastifyReply, { code, message }: typeof MISSING) {
  reply.code(401).header('www-authenticate', 'Bearer')
  const page = !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')
  return page ? reply.type('text/html; charset=utf-8').send(screen(message)) : reply.send(errorBody(401, code, message))
}

/**
 * Asks every request for the access token, as Jupyter does when it listens beyond loopback: the link's `?token=`
 * sets an HttpOnly, SameSite=Strict cookie and redirects to the same address without it; scripts may send
 * `Authorization: Bearer`. Tokens and cookies are compared in constant time.
 */
export const accessTokenPlugin = fp<{ token: string }>(
  async (app, { token }) => {
    const matches = (offered: string | undefined, expected: string) =>
      offered !== undefined && timingSafeEqual(digest(offered), digest(expected))

    app.addHook('onRequest', async (request, reply) => {
      const cookieName = accessCookieName(addressedPort(request))
      const cookieValue = accessCookieValue(token, cookieName)
      const url = new URL(request.url, 'http://localhost')
      const offered = url.searchParams.get(TOKEN_PARAMETER)
      if (offered !== null && (request.method === 'GET' || request.method === 'HEAD')) {
        if (!matches(offered, token)) return refuse(request, reply, WRONG)
        url.searchParams.delete(TOKEN_PARAMETER)
        // One leading slash, so the address stays on this server whatever the path held.
        const location = `/${url.pathname.replace(/^\/+/, '')}${url.search}`
        return reply
          .header('set-cookie', `${cookieName}=${cookieValue}; Path=/; HttpOnly; SameSite=Strict`)
          .redirect(location, 303)
      }
      const offers = [
        { offered: cookie(request.headers.cookie, cookieName), expected: cookieValue },
        { offered: bearer(request.headers.authorization), expected: token },
      ].filter(({ offered }) => offered !== undefined)
      if (offers.some(({ offered, expected }) => matches(offered, expected))) return
      return refuse(request, reply, offers.length === 0 ? MISSING : WRONG)
    })
  },
  { name: 'access-token' },
)
