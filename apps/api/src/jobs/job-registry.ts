import type { FastifyBaseLogger } from 'fastify'
import { AppError, JOB_FAILED_MESSAGE } from '../errors'
import { Job } from './job'

/** How many finished jobs stay queryable. */
const FINISHED_JOBS_KEPT = 200

export type JobWork<Result> = (job: Job) => Promise<Result>

/**
 * Runs jobs in the background and keeps them addressable by id. A job ends `completed` with the work's
 * result, `cancelled` when its signal was aborted (with the work's result if it returned one), or `failed`
 * with the user-facing message of an `AppError` (any other error is reported generically); a server-side failure
 * (any error but an `AppError` below 500) is logged.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, Job>()
  private readonly running = new Map<string, Promise<void>>()

  constructor(private readonly log: FastifyBaseLogger) {}

  start<Result>(kind: string, total: number, work: JobWork<Result>): Job {
    const job = new Job(kind, total)
    this.jobs.set(job.id, job)
    const settled = this.run(job, work).finally(() => {
      this.running.delete(job.id)
      this.forgetOldJobs()
    })
    this.running.set(job.id, settled)
    return job
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id)
  }

  /** Resolves once the job has finished, whatever its state. */
  async settled(job: Job): Promise<Job> {
    await this.running.get(job.id)
    return job
  }

  /** Cancels every running job and waits for them to stop (server shutdown). */
  async closeAll(): Promise<void> {
    for (const job of this.jobs.values()) job.cancel()
    await Promise.all(this.running.values())
  }

  private async run<Result>(job: Job, work: JobWork<Result>): Promise<void> {
    try {
      const result = await work(job)
      // Work that stops early on a cancel and returns what it finished keeps that result.
      if (job.signal.aborted) job.finish('cancelled', { message: 'Cancelled.', result })
      else job.finish('completed', { result })
    } catch (error) {
      if (job.signal.aborted) job.finish('cancelled', { message: 'Cancelled.' })
      else {
        const told = error instanceof AppError
        if (!told || error.statusCode >= 500)
          this.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed')
        job.finish('failed', told ? { message: error.message, failure: error } : { message: JOB_FAILED_MESSAGE })
      }
    }
  }

  private forgetOldJobs(): void {
    const finished = [...this.jobs.values()].filter((job) => job.state !== 'running')
    for (const job of finished.slice(0, Math.max(0, finished.length - FINISHED_JOBS_KEPT))) this.jobs.delete(job.id)
  }
}
