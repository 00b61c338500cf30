import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { connect } from 'node:net'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stagingFolder } from '../src/synthetic/staging-folder'
import { expectEveryImageListed } from './helpers/dataset-folder'
import { startServer } from './helpers/start-server'

/** A DATA_DIR that does not exist yet, in a new temporary folder. */
const freshDataDir = () => join(mkdtempSync(join(tmpdir(), 'odia-server-test-')), 'data')

/** Starts a job of 10,000 degraded images named `name` and resolves once its first images are written. */
async function startLongJob(address: string, name: string): Promise<void> {
  const text = Array.from({ length: 2000 }, (_, index) => `କ୍ଷେତ୍ର ${index}`).join('\n')
  const started = await fetch(`${address}/api/synthetic/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'ultra-realistic', text, output_subdir: name }),
  })
  const { job_id } = (await started.json()) as { job_id: string }
  await expect
    .poll(async () => ((await (await fetch(`${address}/api/jobs/${job_id}`)).json()) as { done: number }).done, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0)
}

describe('server entry point', () => {
  it('listens on 127.0.0.1 by default, keeps data under DATA_DIR and shuts down cleanly on SIGTERM', async () => {
    const dataDir = freshDataDir()
    const server = startServer({ DATA_DIR: dataDir })
    const address = await server.address
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const health = await fetch(`${address}/api/health`)
    expect(health.status).toBe(200)
    expect(existsSync(join(dataDir, 'odia-ai-tools.sqlite'))).toBe(true)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 20_000)

  it('on SIGTERM exits within its grace time though a client stalls mid-upload', async () => {
    const server = startServer({ DATA_DIR: freshDataDir() })
    const { port } = new URL(await server.address)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    // Headers promising a megabyte, and a few bytes of it.
    socket.write(
      `POST /api/ocr/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x\r\n`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(15_000)
    expect(server.output()).toContain('requests still open 5 s after SIGTERM: exiting without them')
    socket.destroy()
  }, 30_000)

  it('on SIGTERM mid-job, publishes the images the job had written, each listed in metadata.csv', async () => {
    const dataDir = freshDataDir()
    const server = startServer({ DATA_DIR: dataDir, RENDER_WORKERS: '1' })
    await startLongJob(await server.address, 'stopped')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(readdirSync(join(dataDir, 'output'))).toEqual(['stopped'])
    expectEveryImageListed(join(dataDir, 'output', 'stopped'), 10_000)
  }, 60_000)

  it('after a kill mid-job, the next start publishes the images the job had written, each listed in metadata.csv', async () => {
    const dataDir = freshDataDir()
    const first = startServer({ DATA_DIR: dataDir, RENDER_WORKERS: '1' })
    await startLongJob(await first.address, 'killed')
    first.child.kill('SIGKILL')
    await first.exited
    const output = join(dataDir, 'output')
    expect(readdirSync(output).sort()).toEqual([basename(stagingFolder(output, 'killed', first.child.pid)), 'killed'])

    const second = startServer({ DATA_DIR: dataDir, RENDER_WORKERS: '1' })
    await second.address
    expect(readdirSync(output)).toEqual(['killed'])
    expectEveryImageListed(join(output, 'killed'), 10_000)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 60_000)

  it('beyond loopback, prints a link with a new access token once; the link lets a browser in, nothing else does', async () => {
    const server = startServer({ DATA_DIR: freshDataDir(), HOST: '0.0.0.0' })
    const address = await server.address
    await expect.poll(server.output).toMatch(/Open http:\/\/\S+\/\?token=\S+ to use the app/)
    const link = /Open (http:\/\/\S+) to use the app/.exec(server.output())![1]!
    const token = new URL(link).searchParams.get('token')!

    expect((await fetch(`${address}/api/health`)).status).toBe(401)
    const opened = await fetch(`${address}/?token=${token}`, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/')
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!
    expect((await fetch(`${address}/api/health`, { headers: { cookie } })).status).toBe(200)
    expect((await fetch(`${address}/api/health`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // The request logs name the link's address with the token hidden: the start-up line alone holds it.
    expect(server.output()).toContain('/?token=[hidden]')
    expect(server.output().split(token)).toHaveLength(2)
  }, 20_000)

  it('refuses to start with an invalid setting and says which', async () => {
    const server = startServer({ PORT: 'abc' })
    await expect(server.address).rejects.toThrow(/PORT/)
    expect(await server.exited).toBe(1)
  }, 20_000)
})
