import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listModels, processImages, startOcrJob } from '@odia-ai/contract'
import { answerBatch } from '../ocr/batches/answer-batch'

export const ocrExtractionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...processImages,
    handler: async (request, reply) =>
      answerBatch(app.jobs, await app.projects.ocr(request.query.project).batches.start(request.body), reply),
  })

  app.route({
    ...startOcrJob,
    handler: async (request, reply) => {
      const job = await app.projects.ocr(request.query.project).batches.start(request.body)
      return reply.code(202).send({ job_id: job.id, total: job.total })
    },
  })

  app.route({
    ...listModels,
    handler: async (request) => app.ocr.batches.models(request.body),
  })
}
