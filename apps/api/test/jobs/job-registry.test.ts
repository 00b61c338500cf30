import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors'
import type { Job } from '../../src/jobs/job'
import { JobRegistry } from '../../src/jobs/job-registry'

const registry = () => new JobRegistry(Fastify({ logger: false }).log)

const untilAborted = (job: Job) => new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()))

describe('JobRegistry', () => {
  it('completes a job with its result and counts', async () => {
    const jobs = registry()
    const job = jobs.start('test', 3, async (current) => {
      current.advance({ done: 2 }, { name: 'a' })
      current.advance({ failed: 1 }, { name: 'b' })
      return { answer: 42 }
    })
    await jobs.settled(job)
    expect(job.snapshot()).toMatchObject({
      state: 'completed',
      total: 3,
      done: 2,
      failed: 1,
      skipped: 0,
      result: { answer: 42 },
    })
    expect(job.items).toEqual([{ name: 'a' }, { name: 'b' }])
    expect(jobs.get(job.id)).toBe(job)
  })

  it('cancels a running job through its signal', async () => {
    const jobs = registry()
    const job = jobs.start('test', 10, async (current) => {
      current.advance({ done: 1 })
      await untilAborted(current)
      throw new Error('aborted')
    })
    job.cancel()
    await jobs.settled(job)
    expect(job.snapshot()).toMatchObject({ state: 'cancelled', done: 1, message: 'Cancelled.' })
  })

  it('keeps the result of work that stops early on a cancel', async () => {
    const jobs = registry()
    const job = jobs.start('test', 10, async (current) => {
      current.advance({ done: 2 })
      await untilAborted(current)
      return { kept: 2 }
    })
    job.cancel()
    await jobs.settled(job)
    expect(job.snapshot()).toMatchObject({ state: 'cancelled', done: 2, message: 'Cancelled.', result: { kept: 2 } })
  })

  it('fails with the message of a domain error', async () => {
    const jobs = registry()
    const job = jobs.start('test', 1, async () => {
      throw new AppError(400, 'GEMINI_KEY_REJECTED', 'Gemini rejected the API key.')
    })
    await jobs.settled(job)
    expect(job.snapshot()).toMatchObject({ state: 'failed', message: 'Gemini rejected the API key.' })
  })

  it('logs a server-side failure with its cause, and not a failure the user caused', async () => {
    const logged: Array<{ msg: string; err?: { message: string; stack: string } }> = []
    const stream = { write: (line: string) => logged.push(JSON.parse(line)) }
    const jobs = new JobRegistry(Fastify({ logger: { level: 'error', stream } }).log)
    const cause = new Error('a render worker stopped')
    const failures = [
      new AppError(500, 'JOB_FAILED', 'The job failed on the server; see the server log. 64 images are kept.', {
        cause,
      }),
      new AppError(400, 'BAD_ARGUMENT', 'Use fewer lines.'),
    ]
    for (const failure of failures) await jobs.settled(jobs.start('test', 1, async () => Promise.reject(failure)))
    expect(logged).toHaveLength(1)
    expect(logged[0]!.msg).toBe('job failed')
    // The log's error serializer joins the causes' messages and stacks to the error's own.
    expect(logged[0]!.err!.message).toBe(`${failures[0]!.message}: a render worker stopped`)
    expect(logged[0]!.err!.stack).toContain('caused by: Error: a render worker stopped')
  })

  it('hides the details of an unexpected error', async () => {
    const jobs = registry()
    const job = jobs.start('test', 1, async () => {
      throw new Error('/secret/path exploded')
    })
    await jobs.settled(job)
    expect(job.state).toBe('failed')
    expect(job.message).not.toContain('secret')
  })

  it('publishes items at once and throttled progress, ending with the final state', async () => {
    const jobs = registry()
    const events: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const job = jobs.start('test', 50, async (current) => {
      await gate
      for (let index = 0; index < 50; index++) current.advance({ done: 1 }, index)
      return 'ok'
    })
    job.subscribe((event) => events.push(event.type === 'item' ? 'item' : `progress:${event.data.state}`))
    release()
    await jobs.settled(job)
    expect(events.filter((event) => event === 'item')).toHaveLength(50)
    const progress = events.filter((event) => event.startsWith('progress'))
    expect(progress.length).toBeLessThan(5)
    expect(progress.at(-1)).toBe('progress:completed')
  })

  it('cancels everything on close', async () => {
    const jobs = registry()
    const running = [1, 2].map(() => jobs.start('test', 1, async (job) => untilAborted(job)))
    await jobs.closeAll()
    expect(running.map((job) => job.state)).toEqual(['cancelled', 'cancelled'])
  })
})
