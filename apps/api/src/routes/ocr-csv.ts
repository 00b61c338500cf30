import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { exportCsv, formatBytes, IMAGE_FOLDER, importCsv } from '@odia-ai/contract'
import type { FastifyReply } from 'fastify'
import { AppError, badRequest } from '../errors'
import { importAnnotations } from '../ocr/csv/annotation-import'
import { EXPORT_FILE_NAME, exportCsv as writeCsv } from '../ocr/csv/csv-export'
import { incompleteCsv, parseAnnotationCsv, type ParsedCsv } from '../ocr/csv/csv-import'

export const ocrCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...exportCsv,
    // The contract types the answer as a string; the CSV streams out through the untyped reply.
    handler: async (request, reply) => {
      const annotations = app.ocr.annotations.list()
      const stored = app.ocr.images.names().map((name) => [name, annotations[name]] as const)
      return (reply as unknown as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(writeCsv(stored, request.body))
    },
  })

  app.route({
    ...importCsv,
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError(415, 'NOT_MULTIPART', 'Send the CSV as multipart/form-data in a `file` part, with `image_folder`.')
      let folder: string | undefined
      let parsed: ParsedCsv | undefined
      let failure: unknown
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'image_folder') folder = String(part.value)
            continue
          }
          if (part.fieldname !== 'file' || parsed || failure) {
            part.file.resume()
            continue
          }
          try {
            parsed = await parseAnnotationCsv(part.file)
          } catch (error) {
            failure = error
          }
          if (part.file.truncated) failure = new AppError(413, 'CSV_TOO_LARGE', `${part.filename || 'The CSV'} is larger than the ${formatBytes(app.ocr.uploads.maxBytes)} upload limit.`)
        }
      } catch {
        throw incompleteCsv()
      }
      if (!parsed && !failure) throw badRequest('CSV_MISSING', 'No CSV was sent: choose a .csv file.')
      if (folder !== IMAGE_FOLDER) throw badRequest('IMAGE_FOLDER_INVALID', `image_folder must be ${IMAGE_FOLDER}: images are only read from the upload folder.`)
      if (failure || !parsed) throw failure
      return importAnnotations(parsed, app.ocr.images, app.ocr.annotations)
    },
  })
}
