import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cancelJob, getJob, JOB_EVENT, watchJob } from '@odia-ai/contract'
import { notFound } from '../errors'
import type { JobEvent } from '../jobs/job'

const HEARTBEAT_MS = 15_000

export const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const findJob = (id: string) => {
    const job = app.jobs.get(id)
    if (!job) throw notFound('JOB_NOT_FOUND', `No job ${id}: it finished long ago or the server was restarted.`)
    return job
  }

  app.route({ ...getJob, handler: async (request) => findJob(request.params.id).snapshot() })

  app.route({
    ...cancelJob,
    handler: async (request) => {
      const job = findJob(request.params.id)
      job.cancel()
      return (await app.jobs.settled(job)).snapshot()
    },
  })

  app.route({
    ...watchJob,
    handler: async (request, reply) => {
      const job = findJob(request.params.id)
      reply.hijack()
      const stream = reply.raw
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      const send = (event: JobEvent) =>
        stream.write(`event: ${JOB_EVENT[event.type]}\ndata: ${JSON.stringify(event.data)}\n\n`)

      for (const item of job.items) send({ type: 'item', data: item })
      send({ type: 'progress', data: job.snapshot() })
      if (job.state !== 'running') return void stream.end()

      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS)
      const stop = () => {
        clearInterval(heartbeat)
        unsubscribe()
      }
      const unsubscribe = job.subscribe((event) => {
        send(event)
        if (event.type === 'progress' && event.data.state !== 'running') {
          stop()
          stream.end()
        }
      })
      request.raw.once('close', stop)
    },
  })
}
