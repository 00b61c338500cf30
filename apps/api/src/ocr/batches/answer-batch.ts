import type { ProcessResponse } from '@odia-ai/contract'
import type { FastifyReply } from 'fastify'
import { AppError } from '../../errors'
import type { Job } from '../../jobs/job'
import type { JobRegistry } from '../../jobs/job-registry'

/**
 * The answer of a batch run for one request, once its job has ended: a client that goes away before it cancels the
 * batch (finished images stay saved).
 */
export async function answerBatch(jobs: JobRegistry, job: Job, reply: FastifyReply): Promise<ProcessResponse> {
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) job.cancel()
  })
  await jobs.settled(job)
  if (job.state === 'completed') return job.result as ProcessResponse
  if (job.state === 'cancelled')
    throw new AppError(400, 'OCR_CANCELLED', 'OCR processing was cancelled; the images finished before were kept.')
  // An error of the server's own, logged with the job, answers the error handler's generic 500.
  throw job.failure ?? new Error(job.message)
}
