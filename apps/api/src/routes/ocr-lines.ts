import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getLines, putLines } from '@odia-ai/contract'

export const ocrLineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getLines,
    handler: async (request) => ({ lines: app.ocr.lines.list(request.query.image_filename) }),
  })

  app.route({
    ...putLines,
    handler: async (request) => ({ lines: app.ocr.lines.replace(request.body.image_filename, request.body.lines) }),
  })
}
