import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from './error-handler'

/** Paths owned by the server itself; a miss there is a JSON 404, never the web app. */
const SERVER_PREFIXES = ['/api/', '/images/', '/output/']

const wantsPage = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? '/'
  if (SERVER_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix))) return false
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  if (lastSegment.includes('.')) return false
  const accept = request.headers.accept
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*')
}

/**
 * Serves the built web app and its client-side routes: a page GET that matches no file gets
 * `index.html`; anything else that matches nothing gets the JSON 404.
 */
export const webAppPlugin = fp<{ webDir: string }>(
  async (app, { webDir }) => {
    const built = existsSync(join(webDir, 'index.html'))
    if (built) {
      await app.register(fastifyStatic, {
        root: webDir,
        maxAge: '1h',
        // The page shell must be revalidated so a rebuilt app is picked up; hashed assets may be cached.
        setHeaders: (res, path) => {
          if (path.endsWith('.html')) res.header('cache-control', 'no-cache')
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      if (built && wantsPage(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html')
      }
      const message =
        built || !wantsPage(request)
          ? `No such endpoint: ${request.method} ${request.url.split('?')[0]}`
          : 'The web app is not built yet: run `pnpm build` (or `npm start`) and reload.'
      return reply.status(404).send(errorBody(404, 'NOT_FOUND', message))
    })
  },
  { name: 'web-app' },
)
