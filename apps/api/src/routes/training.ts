import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getTraining, startTraining } from '@odia-ai/contract'
import { notFound } from '../errors'

/** A training starts here; its progress and cancel go through /api/jobs. */
export const trainingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...startTraining,
    handler: async (request, reply) => {
      const job = await app.training.start(request.body)
      return reply.status(202).send({ job_id: job.id, total: job.total })
    },
  })

  app.route({
    ...getTraining,
    handler: async () => {
      const status = app.training.current()
      if (!status) throw notFound('NO_TRAINING', 'No training has run on this server yet.')
      return status
    },
  })
}
