import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

export type Handler = (request: IncomingMessage, response: ServerResponse) => void

export interface LocalServer {
  url: (path: string) => string
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A local HTTP server on 127.0.0.1 answering each path with its handler (404 otherwise); closed after each test. */
export async function startLocalServer(routes: Record<string, Handler>): Promise<LocalServer> {
  const server = createServer((request, response) => {
    const handler = routes[request.url ?? '']
    if (handler) return handler(request, response)
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return { url: (path) => `http://127.0.0.1:${port}${path}` }
}

/** Answers `body` (a CSV by default; any dataset file with its `type`). */
export const csv =
  (body: string | Uint8Array, type = 'text/csv; charset=utf-8'): Handler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': type }).end(body)
