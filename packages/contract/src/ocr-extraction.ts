import { Type, type Static } from 'typebox'
import { SMALL_BODY_BYTES } from './body-limits'
import { ErrorSchema, errorResponses, FileNameSchema, MAX_IMAGES_PER_REQUEST } from './common'
import { defineRoute } from './define-route'
import { JobStartedSchema } from './jobs'
import { OcrEngineNameSchema } from './ocr-engines'
import { IMAGE_LIST_BODY_BYTES } from './ocr-images'
import { ProjectQuerySchema } from './projects'

/** A model name such as `gemini-flash-latest` (never a path). */
export const ModelNameSchema = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' })

/** `image` (the default): each image's text as one block; `lines`: find each image's text lines with their boxes. */
export const OcrLevelSchema = Type.Union([Type.Literal('image'), Type.Literal('lines')])
export type OcrLevel = Static<typeof OcrLevelSchema>

/** An engine and one of its models, read beside a batch's own. */
export const ComparedReaderSchema = Type.Object({ engine: OcrEngineNameSchema, model: ModelNameSchema })
export type ComparedReader = Static<typeof ComparedReaderSchema>

/** A batch reads with at most this many readers beside its own. */
export const MAX_COMPARED_READERS = 4

export const ProcessRequestSchema = Type.Object({
  api_key: Type.String({ maxLength: 512 }),
  engine: Type.Optional(OcrEngineNameSchema),
  image_filenames: Type.Array(FileNameSchema, { minItems: 1, maxItems: MAX_IMAGES_PER_REQUEST }),
  model: Type.Optional(ModelNameSchema),
  level: Type.Optional(OcrLevelSchema),
  /** With `level: "lines"`: replace lines a person has validated (without it such an image is skipped, saying why). */
  replace: Type.Optional(Type.Boolean()),
  /**
   * Readers of each image beside `engine` and `model`, for triage by their disagreement (at the image level only): an
   * engine with its default model, or an engine and a model (a trained model beside ori). Their readings are stored
   * beside `engine`'s; the image's extracted text stays `engine`'s. A reader that already read the image is not asked
   * again: its stored reading counts.
   */
  compare_with: Type.Optional(
    Type.Array(Type.Union([OcrEngineNameSchema, ComparedReaderSchema]), {
      minItems: 1,
      maxItems: MAX_COMPARED_READERS,
      uniqueItems: true,
    }),
  ),
})
export type ProcessRequest = Static<typeof ProcessRequestSchema>

/** File name → extracted text, for the images that gave text. */
export const ProcessResponseSchema = Type.Record(Type.String(), Type.String())
export type ProcessResponse = Static<typeof ProcessResponseSchema>

/** The kind of the background job that runs an OCR batch. */
export const OCR_JOB_KIND = 'ocr'

/** What one engine of a job with `compare_with` made of an image: its text, or why there is none. */
export const EngineOutcomeSchema = Type.Object({
  engine: Type.String(),
  model: Type.String(),
  model_version: Type.Optional(Type.String()),
  status: Type.Union([Type.Literal('extracted'), Type.Literal('failed')]),
  text: Type.Optional(Type.String()),
  failure_reason: Type.Optional(Type.String()),
})
export type EngineOutcome = Static<typeof EngineOutcomeSchema>

/** One finished image of an OCR job, published as a job `item` event. */
export const OcrJobItemSchema = Type.Object({
  file_name: FileNameSchema,
  status: Type.Union([Type.Literal('extracted'), Type.Literal('failed')]),
  extracted_text: Type.Optional(Type.String()),
  /** For a failed image: the reason a person can act on. */
  failure_reason: Type.Optional(Type.String()),
  engine: Type.String(),
  model: Type.String(),
  model_version: Type.Optional(Type.String()),
  /** In a job with `compare_with`: what each other engine made of the image. */
  compared: Type.Optional(Type.Array(EngineOutcomeSchema)),
  /**
   * For an image re-read line by line in its stored boxes: how many lines got the new reading, and how many kept their
   * text (validated, a person's, or nothing read in the crop).
   */
  lines_reread: Type.Optional(Type.Integer({ minimum: 0 })),
  lines_kept: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type OcrJobItem = Static<typeof OcrJobItemSchema>

/** POST, so the key never sits in a URL or an access log. */
export const ModelsRequestSchema = Type.Object({
  api_key: Type.String({ maxLength: 512 }),
  engine: Type.Optional(OcrEngineNameSchema),
})
export type ModelsRequest = Static<typeof ModelsRequestSchema>

export const OcrModelSchema = Type.Object({ name: Type.String({ minLength: 1 }), display_name: Type.String() })
export type OcrModel = Static<typeof OcrModelSchema>

export const ModelsResponseSchema = Type.Object({
  models: Type.Array(OcrModelSchema),
  default_model: Type.String({ minLength: 1 }),
})
export type ModelsResponse = Static<typeof ModelsResponseSchema>

/** The error answers of endpoints that call Gemini: a refused key (403) or an exhausted quota (429) stop the work. */
export const geminiErrorResponses = { ...errorResponses, 403: ErrorSchema, 429: ErrorSchema } as const

export const processImages = defineRoute({
  method: 'POST',
  url: '/api/ocr/process',
  bodyLimit: IMAGE_LIST_BODY_BYTES + SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: ProcessRequestSchema,
    response: { 200: ProcessResponseSchema, ...geminiErrorResponses },
  },
})

/**
 * Starts the batch as a background job of kind `ocr` (watch it with the job routes). Each finished image is
 * an `item` (OcrJobItem); a batch stopped for a key, permission, model or daily-quota problem ends `failed`
 * with a `message` saying what to do; a completed job's `result` is the ProcessResponse map.
 */
export const startOcrJob = defineRoute({
  method: 'POST',
  url: '/api/ocr/jobs',
  bodyLimit: IMAGE_LIST_BODY_BYTES + SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: ProcessRequestSchema,
    response: { 202: JobStartedSchema, ...geminiErrorResponses },
  },
})

/** The models the key may use for OCR, and the server's default. */
export const listModels = defineRoute({
  method: 'POST',
  url: '/api/ocr/models',
  bodyLimit: SMALL_BODY_BYTES,
  schema: { body: ModelsRequestSchema, response: { 200: ModelsResponseSchema, ...geminiErrorResponses } },
})
