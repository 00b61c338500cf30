import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listModels, processImages, startOcrJob } from '@odia-ai/contract'
import { AppError } from '../errors'

export const ocrExtractionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...processImages,
    handler: async (request, reply) => {
      const { job, outcome } = app.ocr.batches.start(request.body)
      // A client that goes away before the answer cancels the batch; finished images stay saved.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) job.cancel()
      })
      try {
        return await outcome
      } catch (error) {
        if (job.signal.aborted) throw new AppError(400, 'OCR_CANCELLED', 'OCR processing was cancelled; the images finished before were kept.')
        throw error
      }
    },
  })

  app.route({
    ...startOcrJob,
    handler: async (request, reply) => {
      const { job } = app.ocr.batches.start(request.body)
      return reply.code(202).send({ job_id: job.id, total: job.total })
    },
  })

  app.route({
    ...listModels,
    handler: async (request) => app.ocr.batches.models(request.body),
  })
}
