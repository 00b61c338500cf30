import type { ProcessResponse } from '@odia-ai/contract'
import type { FastifyReply } from 'fastify'
import { AppError } from '../../errors'
import type { StartedBatch } from './ocr-batches'

/** The answer of a batch run for one request: a client that goes away before it cancels the batch (finished images stay saved). */
export async function answerBatch({ job, outcome }: StartedBatch, reply: FastifyReply): Promise<ProcessResponse> {
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) job.cancel()
  })
  try {
    return await outcome
  } catch (error) {
    if (job.signal.aborted)
      throw new AppError(400, 'OCR_CANCELLED', 'OCR processing was cancelled; the images finished before were kept.')
    throw error
  }
}
