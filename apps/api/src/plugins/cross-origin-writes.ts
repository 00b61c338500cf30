import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'

/** Methods that only read; everything else changes something. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const authority = (url: string): string | undefined => {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

/**
 * Whether a browser sent this request from a page of another origin. `Sec-Fetch-Site`, set by the browser itself,
 * decides when present (it holds through a proxy that rewrites `Host`, such as the Vite dev server's); otherwise the
 * `Origin` must name the `Host` the request was sent to. A request with neither comes from no page (curl, the CLI,
 * scripts) and is let through: a page cannot strip both. The same rules as Go's `http.CrossOriginProtection`.
 */
function fromAnotherOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.origin
  if (origin === undefined) return false
  return origin === 'null' || authority(origin) !== authority(`http://${request.host}`)
}

/**
 * Refuses, before any body is read, a request that would change data when a page of another origin sent it. A
 * multipart upload or CSV import is a "simple" request that a browser sends cross-site without asking first.
 */
export const crossOriginWritesPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !fromAnotherOrigin(request)) return
      const from = request.headers.origin && request.headers.origin !== 'null' ? request.headers.origin : 'another site'
      throw new AppError(
        403,
        'CROSS_ORIGIN_REQUEST',
        `Refused a change sent by a page of ${from}: this server only takes changes from its own pages. Open the app at the server's own address and try again there.`,
      )
    })
  },
  { name: 'cross-origin-writes' },
)
