import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createProject, deleteProject, listProjects, renameProject } from '@odia-ai/contract'

export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...listProjects, handler: async () => ({ projects: app.projects.list() }) })

  app.route({
    ...createProject,
    handler: async (request, reply) => reply.code(201).send(app.projects.create(request.body.name)),
  })

  app.route({
    ...renameProject,
    handler: async (request) => app.projects.rename(request.params.id, request.body.name),
  })

  app.route({
    ...deleteProject,
    handler: async (request) => ({ deleted: await app.projects.delete(request.params.id) }),
  })
}
