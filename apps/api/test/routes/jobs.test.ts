import { afterEach, describe, expect, it } from 'vitest'
import type { Job } from '../../src/jobs/job'
import { buildTestApp } from '../helpers/build-test-app'

interface SseEvent {
  event: string
  data: unknown
}

const parseEvent = (block: string): SseEvent => {
  const [eventLine, dataLine] = block.split('\n')
  return { event: eventLine!.slice('event: '.length), data: JSON.parse(dataLine!.slice('data: '.length)) }
}

/** Reads a server-sent event stream until the server ends it, telling `onEvent` of each event as it arrives. */
async function readEvents(url: string, onEvent: (event: SseEvent) => void = () => {}): Promise<SseEvent[]> {
  const response = await fetch(url)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const events: SseEvent[] = []
  let buffer = ''
  for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
    buffer += chunk
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks.filter((text) => text.startsWith('event:'))) {
      const event = parseEvent(block)
      events.push(event)
      onEvent(event)
    }
  }
  return events
}

const pending: Array<() => void> = []
afterEach(() => pending.splice(0).forEach((release) => release()))

/** A job that finishes one item, then waits until released or cancelled. */
function startWaitingJob(app: Awaited<ReturnType<typeof buildTestApp>>['app']): { job: Job; release: () => void } {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  pending.push(release)
  const job = app.jobs.start('test', 2, async (current) => {
    current.advance({ done: 1 }, { file_name: 'a.png' })
    await Promise.race([gate, new Promise((resolve) => current.signal.addEventListener('abort', resolve))])
    current.advance({ done: 1 }, { file_name: 'b.png' })
    return { files: 2 }
  })
  return { job, release }
}

describe('job routes', () => {
  it('answers a snapshot of a job', async () => {
    const { app } = await buildTestApp()
    const { job } = startWaitingJob(app)
    const response = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ job_id: job.id, kind: 'test', state: 'running', total: 2, done: 1 })
  })

  it.each(['GET', 'DELETE'] as const)('answers %s of an unknown job with a 404 that says why', async (method) => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method, url: '/api/jobs/0f3c1d2e-unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'JOB_NOT_FOUND', message: expect.stringMatching(/restarted/) })
  })

  it('rejects a malformed job id', async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/jobs/..%2F..%2Fetc' })
    expect(response.statusCode).toBe(400)
  })

  it('cancels a running job and answers its final state', async () => {
    const { app } = await buildTestApp()
    const { job } = startWaitingJob(app)
    const response = await app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ state: 'cancelled', done: 2 })
  })

  it('streams earlier items, later items and the final progress, then ends', async () => {
    const { app } = await buildTestApp()
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const { job, release } = startWaitingJob(app)
    const received = await readEvents(`${address}/api/jobs/${job.id}/events`, (event) => {
      if (event.event === 'progress') release()
    })
    expect(received[0]).toEqual({ event: 'item', data: { file_name: 'a.png' } })
    expect(received[1]).toMatchObject({ event: 'progress', data: { state: 'running', done: 1 } })
    expect(received).toContainEqual({ event: 'item', data: { file_name: 'b.png' } })
    expect(received.at(-1)).toMatchObject({
      event: 'progress',
      data: { state: 'completed', done: 2, result: { files: 2 } },
    })
  })

  it('replays a finished job to a late watcher', async () => {
    const { app } = await buildTestApp()
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const { job, release } = startWaitingJob(app)
    release()
    await app.jobs.settled(job)
    const received = await readEvents(`${address}/api/jobs/${job.id}/events`)
    expect(received.map((event) => event.event)).toEqual(['item', 'item', 'progress'])
    expect(received[2]).toMatchObject({ data: { state: 'completed' } })
  })
})
