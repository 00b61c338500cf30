import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { detectLines, getLines, getLinesSummary, linesBasedOn, putLines } from '@odia-ai/contract'
import { AppError } from '../errors'
import { cleanName } from '../files/clean-name'
import { answerBatch } from '../ocr/batches/answer-batch'
import type { OcrServices } from '../ocr/ocr-services'

// The page keeps the image's own text in step with its lines without fetching every annotation again.
const annotationOf = (ocr: OcrServices, name: string) =>
  ocr.annotations.get(name) ?? { extracted_text: '', validated_text: '' }

export const ocrLineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getLines,
    handler: async (request) => ({
      lines: app.projects.ocr(request.query.project).lines.list(request.query.image_filename),
    }),
  })

  app.route({
    ...putLines,
    handler: async (request) => {
      const ocr = app.projects.ocr(request.query.project)
      const { image_filename: name, saved_by: savedBy, based_on: basedOn } = request.body
      // Checked and replaced in one synchronous step: no re-read can write in between.
      if (basedOn !== undefined && linesBasedOn(ocr.lines.list(name)) > basedOn)
        throw new AppError(
          409,
          'LINES_CHANGED',
          'The lines of this page changed since you opened them (a model re-read them, or someone else saved them)',
        )
      const lines = ocr.lines.replace(
        name,
        request.body.lines,
        savedBy === undefined ? undefined : cleanName(savedBy, 'saved_by'),
      )
      return { lines, annotation: annotationOf(ocr, name) }
    },
  })

  app.route({
    ...getLinesSummary,
    handler: async (request) => app.projects.ocr(request.query.project).lines.summary(),
  })

  app.route({
    ...detectLines,
    handler: async (request, reply) => {
      const ocr = app.projects.ocr(request.query.project)
      const { image_filename: name, api_key = '', replace, ...engine } = request.body
      const refusal = replace ? undefined : ocr.lines.validatedRefusal(name)
      if (refusal) throw new AppError(409, 'LINES_VALIDATED', refusal)
      const texts = await answerBatch(
        app.jobs,
        await ocr.batches.start({ ...engine, api_key, image_filenames: [name], level: 'lines', replace: true }),
        reply,
      )
      if (!Object.hasOwn(texts, name)) {
        throw new AppError(
          422,
          'LINES_NOT_FOUND',
          ocr.annotations.get(name)?.failure_reason ?? 'No text lines were found on this page.',
        )
      }
      return { lines: ocr.lines.list(name), annotation: annotationOf(ocr, name) }
    },
  })
}
