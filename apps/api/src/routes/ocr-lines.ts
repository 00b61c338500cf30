import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getLines, getLinesSummary, putLines } from '@odia-ai/contract'

export const ocrLineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getLines,
    handler: async (request) => ({ lines: app.ocr.lines.list(request.query.image_filename) }),
  })

  app.route({
    ...putLines,
    handler: async (request) => {
      const lines = app.ocr.lines.replace(request.body.image_filename, request.body.lines)
      // The page keeps the image's own text in step with its lines without fetching every annotation again.
      return { lines, annotation: app.ocr.annotations.get(request.body.image_filename) ?? { extracted_text: '', validated_text: '' } }
    },
  })

  app.route({
    ...getLinesSummary,
    handler: async () => app.ocr.lines.summary(),
  })
}
