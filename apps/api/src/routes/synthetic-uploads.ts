import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DATASET_FILE_EXTENSIONS, uploadDatasetFile } from '@odia-ai/contract'
import { AppError, badRequest } from '../errors'

/** A dataset file for `huggingface` mode, kept for the generate requests that name its `upload_id`; at most UPLOAD_MAX_BYTES. */
export const syntheticUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...uploadDatasetFile,
    handler: async (request) => {
      if (!request.isMultipart())
        throw new AppError(415, 'NOT_MULTIPART', 'Send the dataset file as multipart/form-data, in a `file` part.')
      let part
      try {
        part = await request.file({ limits: { fileSize: app.datasetUploads.maxBytes, files: 1 } })
      } catch {
        throw badRequest('UPLOAD_INCOMPLETE', 'The upload was cut off before it was complete; choose the file again.')
      }
      if (!part || part.fieldname !== 'file') {
        part?.file.resume()
        throw badRequest('NO_FILE', `No dataset file was sent: choose a ${DATASET_FILE_EXTENSIONS.join(', ')} file.`)
      }
      return app.datasetUploads.store(part)
    },
  })
}
