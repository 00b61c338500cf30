import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getAnnotations, saveAnnotation } from '@odia-ai/contract'

export const ocrAnnotationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getAnnotations,
    handler: async () => ({ valid_images: app.ocr.images.names(), annotations: app.ocr.annotations.list() }),
  })

  app.route({
    ...saveAnnotation,
    handler: async (request) => {
      const entries = Object.entries(request.body).map(([name, texts]) => ({
        name: app.ocr.files.find(name).file_name,
        extracted: texts.extracted_text?.normalize('NFC'),
        validated: texts.validated_text.normalize('NFC'),
      }))
      app.ocr.annotations.savePersonTexts(entries)
      return { saved: Object.fromEntries(entries.map(({ name }) => [name, app.ocr.annotations.get(name)!])) }
    },
  })
}
