import { Type, type Static } from 'typebox'
import { jsonStringBytes, SMALL_BODY_BYTES } from './body-limits'
import {
  ErrorSchema,
  errorResponses,
  FILE_NAME_MAX_LENGTH,
  FileNameSchema,
  MAX_IMAGES_PER_REQUEST,
  STORED_NAME_MAX_BYTES,
} from './common'
import { defineRoute } from './define-route'
import { JobStartedSchema } from './jobs'
import { OCR_ENGINE_NAMES, OcrEngineNameSchema } from './ocr-engines'
import { NAME_MAX_LENGTH, NameSchema, ProjectIdSchema, ProjectQuerySchema } from './projects'

/** The fixed folder the spec's CSV import names; the only value the server accepts. */
export const IMAGE_FOLDER = 'uploaded_images'

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

/**
 * A list of stored images' names in a JSON body, as many as a request may name: each name at most STORED_NAME_MAX_BYTES
 * and a numbered suffix (stored names hold nothing JSON escapes), with its quotes and comma.
 */
export const IMAGE_LIST_BODY_BYTES = MAX_IMAGES_PER_REQUEST * (STORED_NAME_MAX_BYTES + 16)

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

/** Why a PAGE XML file restored no lines (`reason` says it for a person). */
export const PageImportSkipSchema = Type.Union([
  /** Well-formed XML of another kind, such as the METS file of an export. */
  Type.Literal('NOT_PAGE_XML'),
  /** No stored image has the name the page gives (`imageFilename`). */
  Type.Literal('IMAGE_NOT_FOUND'),
  /** The name fits more than one stored image. */
  Type.Literal('IMAGE_AMBIGUOUS'),
  /** Another file of the same import describes the same image. */
  Type.Literal('IMAGE_TWICE'),
  /** The page's width and height are not in the stored image's proportions: another image, or one turned. */
  Type.Literal('IMAGE_SIZE_MISMATCH'),
  /** The page has no text lines: the image's lines are left as they are. */
  Type.Literal('NO_LINES'),
  /** More lines than an image may hold, or a line text over the limit. */
  Type.Literal('TOO_LARGE'),
  /** The image has lines a person validated, and the import did not say `replace`. */
  Type.Literal('LINES_VALIDATED'),
])
export type PageImportSkip = Static<typeof PageImportSkipSchema>

/** What became of one PAGE XML file of an import. */
export const PageImportResultSchema = Type.Object({
  /** The file's name as sent, or its path inside the ZIP `archive`. */
  file_name: Type.String(),
  archive: Type.Optional(Type.String()),
  status: Type.Union([Type.Literal('imported'), Type.Literal('skipped')]),
  /** The image the page names (its `imageFilename`). */
  image_filename: Type.Optional(Type.String()),
  /** The stored image it matched, whose lines it restored (or would have). */
  stored_image: Type.Optional(FileNameSchema),
  /** Imported: the lines restored, how many of them are validated, and how many boxes reached outside the page and were clamped to it. */
  lines: Type.Optional(Type.Integer({ minimum: 0 })),
  validated_lines: Type.Optional(Type.Integer({ minimum: 0 })),
  clamped_lines: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The page's image size when it differed from the stored image's: the boxes were scaled from it. */
  scaled_from: Type.Optional(
    Type.Object({ width: Type.Integer({ minimum: 1 }), height: Type.Integer({ minimum: 1 }) }),
  ),
  code: Type.Optional(PageImportSkipSchema),
  reason: Type.Optional(Type.String()),
})
export type PageImportResult = Static<typeof PageImportResultSchema>

/**
 * A CSV import's answer: the images of its accepted rows with their annotations as now stored, and the rows skipped.
 * A PAGE XML import answers the images whose lines it restored, with their annotations (`skipped` is empty: it has no
 * rows), and `pages`, what became of each file.
 */
export const ImportResponseSchema = Type.Object({
  valid_images: Type.Array(FileNameSchema),
  annotations: AnnotationMapSchema,
  skipped: Type.Array(SkippedRowSchema),
  pages: Type.Optional(Type.Array(PageImportResultSchema)),
})
export type ImportResponse = Static<typeof ImportResponseSchema>

/** A model name such as `gemini-flash-latest` (never a path). */
export const ModelNameSchema = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' })

