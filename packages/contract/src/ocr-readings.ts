import { Type, type Static } from 'typebox'
import { SMALL_BODY_BYTES } from './body-limits'
import { ErrorSchema, errorResponses, FileNameSchema, MAX_IMAGES_PER_REQUEST } from './common'
import { defineRoute } from './define-route'
import { AnnotationMapSchema } from './ocr-annotations'
import { IMAGE_LIST_BODY_BYTES } from './ocr-images'
import { ProjectIdSchema, ProjectQuerySchema } from './projects'

/** An engine's latest reading of an image with one model: what it read, and when. */
export const ReadingSchema = Type.Object({
  engine: Type.String(),
  model: Type.String(),
  model_version: Type.Optional(Type.String()),
  text: Type.String(),
  created_at: Type.String(),
})
export type Reading = Static<typeof ReadingSchema>

/**
 * Who read an image: an engine with one of its models, as `engine:model` (neither holds a colon). The offline engine
 * reads with ori and with the models trained in the tool, each a reader of its own.
 */
export const readerOf = ({ engine, model }: { engine: string; model: string }): string => `${engine}:${model}`

/** The engine and model of a `readerOf` key. */
export function readerParts(reader: string): { engine: string; model: string } {
  const at = reader.indexOf(':')
  return at < 0 ? { engine: reader, model: '' } : { engine: reader.slice(0, at), model: reader.slice(at + 1) }
}

export const ReadingsQuerySchema = Type.Object({
  image_filename: FileNameSchema,
  project: Type.Optional(ProjectIdSchema),
})

/** The image's readings, one per engine and model that read it, in the order of `OCR_ENGINES`, then by model. */
export const ReadingsResponseSchema = Type.Object({ readings: Type.Array(ReadingSchema) })
export type ReadingsResponse = Static<typeof ReadingsResponseSchema>

/**
 * How far the readers (engine and model) that read an image agree. `disagreement` is the edit distance of their texts
 * over grapheme clusters (NFC) against the longer text, the largest over every pair (0 when they read the same, 1 at
 * most); it is there only once two readers read the image. `identical`: at least two read it, all the same text.
 */
export const ImageAgreementSchema = Type.Object({
  /** Each reader, as `readerOf` names it, in the order of the image's readings. */
  readers: Type.Array(Type.String()),
  disagreement: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  identical: Type.Boolean(),
  /** The image is annotated line by line: accepting its readings together would bypass its lines. */
  has_lines: Type.Boolean(),
})
export type ImageAgreement = Static<typeof ImageAgreementSchema>

/** Every image some engine read, by file name (an image no engine read is not listed). */
export const ReadingsSummarySchema = Type.Object({ images: Type.Record(Type.String(), ImageAgreementSchema) })
export type ReadingsSummary = Static<typeof ReadingsSummarySchema>

/**
 * The readings of every validated image by the readers other than the one whose text it holds, by image and reader
 * (`readerOf`): what each reader's quality pictures measure against the validated text.
 */
export const ValidatedReadingsSchema = Type.Object({
  images: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
})
export type ValidatedReadings = Static<typeof ValidatedReadingsSchema>

export const AcceptIdenticalRequestSchema = Type.Object({
  image_filenames: Type.Array(FileNameSchema, { minItems: 1, maxItems: MAX_IMAGES_PER_REQUEST, uniqueItems: true }),
})
export type AcceptIdenticalRequest = Static<typeof AcceptIdenticalRequestSchema>

/** How many images were validated, and their annotations as now stored. */
export const AcceptIdenticalResponseSchema = Type.Object({
  accepted: Type.Integer({ minimum: 0 }),
  saved: AnnotationMapSchema,
})
export type AcceptIdenticalResponse = Static<typeof AcceptIdenticalResponseSchema>

/** An image's readings with their texts, for comparing them (404 for an image not stored). */
export const getReadings = defineRoute({
  method: 'GET',
  url: '/api/ocr/readings',
  schema: { querystring: ReadingsQuerySchema, response: { 200: ReadingsResponseSchema, ...errorResponses } },
})

/** How far the engines agree on each image they read: what the page sorts by, without every text. */
export const getReadingsSummary = defineRoute({
  method: 'GET',
  url: '/api/ocr/readings/summary',
  schema: { querystring: ProjectQuerySchema, response: { 200: ReadingsSummarySchema, ...errorResponses } },
})

/** Every validated image's readings by its other readers (engine and model), for the quality pictures of each. */
export const getValidatedReadings = defineRoute({
  method: 'GET',
  url: '/api/ocr/readings/validated',
  schema: { querystring: ProjectQuerySchema, response: { 200: ValidatedReadingsSchema, ...errorResponses } },
})

/**
 * Validates the named images with the text their engines agree on, all of them in one transaction or none: an image
 * whose readings differ (or that fewer than two engines read), that a person validated, or that has lines is refused
 * with 409 naming it; an unknown image with 404.
 */
export const acceptIdentical = defineRoute({
  method: 'POST',
  url: '/api/ocr/readings/accept',
  bodyLimit: IMAGE_LIST_BODY_BYTES + SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: AcceptIdenticalRequestSchema,
    response: { 200: AcceptIdenticalResponseSchema, ...errorResponses, 409: ErrorSchema },
  },
})
