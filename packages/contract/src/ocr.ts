import { Type, type Static } from 'typebox'
import { errorResponses, FileNameSchema } from './common'
import { defineRoute } from './define-route'

/** The fixed folder the spec's CSV import names; the only value the server accepts. */
export const IMAGE_FOLDER = 'uploaded_images'

export const AnnotationStatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('extracted'),
  Type.Literal('failed'),
  Type.Literal('validated'),
])
export type AnnotationStatus = Static<typeof AnnotationStatusSchema>

/** One image's annotation as stored and displayed. */
export const AnnotationSchema = Type.Object({
  extracted_text: Type.String(),
  validated_text: Type.String(),
  status: Type.Optional(AnnotationStatusSchema),
  failure_reason: Type.Optional(Type.String()),
  engine: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  model_version: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String()),
})
export type Annotation = Static<typeof AnnotationSchema>

/** Annotations keyed by image file name. */
export const AnnotationMapSchema = Type.Record(Type.String(), AnnotationSchema)
export type AnnotationMap = Static<typeof AnnotationMapSchema>

/** The saved session: every stored image in upload order and its annotation. */
export const AnnotationsStateSchema = Type.Object({
  valid_images: Type.Array(FileNameSchema),
  annotations: AnnotationMapSchema,
})
export type AnnotationsState = Static<typeof AnnotationsStateSchema>

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

export const SkippedRowSchema = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  file_name: Type.Optional(Type.String()),
  reason: Type.String(),
})
export type SkippedRow = Static<typeof SkippedRowSchema>

export const ImportResponseSchema = Type.Object({
  valid_images: Type.Array(FileNameSchema),
  annotations: AnnotationMapSchema,
  skipped: Type.Array(SkippedRowSchema),
})
export type ImportResponse = Static<typeof ImportResponseSchema>

export const ProcessRequestSchema = Type.Object({
  api_key: Type.String({ maxLength: 512 }),
  image_filenames: Type.Array(FileNameSchema, { minItems: 1, maxItems: 100_000 }),
  model: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
})
export type ProcessRequest = Static<typeof ProcessRequestSchema>

/** File name → extracted text, for the images that gave text. */
export const ProcessResponseSchema = Type.Record(Type.String(), Type.String())
export type ProcessResponse = Static<typeof ProcessResponseSchema>

/** Keyed by the current image's file name. */
export const SaveRequestSchema = Type.Record(
  Type.String(),
  Type.Object({
    extracted_text: Type.Optional(Type.String()),
    validated_text: Type.String(),
  }),
  { minProperties: 1 },
)
export type SaveRequest = Static<typeof SaveRequestSchema>

export const SaveResponseSchema = Type.Object({ saved: AnnotationMapSchema })
export type SaveResponse = Static<typeof SaveResponseSchema>

export const ExportRequestSchema = Type.Object({
  annotations: Type.Record(Type.String(), Type.Union([AnnotationSchema, Type.String()])),
  validated_texts: Type.Record(Type.String(), Type.String()),
  excel: Type.Optional(Type.Boolean()),
})
export type ExportRequest = Static<typeof ExportRequestSchema>

export const ImageParamsSchema = Type.Object({ name: FileNameSchema })
export const ImageQuerySchema = Type.Object({ thumb: Type.Optional(Type.Boolean()) })

export const importCsv = defineRoute({
  method: 'POST',
  url: '/api/ocr/import',
  consumes: 'multipart/form-data',
  schema: { response: { 200: ImportResponseSchema, ...errorResponses } },
})

export const uploadImages = defineRoute({
  method: 'POST',
  url: '/api/ocr/upload',
  consumes: 'multipart/form-data',
  schema: { response: { 200: UploadResponseSchema, ...errorResponses } },
})

export const processImages = defineRoute({
  method: 'POST',
  url: '/api/ocr/process',
  schema: { body: ProcessRequestSchema, response: { 200: ProcessResponseSchema, ...errorResponses } },
})

export const saveAnnotation = defineRoute({
  method: 'POST',
  url: '/api/ocr/save',
  schema: { body: SaveRequestSchema, response: { 200: SaveResponseSchema, ...errorResponses } },
})

export const exportCsv = defineRoute({
  method: 'POST',
  url: '/api/ocr/export',
  produces: 'text/csv',
  schema: { body: ExportRequestSchema, response: { 200: Type.String(), ...errorResponses } },
})

export const getAnnotations = defineRoute({
  method: 'GET',
  url: '/api/ocr/annotations',
  schema: { response: { 200: AnnotationsStateSchema, ...errorResponses } },
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
