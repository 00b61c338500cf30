import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getFlagCounts } from '@odia-ai/contract'
import { FlagCounter } from '../ocr/orthography/flag-counts'

export const ocrFlagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const counter = new FlagCounter()
  app.route({
    ...getFlagCounts,
    handler: async () => counter.count(app.ocr.annotations.list()),
  })
}
