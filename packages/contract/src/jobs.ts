import { Type, type Static } from 'typebox'
import { errorResponses } from './common'
import { defineRoute } from './define-route'

export const JobStateSchema = Type.Union([
  Type.Literal('running'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
  Type.Literal('failed'),
])
export type JobState = Static<typeof JobStateSchema>

/**
 * A long piece of work (an OCR batch, a generation job) as the page sees it. `message` says why a job
 * stopped early; `result` holds the job's answer once it completed (typed by the kind's own contract).
 */
export const JobProgressSchema = Type.Object({
  job_id: Type.String(),
  kind: Type.String(),
  state: JobStateSchema,
  total: Type.Integer({ minimum: 0 }),
  done: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
  /** Items finished per second since the start. */
  rate: Type.Number({ minimum: 0 }),
  elapsed_ms: Type.Integer({ minimum: 0 }),
  message: Type.Optional(Type.String()),
  result: Type.Optional(Type.Unknown()),
})
export type JobProgress = Static<typeof JobProgressSchema>

export const JobStartedSchema = Type.Object({
  job_id: Type.String(),
  total: Type.Integer({ minimum: 0 }),
})
export type JobStarted = Static<typeof JobStartedSchema>

export const JobParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
})

/**
 * Server-sent events: `progress` (a JobProgress) whenever counts change, `item` (the kind's per-item
 * payload) as each item finishes, and a last `progress` whose state is not `running`, then the stream ends.
 * A late subscriber first receives every item so far and the current progress.
 */
export const JOB_EVENT = { progress: 'progress', item: 'item' } as const

export const getJob = defineRoute({
  method: 'GET',
  url: '/api/jobs/:id',
  schema: { params: JobParamsSchema, response: { 200: JobProgressSchema, ...errorResponses } },
})

export const watchJob = defineRoute({
  method: 'GET',
  url: '/api/jobs/:id/events',
  produces: 'text/event-stream',
  schema: { params: JobParamsSchema, response: { ...errorResponses } },
})

export const cancelJob = defineRoute({
  method: 'DELETE',
  url: '/api/jobs/:id',
  schema: { params: JobParamsSchema, response: { 200: JobProgressSchema, ...errorResponses } },
})
