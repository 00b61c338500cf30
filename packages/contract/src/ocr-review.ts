import { Type, type Static } from 'typebox'
import { jsonStringBytes, SMALL_BODY_BYTES } from './body-limits'
import { ErrorSchema, errorResponses, FILE_NAME_MAX_LENGTH, FileNameSchema } from './common'
import { defineRoute } from './define-route'
import { AnnotationSchema, ReviewStatusSchema, TEXT_MAX_LENGTH, TextSchema } from './ocr-annotations'
import { NameSchema, ProjectQuerySchema } from './projects'

/** The longest note a reviewer may send back, in characters. */
export const REVIEW_NOTE_MAX_LENGTH = 2000

/** A second person's verdict on a validated image: its text holds (`reviewed`), or it goes back to be fixed (`sent_back`). */
export const ReviewDecisionSchema = ReviewStatusSchema
export type ReviewDecision = Static<typeof ReviewDecisionSchema>

export const ReviewRequestSchema = Type.Object({
  image_filename: FileNameSchema,
  decision: ReviewDecisionSchema,
  /** What needs fixing; required to send an image back. */
  note: Type.Optional(Type.String({ maxLength: REVIEW_NOTE_MAX_LENGTH })),
  reviewer: NameSchema,
  /** The validated text the reviewer read: when it changed since, the review is refused (409) rather than given to another text. */
  validated_text: Type.Optional(TextSchema),
})
export type ReviewRequest = Static<typeof ReviewRequestSchema>

export const ReviewResponseSchema = Type.Object({ annotation: AnnotationSchema })
export type ReviewResponse = Static<typeof ReviewResponseSchema>

/**
 * Records a review of a validated image, with who and when. Refused (409) when the image has no validated text,
 * when its text changed since the reviewer read it, or when the reviewer is the person who validated it.
 */
export const reviewImage = defineRoute({
  method: 'POST',
  url: '/api/ocr/review',
  bodyLimit:
    jsonStringBytes(FILE_NAME_MAX_LENGTH) +
    jsonStringBytes(REVIEW_NOTE_MAX_LENGTH) +
    jsonStringBytes(TEXT_MAX_LENGTH) +
    SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: ReviewRequestSchema,
    response: { 200: ReviewResponseSchema, ...errorResponses, 409: ErrorSchema },
  },
})

/** What one person did in a project: how many images they validated, reviewed and sent back, and when they last did. */
export const PersonCountsSchema = Type.Object({
  name: Type.String(),
  validated: Type.Integer({ minimum: 0 }),
  reviewed: Type.Integer({ minimum: 0 }),
  sent_back: Type.Integer({ minimum: 0 }),
  last_at: Type.String(),
})
export type PersonCounts = Static<typeof PersonCountsSchema>

export const PeopleResponseSchema = Type.Object({ people: Type.Array(PersonCountsSchema) })
export type PeopleResponse = Static<typeof PeopleResponseSchema>

/** The project's per-person counts, by name; saves and reviews that named nobody are not counted. */
export const getPeople = defineRoute({
  method: 'GET',
  url: '/api/ocr/people',
  schema: { querystring: ProjectQuerySchema, response: { 200: PeopleResponseSchema, ...errorResponses } },
})

export const DeleteImageParamsSchema = Type.Object({ name: FileNameSchema })

export const DeletedImageSchema = Type.Object({ deleted: FileNameSchema })
export type DeletedImage = Static<typeof DeletedImageSchema>

/** Deletes an image of the project with its annotation, lines and review history, and its file. */
export const deleteImage = defineRoute({
  method: 'DELETE',
  url: '/api/ocr/images/:name',
  schema: {
    params: DeleteImageParamsSchema,
    querystring: ProjectQuerySchema,
    response: { 200: DeletedImageSchema, ...errorResponses },
  },
})
