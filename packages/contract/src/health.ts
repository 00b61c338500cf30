import { Type, type Static } from 'typebox'
import { errorResponses } from './common'
import { defineRoute } from './define-route'

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  uptimeSeconds: Type.Number({ minimum: 0 }),
})
export type Health = Static<typeof HealthSchema>

export const getHealth = defineRoute({
  method: 'GET',
  url: '/api/health',
  schema: { response: { 200: HealthSchema, 500: errorResponses[500] } },
})
