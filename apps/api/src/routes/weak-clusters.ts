import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getWeakClusters } from '@odia-ai/contract'
import { projectWeakClusters } from '../ocr/quality/project-weak-clusters'

export const weakClusterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getWeakClusters,
    handler: async (request) => projectWeakClusters(app.projects.ocr(request.query.project), request.query.clusters),
  })
}
