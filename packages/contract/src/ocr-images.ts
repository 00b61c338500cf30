import { Type, type Static } from 'typebox'
import { errorResponses, FileNameSchema, MAX_IMAGES_PER_REQUEST, STORED_NAME_MAX_BYTES } from './common'
import { defineRoute } from './define-route'
import { ProjectIdSchema, ProjectQuerySchema } from './projects'

/**
 * A list of stored images' names in a JSON body, as many as a request may name: each name at most STORED_NAME_MAX_BYTES
 * and a numbered suffix (stored names hold nothing JSON escapes), with its quotes and comma.
 */
export const IMAGE_LIST_BODY_BYTES = MAX_IMAGES_PER_REQUEST * (STORED_NAME_MAX_BYTES + 16)

export const RejectedFileSchema = Type.Object({
  file_name: Type.String(),
  message: Type.String(),
})
export type RejectedFile = Static<typeof RejectedFileSchema>

export const UploadResponseSchema = Type.Object({
  images: Type.Array(FileNameSchema),
  rejected: Type.Array(RejectedFileSchema),
})
export type UploadResponse = Static<typeof UploadResponseSchema>

export const ImageParamsSchema = Type.Object({ name: FileNameSchema })
export const ImageQuerySchema = Type.Object({
  thumb: Type.Optional(Type.Boolean()),
  project: Type.Optional(ProjectIdSchema),
})

export const uploadImages = defineRoute({
  method: 'POST',
  url: '/api/ocr/upload',
  consumes: 'multipart/form-data',
  schema: { querystring: ProjectQuerySchema, response: { 200: UploadResponseSchema, ...errorResponses } },
})

export const getImage = defineRoute({
  method: 'GET',
  url: '/images/:name',
  produces: 'image/*',
  schema: {
    params: ImageParamsSchema,
    querystring: ImageQuerySchema,
    response: { 404: errorResponses[404], 400: errorResponses[400] },
  },
})
