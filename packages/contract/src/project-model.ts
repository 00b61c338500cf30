import { Type, type Static } from 'typebox'
import { SMALL_BODY_BYTES } from './body-limits'
import { ErrorSchema, errorResponses } from './common'
import { defineRoute } from './define-route'
import { JobStartedSchema } from './jobs'
import { ProjectParamsSchema } from './projects'
import { ModelIdSchema } from './recognition-models'

/** A project's offline model: what its page's Model select starts from for the offline engine (`ori` until set). */
export const ProjectModelSchema = Type.Object({ model: ModelIdSchema })
export type ProjectModel = Static<typeof ProjectModelSchema>

export const getProjectModel = defineRoute({
  method: 'GET',
  url: '/api/projects/:id/model',
  schema: { params: ProjectParamsSchema, response: { 200: ProjectModelSchema, ...errorResponses } },
})

/** "Use for this project": a model that does not exist is a 404. */
export const setProjectModel = defineRoute({
  method: 'PUT',
  url: '/api/projects/:id/model',
  bodyLimit: SMALL_BODY_BYTES,
  schema: {
    params: ProjectParamsSchema,
    body: ProjectModelSchema,
    response: { 200: ProjectModelSchema, ...errorResponses },
  },
})

export const RereadRequestSchema = Type.Object({
  /** The model to read with; by default the project's. */
  model: Type.Optional(ModelIdSchema),
})
export type RereadRequest = Static<typeof RereadRequestSchema>

/**
 * "Re-read the pages not validated with it": an OCR job (kind `ocr`, watched with the job routes) of the offline engine
 * with the model, over the project's images a person has not validated. As any OCR run, it replaces their extracted
 * text only; a validated text is never touched. An image with lines keeps its boxes and has each line of untouched
 * pre-fill read again (its item says how many: `lines_reread`, `lines_kept`). A project whose images are all validated
 * is a 409.
 */
export const rereadWithModel = defineRoute({
  method: 'POST',
  url: '/api/projects/:id/reread',
  bodyLimit: SMALL_BODY_BYTES,
  schema: {
    params: ProjectParamsSchema,
    body: RereadRequestSchema,
    response: { 202: JobStartedSchema, ...errorResponses, 409: ErrorSchema },
  },
})
