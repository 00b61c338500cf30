import { Type, type Static } from 'typebox'
import { jsonStringBytes, SMALL_BODY_BYTES } from './body-limits'
import { errorResponses, FILE_NAME_MAX_LENGTH, FileNameSchema } from './common'
import { defineRoute } from './define-route'
import { NAME_MAX_LENGTH, NameSchema, ProjectQuerySchema } from './projects'

export const AnnotationStatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('extracted'),
  Type.Literal('failed'),
  Type.Literal('validated'),
])
export type AnnotationStatus = Static<typeof AnnotationStatusSchema>

/**
 * The most characters (Unicode code points, as JSON Schema's `maxLength` counts them) an extracted or validated
 * text may hold: about 40 dense pages, far above the text of any one image, yet small enough that the annotation
 * list every page load fetches stays light. Saves, imports and OCR results all keep to it.
 */
export const TEXT_MAX_LENGTH = 100_000

/** An extracted or validated text as a request may send it. */
export const TextSchema = Type.String({ maxLength: TEXT_MAX_LENGTH })

/** An image's name and both its texts at their longest in a JSON body, and who saves them. */
export const IMAGE_TEXTS_BODY_BYTES =
  jsonStringBytes(FILE_NAME_MAX_LENGTH) + 2 * jsonStringBytes(TEXT_MAX_LENGTH) + jsonStringBytes(NAME_MAX_LENGTH)

/** Where a validated image's review stands; `status` stays the text's own (a reviewed image is still validated). */
export const ReviewStatusSchema = Type.Union([Type.Literal('reviewed'), Type.Literal('sent_back')])
export type ReviewStatus = Static<typeof ReviewStatusSchema>

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
  /** Who last changed the validated text, when the save named them, and when. */
  validated_by: Type.Optional(Type.String()),
  validated_at: Type.Optional(Type.String()),
  /** A second person's review of the validated text: cleared when the text changes. */
  review_status: Type.Optional(ReviewStatusSchema),
  review_note: Type.Optional(Type.String()),
  reviewed_by: Type.Optional(Type.String()),
  reviewed_at: Type.Optional(Type.String()),
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

/** Keyed by the current image's file name. */
export const SaveRequestSchema = Type.Record(
  Type.String(),
  Type.Object({
    extracted_text: Type.Optional(TextSchema),
    validated_text: TextSchema,
    /** Who saves: recorded with the validated text when it changes (see Annotation.validated_by). */
    saved_by: Type.Optional(NameSchema),
  }),
  { minProperties: 1 },
)
export type SaveRequest = Static<typeof SaveRequestSchema>

export const SaveResponseSchema = Type.Object({ saved: AnnotationMapSchema })
export type SaveResponse = Static<typeof SaveResponseSchema>

/**
 * Saves the texts of the images it names (the page sends its current image's). A body holds one image's texts at their
 * longest, or several images' shorter ones.
 */
export const saveAnnotation = defineRoute({
  method: 'POST',
  url: '/api/ocr/save',
  bodyLimit: IMAGE_TEXTS_BODY_BYTES + SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: SaveRequestSchema,
    response: { 200: SaveResponseSchema, ...errorResponses },
  },
})

export const getAnnotations = defineRoute({
  method: 'GET',
  url: '/api/ocr/annotations',
  schema: { querystring: ProjectQuerySchema, response: { 200: AnnotationsStateSchema, ...errorResponses } },
})
