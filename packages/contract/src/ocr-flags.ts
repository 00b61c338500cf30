import { Type, type Static } from 'typebox'
import { errorResponses } from './common'
import { defineRoute } from './define-route'
import { ProjectQuerySchema } from './projects'

/** The images whose text (validated, else extracted) the Odia orthography checks flag, with how many flags each. */
export const FlagCountsSchema = Type.Object({
  flagged: Type.Integer({ minimum: 0 }),
  images: Type.Record(Type.String(), Type.Integer({ minimum: 1 })),
})
export type FlagCounts = Static<typeof FlagCountsSchema>

export const getFlagCounts = defineRoute({
  method: 'GET',
  url: '/api/ocr/flags',
  schema: { querystring: ProjectQuerySchema, response: { 200: FlagCountsSchema, ...errorResponses } },
})
