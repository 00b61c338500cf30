import { expect } from 'vitest'
import type { App } from '../../src/app'

/** How an answer ended for a client reading it to its end over HTTP: whole, or broken off after `received` bytes. */
type ReplyEnding = { status: number; body: Buffer } | { status: number; brokenOff: true; received: number }

/**
 * Sends a request to the app, listening on a free port, and reads the whole answer, running `afterFirstChunk` once the
 * first bytes are in (the client is then holding the rest back). A body that breaks off (the server ends the connection
 * mid-answer) is told apart from one that ends.
 */
export async function readReply(
  app: App,
  path: string,
  init: RequestInit = {},
  afterFirstChunk?: () => Promise<void> | void,
): Promise<ReplyEnding> {
  const base = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' })
  const response = await fetch(`${base}${path}`, init)
  const chunks: Buffer[] = []
  let received = 0
  try {
    for await (const chunk of response.body!) {
      if (received === 0) await afterFirstChunk?.()
      chunks.push(Buffer.from(chunk))
      received += chunk.length
    }
  } catch {
    return { status: response.status, brokenOff: true, received }
  }
  return { status: response.status, body: Buffer.concat(chunks) }
}

/** The server still answers: `GET /api/health`, over HTTP as the failed request went. */
export async function expectServerAnswers(app: App): Promise<void> {
  const ending = await readReply(app, '/api/health')
  expect(ending.status).toBe(200)
}
