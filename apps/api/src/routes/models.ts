import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { MultipartFile } from '@fastify/multipart'
import {
  ADD_MODEL_FIELDS,
  addModel,
  deleteModel,
  downloadModel,
  formatBytes,
  listRecognitionModels,
} from '@odia-ai/contract'
import { AppError, badRequest } from '../errors'
import { addUploadedModel, type ModelUpload } from '../models/add-model'
import { modelArchive } from '../models/model-archive'
import { sendDownload } from './send-download'

/** A file part's bytes; one over the upload limit is a 413. */
async function received(part: MultipartFile, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of part.file) chunks.push(chunk as Buffer)
  if (part.file.truncated)
    throw new AppError(413, 'MODEL_TOO_LARGE', `The model is larger than the ${formatBytes(maxBytes)} upload limit.`)
  return Buffer.concat(chunks)
}

const fieldValue = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

export const modelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...listRecognitionModels, handler: async () => ({ models: await app.models.list() }) })

  app.route({
    ...downloadModel,
    handler: async (request, reply) => {
      const { name, archive } = modelArchive(await app.models.find(request.params.id))
      return sendDownload(reply, 'application/zip', name, archive)
    },
  })

  app.route({
    ...deleteModel,
    handler: async (request) => {
      const deleted = await app.models.remove(request.params.id)
      app.projects.repository.forgetOfflineModel(deleted.id)
      return { deleted }
    },
  })

  app.route({
    ...addModel,
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(
          415,
          'NOT_MULTIPART',
          'Send the model as multipart/form-data, its .traineddata in a `file` part.',
        )
      const maxBytes = app.ocr.uploads.maxBytes
      const fields = new Map<string, string | undefined>()
      let file: { bytes: Uint8Array; name: string } | undefined
      for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
        if (part.type === 'field') fields.set(part.fieldname, fieldValue(part.value))
        else if (part.fieldname !== 'file' || file) part.file.resume()
        else file = { bytes: await received(part, maxBytes), name: part.filename }
      }
      if (!file || file.bytes.length === 0)
        throw badRequest('NO_FILE', 'No model was sent: choose a .traineddata file (gzipped or not).')
      const project = fields.get(ADD_MODEL_FIELDS.project)
      if (project !== undefined && project !== '' && !/^[1-9]\d{0,9}$/.test(project))
        throw badRequest('BAD_PROJECT', `“${project}” is not a project id: send the project's number.`)
      const projectId = project === undefined || project === '' ? undefined : app.projects.find(Number(project)).id
      const upload: ModelUpload = {
        bytes: file.bytes,
        fileName: file.name,
        id: fields.get(ADD_MODEL_FIELDS.id) || undefined,
        label: fields.get(ADD_MODEL_FIELDS.label),
        projectId,
      }
      return reply.code(201).send(await addUploadedModel(app.models, upload))
    },
  })
}
