import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getImage, uploadImages, type UploadResponse } from '@odia-ai/contract'
import type { FastifyReply } from 'fastify'
import { AppError } from '../errors'

/** Browsers may keep an image an hour, then revalidate with its ETag (a name's bytes never change). */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600'

export const ocrImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...uploadImages,
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'NOT_MULTIPART', 'Send the images as multipart/form-data, one `files` part per image.')
      const { uploads } = app.projects.ocr(request.query.project)
      const answer: UploadResponse = { images: [], rejected: [] }
      const statuses: number[] = []
      try {
        for await (const part of request.files()) {
          const result = await uploads.store(part)
          if ('stored' in result) answer.images.push(result.stored)
          else {
            const { statusCode, ...rejected } = result.rejected
            answer.rejected.push(rejected)
            statuses.push(statusCode)
          }
        }
      } catch (error) {
        // The rest of the body, if any, is never read (a project deleted mid-upload): the connection closes after the
        // answer instead of waiting on it.
        reply.header('connection', 'close')
        if (error instanceof AppError) throw error
        throw new AppError(
          400,
          'UPLOAD_INCOMPLETE',
          'The upload was cut off before it was complete; upload the files again.',
        )
      }
      const [first] = answer.rejected
      if (answer.images.length === 0 && first) throw new AppError(statuses[0]!, 'UPLOAD_REJECTED', first.message)
      if (answer.images.length === 0)
        throw new AppError(400, 'NO_FILES', 'No images were sent: choose one or more image files.')
      return answer
    },
  })

  app.route({
    ...getImage,
    handler: async (request, reply) => {
      const { files } = app.projects.ocr(request.query.project)
      const file = request.query.thumb
        ? await files.thumbnail(request.params.name)
        : await files.forDisplay(request.params.name)
      const etag = `"${file.etag}"`
      reply
        .header('etag', etag)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
      // The contract types JSON answers; a file stream or a 304 goes through the untyped reply.
      const raw = reply as unknown as FastifyReply
      if (request.headers['if-none-match'] === etag) return raw.code(304).send()
      const { size } = await stat(file.path)
      return raw.type(file.mimeType).header('content-length', size).send(createReadStream(file.path))
    },
  })
}
