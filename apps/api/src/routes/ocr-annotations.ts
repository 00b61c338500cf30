import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getAnnotations, saveAnnotation } from '@odia-ai/contract'
import { cleanName } from '../files/clean-name'

export const ocrAnnotationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getAnnotations,
    handler: async (request) => {
      const ocr = app.projects.ocr(request.query.project)
      return { valid_images: ocr.images.names(), annotations: ocr.annotations.list() }
    },
  })

  app.route({
    ...saveAnnotation,
    handler: async (request) => {
      const ocr = app.projects.ocr(request.query.project)
      const entries = Object.entries(request.body).map(([name, texts]) => ({
        name: ocr.files.find(name).file_name,
        extracted: texts.extracted_text?.normalize('NFC'),
        validated: texts.validated_text.normalize('NFC'),
        ...(texts.saved_by === undefined ? {} : { by: cleanName(texts.saved_by, 'saved_by') }),
      }))
      ocr.annotations.savePersonTexts(entries)
      return { saved: Object.fromEntries(entries.map(({ name }) => [name, ocr.annotations.get(name)!])) }
    },
  })
}
