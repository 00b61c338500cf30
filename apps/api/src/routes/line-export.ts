import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { checkLines, exportLines, type ExportLinesRequest } from '@odia-ai/contract'
import { checkLineExport } from '../datasets/line-check'
import { writeLineExport } from '../datasets/line-export'
import type { OcrServices } from '../ocr/ocr-services'
import { sendDownload } from './send-download'

/** The project's pages with lines, or with `only_reviewed` those of the images a second person marked reviewed. */
const pagesOf = (ocr: OcrServices, { only_reviewed: onlyReviewed, polygon_padding: padding }: ExportLinesRequest) =>
  ocr.lines.exportPages(
    onlyReviewed ? (name) => ocr.annotations.get(name)?.review_status === 'reviewed' : undefined,
    padding,
  )

export const lineExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...exportLines,
    handler: async (request, reply) => {
      const { format, only_validated: onlyValidated = true } = request.body
      const pages = pagesOf(app.projects.ocr(request.query.project), request.body)
      const { archive, report } = writeLineExport({ format, pages, onlyValidated })
      // The archive is already streaming when a page fails: the download breaks off, and the log says why.
      report.catch((error: unknown) => request.log.error({ err: error }, 'the line export stopped'))
      return sendDownload(reply, 'application/zip', `lines-${format}.zip`, archive)
    },
  })

  app.route({
    ...checkLines,
    handler: async (request) =>
      checkLineExport(
        pagesOf(app.projects.ocr(request.query.project), request.body),
        request.body.only_validated ?? true,
      ),
  })
}
