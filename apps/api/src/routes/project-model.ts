import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getProjectModel, ORI_MODEL_ID, rereadWithModel, setProjectModel } from '@odia-ai/contract'

export const projectModelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The project's model, or ori when none is chosen or the chosen one is gone. */
  const modelOf = async (id: number): Promise<string> => {
    app.projects.find(id)
    const chosen = app.projects.repository.offlineModel(id)
    return chosen !== undefined &&
      (await app.models.find(chosen).then(
        () => true,
        () => false,
      ))
      ? chosen
      : ORI_MODEL_ID
  }

  app.route({ ...getProjectModel, handler: async (request) => ({ model: await modelOf(request.params.id) }) })

  app.route({
    ...setProjectModel,
    handler: async (request) => {
      const { id } = request.params
      app.projects.find(id)
      const { info } = await app.models.find(request.body.model)
      app.projects.repository.setOfflineModel(id, info.id)
      return { model: info.id }
    },
  })

  app.route({
    ...rereadWithModel,
    handler: async (request, reply) => {
      const { id } = request.params
      const model = request.body.model ?? (await modelOf(id))
      const job = await app.projects.ocr(id).batches.rereadUnvalidated(model)
      return reply.code(202).send({ job_id: job.id, total: job.total })
    },
  })
}
