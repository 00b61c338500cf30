import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { acceptIdentical, getReadings, getReadingsSummary, getValidatedReadings } from '@odia-ai/contract'

export const ocrReadingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getReadings,
    handler: async (request) => ({
      readings: app.projects.ocr(request.query.project).readings.list(request.query.image_filename),
    }),
  })

  app.route({
    ...getReadingsSummary,
    handler: async (request) => app.projects.ocr(request.query.project).readings.summary(),
  })

  app.route({
    ...getValidatedReadings,
    handler: async (request) => app.projects.ocr(request.query.project).readings.ofValidated(),
  })

  app.route({
    ...acceptIdentical,
    handler: async (request) =>
      app.projects.ocr(request.query.project).readings.acceptIdentical(request.body.image_filenames),
  })
}
