import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { generateSynthetic, startSyntheticJob } from '@odia-ai/contract'
import type { FastifyReply } from 'fastify'
import { AppError } from '../errors'

/** Aborts when the client goes away before the answer was sent. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort(new Error('client disconnected'))
  })
  return controller.signal
}

export const syntheticRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...startSyntheticJob,
    handler: async (request, reply) => {
      const job = await app.synthetic.start(request.body, clientGone(reply))
      return reply.status(202).send({ job_id: job.id, total: job.total })
    },
  })

  app.route({
    ...generateSynthetic,
    handler: async (request, reply) => {
      const gone = clientGone(reply)
      const job = await app.synthetic.start(request.body, gone)
      const cancel = () => job.cancel()
      gone.addEventListener('abort', cancel, { once: true })
      await app.jobs.settled(job)
      gone.removeEventListener('abort', cancel)
      if (job.state === 'completed') return job.result as never
      throw new AppError(500, 'GENERATION_FAILED', job.message ?? 'The generation stopped before it finished.')
    },
  })
}
