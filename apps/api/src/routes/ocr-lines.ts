import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { detectLines, getLines, getLinesSummary, putLines } from '@odia-ai/contract'
import { AppError } from '../errors'
import { answerBatch } from './answer-batch'

export const ocrLineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The page keeps the image's own text in step with its lines without fetching every annotation again.
  const annotationOf = (name: string) => app.ocr.annotations.get(name) ?? { extracted_text: '', validated_text: '' }

  app.route({
    ...getLines,
    handler: async (request) => ({ lines: app.ocr.lines.list(request.query.image_filename) }),
  })

  app.route({
    ...putLines,
    handler: async (request) => {
      const lines = app.ocr.lines.replace(request.body.image_filename, request.body.lines)
      return { lines, annotation: annotationOf(request.body.image_filename) }
    },
  })

  app.route({
    ...getLinesSummary,
    handler: async () => app.ocr.lines.summary(),
  })

  app.route({
    ...detectLines,
    handler: async (request, reply) => {
      const { image_filename: name, api_key = '', replace, ...engine } = request.body
      const refusal = replace ? undefined : app.ocr.lines.validatedRefusal(name)
      if (refusal) throw new AppError(409, 'LINES_VALIDATED', refusal)
      const texts = await answerBatch(app.ocr.batches.start({ ...engine, api_key, image_filenames: [name], level: 'lines', replace: true }), reply)
      if (!(name in texts)) {
        throw new AppError(422, 'LINES_NOT_FOUND', app.ocr.annotations.get(name)?.failure_reason ?? 'No text lines were found on this page.')
      }
      return { lines: app.ocr.lines.list(name), annotation: annotationOf(name) }
    },
  })
}
