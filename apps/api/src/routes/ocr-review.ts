import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { deleteImage, getPeople, reviewImage } from '@odia-ai/contract'
import { reviewImage as review } from '../ocr/review/image-review'

export const ocrReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...reviewImage,
    handler: async (request) => ({ annotation: review(app.projects.ocr(request.query.project), request.body) }),
  })

  app.route({
    ...getPeople,
    handler: async (request) => ({ people: app.projects.ocr(request.query.project).events.people() }),
  })

  app.route({
    ...deleteImage,
    handler: async (request) => ({
      deleted: await app.projects.deleteImage(app.projects.ocr(request.query.project), request.params.name),
    }),
  })
}