/** `image` (the default): each image's text as one block; `lines`: find each image's text lines with their boxes. */
export const OcrLevelSchema = Type.Union([Type.Literal('image'), Type.Literal('lines')])
export type OcrLevel = Static<typeof OcrLevelSchema>

export const ProcessRequestSchema = Type.Object({
  api_key: Type.String({ maxLength: 512 }),
  engine: Type.Optional(OcrEngineNameSchema),
  image_filenames: Type.Array(FileNameSchema, { minItems: 1, maxItems: MAX_IMAGES_PER_REQUEST }),
  model: Type.Optional(ModelNameSchema),
  level: Type.Optional(OcrLevelSchema),
  /** With `level: "lines"`: replace lines a person has validated (without it such an image is skipped, saying why). */
  replace: Type.Optional(Type.Boolean()),
  /**
   * Engines that read each image beside `engine`, each with its default model, for triage by their disagreement (at the
   * image level only). Their readings are stored beside `engine`'s; the image's extracted text stays `engine`'s. An
   * engine that already read the image with the same model is not asked again: its stored reading counts.
   */
  compare_with: Type.Optional(
    Type.Array(OcrEngineNameSchema, { minItems: 1, maxItems: OCR_ENGINE_NAMES.length, uniqueItems: true }),
  ),
})
export type ProcessRequest = Static<typeof ProcessRequestSchema>

/** File name → extracted text, for the images that gave text. */
export const ProcessResponseSchema = Type.Record(Type.String(), Type.String())
export type ProcessResponse = Static<typeof ProcessResponseSchema>

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

/** The export holds every stored image's annotation: the server's, not the page's copy. */
export const ExportRequestSchema = Type.Object({
  /** The spec's request shape sends the page's annotation map; it is accepted and not read. */
  annotations: Type.Optional(Type.Record(Type.String(), Type.Union([AnnotationSchema, Type.String()]))),
  /** Validated texts taking the place of the stored ones (the page sends its current image's unsaved text). */
  validated_texts: Type.Record(Type.String(), TextSchema),
  excel: Type.Optional(Type.Boolean()),
  /** Adds a `cer` column: each image's character error rate of extracted against validated text. */
  include_cer: Type.Optional(Type.Boolean()),
  /** Adds a `flags` column: the Odia orthography checks' findings on each image's text (`rule@start-end`, space-separated). */
  include_flags: Type.Optional(Type.Boolean()),
  /** Only images a second person marked reviewed, each with the text as reviewed (`validated_texts` is then not read). */
  only_reviewed: Type.Optional(Type.Boolean()),
})
export type ExportRequest = Static<typeof ExportRequestSchema>

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

export const ImageParamsSchema = Type.Object({ name: FileNameSchema })
export const ImageQuerySchema = Type.Object({
  thumb: Type.Optional(Type.Boolean()),
  project: Type.Optional(ProjectIdSchema),
})

/**
 * Imports a CSV of annotations (one `file` part, with `image_folder`), or PAGE XML for images already uploaded: `file`
 * parts each holding a `.xml` page or a `.zip` of them, and `replace` (`true`) to replace lines a person validated.
 * A PAGE XML import that restores nothing is refused: 409 when every page was refused for validated lines, else 422.
 */
export const importCsv = defineRoute({
  method: 'POST',
  url: '/api/ocr/import',
  consumes: 'multipart/form-data',
  schema: {
    querystring: ProjectQuerySchema,
    response: { 200: ImportResponseSchema, ...errorResponses, 409: ErrorSchema },
  },
})

export const uploadImages = defineRoute({
  method: 'POST',
  url: '/api/ocr/upload',
  consumes: 'multipart/form-data',
  schema: { querystring: ProjectQuerySchema, response: { 200: UploadResponseSchema, ...errorResponses } },
})

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

/** The body holds the page's unsaved text of its current image at the longest, beside the spec's `annotations` (not read). */
export const exportCsv = defineRoute({
  method: 'POST',
  url: '/api/ocr/export',
  produces: 'text/csv',
  bodyLimit: IMAGE_TEXTS_BODY_BYTES + SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: ExportRequestSchema,
    response: { 200: Type.String(), ...errorResponses },
  },
})

export const getAnnotations = defineRoute({
  method: 'GET',
  url: '/api/ocr/annotations',
  schema: { querystring: ProjectQuerySchema, response: { 200: AnnotationsStateSchema, ...errorResponses } },
})

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
