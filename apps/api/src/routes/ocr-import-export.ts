import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { exportCsv, IMAGE_FOLDER, importCsv, ownValue } from '@odia-ai/contract'
import { PageXmlReader } from '../datasets/page-xml/page-xml-reader'
import { AppError, badRequest } from '../errors'
import { importAnnotations } from '../ocr/csv/annotation-import'
import { EXPORT_FILE_NAME, exportCsv as writeCsv } from '../ocr/csv/csv-export'
import { untilClientLeaves } from '../ocr/imports/client-gone'
import { receiveImport } from '../ocr/imports/import-parts'
import { importPageXml } from '../ocr/lines/page-import'
import { sendDownload } from './send-download'

export const ocrImportExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One PAGE XML reader (a worker thread) for every import: files are parsed one at a time, off the event loop.
  const pageXml = new PageXmlReader()
  app.addHook('onClose', () => pageXml.close())

  app.route({
    ...exportCsv,
    // The contract types the answer as a string; the CSV streams out through the untyped reply.
    handler: async (request, reply) => {
      const ocr = app.projects.ocr(request.query.project)
      const annotations = ocr.annotations.list()
      const stored = ocr.images.names().map((name) => [name, ownValue(annotations, name)] as const)
      // Only reviewed: the texts as a second person reviewed them, never the page's unsaved text.
      const body = request.body.only_reviewed ? { ...request.body, validated_texts: {} } : request.body
      const rows = request.body.only_reviewed
        ? stored.filter(([, annotation]) => annotation?.review_status === 'reviewed')
        : stored
      return sendDownload(reply, 'text/csv; charset=utf-8', EXPORT_FILE_NAME, writeCsv(rows, body))
    },
  })

  app.route({
    ...importCsv,
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'NOT_MULTIPART',
          'Send the CSV as multipart/form-data in a `file` part, with `image_folder` (or PAGE XML files in `file` parts).',
        )
      }
      const ocr = app.projects.ocr(request.query.project)
      const signal = untilClientLeaves(reply.raw)
      const { folder, replace, pages, csv, failure } = await receiveImport(request.parts(), {
        uploadMaxBytes: ocr.uploads.maxBytes,
        pageXml,
        signal,
      })
      const folderInvalid = () =>
        badRequest(
          'IMAGE_FOLDER_INVALID',
          `image_folder must be ${IMAGE_FOLDER}: images are only read from the upload folder.`,
        )
      if (pages) {
        if (failure) throw failure
        // PAGE XML names its images itself: the folder may be left out, but no other one is read.
        if (folder !== undefined && folder !== IMAGE_FOLDER) throw folderInvalid()
        return importPageXml(pages, replace, ocr, signal)
      }
      if (!csv && !failure) throw badRequest('CSV_MISSING', 'No CSV was sent: choose a .csv file.')
      if (folder !== IMAGE_FOLDER) throw folderInvalid()
      if (failure) throw failure
      return importAnnotations(csv!, ocr.images, ocr.annotations)
    },
  })
}
