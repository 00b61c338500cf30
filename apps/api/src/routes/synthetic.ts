import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { downloadSyntheticOutput, generateSynthetic, startSyntheticJob, type GenerateRequest } from '@odia-ai/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '../errors'
import { outputArchive } from '../synthetic/output-archive'
import { sendDownload } from './send-download'

export const SYNTHETIC_JOB_KIND = 'synthetic'

/** Aborts when the client goes away before the answer was sent. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort(new Error('client disconnected'))
  })
  return controller.signal
}

/** Prepares the generation (refusals answer 4xx here), then runs it as a job counting done and skipped images. */
async function startGeneration(app: FastifyInstance, body: GenerateRequest, signal: AbortSignal) {
  const prepared = await app.synthetic.prepare(body, signal)
  return app.jobs.start(SYNTHETIC_JOB_KIND, prepared.total, (job) => {
    job.advance({ skipped: prepared.skipped })
    return prepared.run(job.signal, (count) => job.advance({ done: count }))
  })
}

export const syntheticRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...startSyntheticJob,
    handler: async (request, reply) => {
      const job = await startGeneration(app, request.body, clientGone(reply))
      return reply.status(202).send({ job_id: job.id, total: job.total })
    },
  })

  app.route({
    ...generateSynthetic,
    handler: async (request, reply) => {
      const gone = clientGone(reply)
      const job = await startGeneration(app, request.body, gone)
      const cancel = () => job.cancel()
      if (gone.aborted) cancel()
      gone.addEventListener('abort', cancel, { once: true })
      await app.jobs.settled(job)
      gone.removeEventListener('abort', cancel)
      if (job.state === 'completed') return job.result as never
      throw (
        job.failure ??
        new AppError(500, 'GENERATION_FAILED', job.message ?? 'The generation stopped before it finished.')
      )
    },
  })

  app.route({
    ...downloadSyntheticOutput,
    handler: async (request, reply) => {
      const { name, archive } = await outputArchive(app.synthetic.outputRoot, request.params.folder)
      return sendDownload(reply, 'application/zip', name, archive)
    },
  })
}
