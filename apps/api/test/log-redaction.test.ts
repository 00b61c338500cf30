import { mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { REDACTED_LOG_PATHS } from '../src/log-redaction'
import { makeImage } from './helpers/images'
import { startServer } from './helpers/start-server'

const TOKEN = 'Kq3-log_token.tests~0123'

/** An upload of one small PNG, as the OCR screen sends it. */
async function uploadForm(): Promise<FormData> {
  const form = new FormData()
  form.append('files', new Blob([await makeImage('png')], { type: 'image/png' }), 'scan.png')
  return form
}

/** Sends a request whose last header line is malformed, as raw bytes, and waits for the server to hang up. */
async function malformedRequest(address: string, headers: string): Promise<void> {
  const { hostname, port } = new URL(address)
  const socket = connect(Number(port), hostname)
  socket.end(`GET /api/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${headers}\r\nNot a header line\r\n\r\n`)
  await new Promise((resolve) => socket.resume().once('close', resolve))
}

/** The log with every logged Buffer (`{ type: 'Buffer', data: [...] }`) written out as text, so a search sees its bytes. */
const withBuffersAsText = (log: string) =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) =>
      JSON.stringify(
        JSON.parse(line, (_, value: { type?: string; data?: number[] }) =>
          value?.type === 'Buffer' && value.data ? Buffer.from(value.data).toString('latin1') : value,
        ),
      ),
    )
    .join('\n')

describe('the server log at LOG_LEVEL=trace', () => {
  it('never holds the access token, nor the cookie that stands for it, however a request carries them', async () => {
    const server = startServer({
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'odia-log-test-')), 'data'),
      ACCESS_TOKEN: TOKEN,
      LOG_LEVEL: 'trace',
    })
    const address = await server.address

    const opened = await fetch(`${address}/ocr?token=${TOKEN}`, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!
    const cookieValue = cookie.slice(cookie.indexOf('=') + 1)
    // The parameter's name percent-encoded is still the link.
    expect((await fetch(`${address}/?%74oken=${TOKEN}`, { redirect: 'manual' })).status).toBe(303)

    const bearer = { authorization: `Bearer ${TOKEN}` }
    for (const headers of [bearer, { cookie }]) {
      expect((await fetch(`${address}/api/health`, { headers })).status).toBe(200)
      expect(
        (await fetch(`${address}/api/ocr/upload`, { method: 'POST', headers, body: await uploadForm() })).status,
      ).toBe(200)
    }
    // The token in the query of requests that are not the link: logged URLs, a 404 and an upload.
    expect((await fetch(`${address}/api/nothing-here?token=${TOKEN}`, { headers: bearer })).status).toBe(404)
    expect(
      (
        await fetch(`${address}/api/ocr/upload?x=1&TOKEN=${TOKEN}`, {
          method: 'POST',
          headers: bearer,
          body: await uploadForm(),
        })
      ).status,
    ).toBe(200)
    expect(
      (await fetch(`${address}/api/health`, { headers: { ...bearer, cookie: `other=1; ${cookie}` } })).status,
    ).toBe(200)
    await malformedRequest(address, `Authorization: Bearer ${TOKEN}\r\nCookie: ${cookie}`)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const log = withBuffersAsText(server.output())
    // The requests were logged in full: multipart's own trace of the request headers, and the malformed request.
    expect(log).toContain('Providing options to busboy')
    expect(log).toContain('HPE_INVALID_HEADER_TOKEN')
    expect(log).toContain('/api/nothing-here?token=[hidden]')
    expect(log).not.toContain(TOKEN)
    expect(log).not.toContain(cookieValue)
  }, 30_000)
})

describe('REDACTED_LOG_PATHS', () => {
  it('leaves the rest of a line whole: a Buffer or a URL logged beside the headers is still written out', () => {
    let line = ''
    const stream = new Writable({
      write(chunk: Buffer, _, done) {
        line += chunk.toString()
        done()
      },
    })
    const app = Fastify({ logger: { redact: REDACTED_LOG_PATHS, stream } })
    app.log.info({
      headers: { authorization: `Bearer ${TOKEN}` },
      bytes: Buffer.from('ok'),
      site: new URL('https://huggingface.co/'),
      deep: { er: { bytes: Buffer.from('ok') } },
    })
    expect(JSON.parse(line)).toMatchObject({
      headers: { authorization: '[Redacted]' },
      bytes: { type: 'Buffer', data: [111, 107] },
      site: 'https://huggingface.co/',
      deep: { er: { bytes: { type: 'Buffer' } } },
    })
  })
})
