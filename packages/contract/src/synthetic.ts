import { Type, type Static } from 'typebox'
import { jsonStringBytes, SMALL_BODY_BYTES } from './body-limits'
import { errorResponses } from './common'
import { JobStartedSchema } from './jobs'
import { defineRoute } from './define-route'
import { OutputFormatSchema } from './dataset-formats'
import { DatasetInputFields, SkippedRowsSchema } from './synthetic-inputs'
import { DatasetStyleSchema, SyntheticModeSchema } from './synthetic-modes'
import { TopUpRequestSchema, TopUpResultSchema } from './weak-clusters'

export const DEFAULT_TEXT_COLUMN = 'text'
export const PREVIEW_LIMIT = 24
export const DEFAULT_SEED = 1

/** How hard `ultra-realistic` degrades its lines; every strength keeps each label legible in its image. */
export const DEGRADATION_STRENGTHS = ['light', 'medium', 'heavy'] as const
export type DegradationStrength = (typeof DEGRADATION_STRENGTHS)[number]
export const DEFAULT_STRENGTH: DegradationStrength = 'medium'
export const DegradationStrengthSchema = Type.Enum(DEGRADATION_STRENGTHS)

/** Bounds of the render options, named in the messages of the requests that pass them. */
export const RENDER_LIMITS = {
  listLength: 16,
  minSize: 12,
  maxSize: 128,
  minWeight: 1,
  maxWeight: 1000,
  maxVariants: 20,
  minImageHeight: 16,
  maxImageHeight: 512,
  /** The darkest background allowed: black ink must stay legible, or the label would lie. */
  darkestBackground: '#999999',
} as const

const list = <T extends Parameters<typeof Type.Array>[0]>(items: T, description: string) =>
  Type.Optional(Type.Array(items, { minItems: 1, maxItems: RENDER_LIMITS.listLength, uniqueItems: true, description }))

/** The most characters of typed text one request may render. */
export const TYPED_TEXT_MAX_LENGTH = 2_000_000

/** Each field is also a `pnpm synth` flag (`image_height` is `--image-height`), described by its `description`. */
export const GenerateRequestSchema = Type.Object({
  mode: SyntheticModeSchema,
  output_subdir: Type.Optional(Type.String({ maxLength: 100 })),
  text: Type.Optional(Type.String({ maxLength: TYPED_TEXT_MAX_LENGTH })),
  dataset_url: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 2048,
      description: 'an http(s) CSV, JSONL or Parquet file (huggingface mode)',
    }),
  ),
  text_column: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'the CSV column to render (default "text")' }),
  ),
  max_samples: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'at most this many dataset rows' }),
  ),
  /** How dataset rows are drawn in `huggingface` mode; omitted means `single`. */
  dataset_style: Type.Optional(DatasetStyleSchema),
  seed: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 2 ** 32 - 1,
      description: `same inputs + same seed = byte-identical images (default ${DEFAULT_SEED})`,
    }),
  ),
  fonts: list(Type.String({ minLength: 1, maxLength: 100 }), 'font family names of the catalog'),
  weights: list(
    Type.Integer({ minimum: RENDER_LIMITS.minWeight, maximum: RENDER_LIMITS.maxWeight }),
    'font weights (exact, per chosen family)',
  ),
  sizes: list(Type.Integer({ minimum: RENDER_LIMITS.minSize, maximum: RENDER_LIMITS.maxSize }), 'font sizes in px'),
  image_height: Type.Optional(
    Type.Integer({
      minimum: RENDER_LIMITS.minImageHeight,
      maximum: RENDER_LIMITS.maxImageHeight,
      description: 'a fixed output height in px (default: sized to the text)',
    }),
  ),
  backgrounds: list(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), 'gray backgrounds of clean images, #rrggbb'),
  variants: Type.Optional(
    Type.Integer({ minimum: 1, maximum: RENDER_LIMITS.maxVariants, description: 'seeded variants per line' }),
  ),
  ...DatasetInputFields,
  /** How the job's folder is laid out (OUTPUT_FORMAT_NAMES); omitted means `imagefolder`, the output as it always was. */
  output_format: Type.Optional(OutputFormatSchema),
  /** Choose lines that over-represent a project's weak clusters (then `max_samples` is how many lines to choose). */
  top_up: Type.Optional(TopUpRequestSchema),
  /** Degradation of ultra-realistic images (also as a dataset style); omitted means DEFAULT_STRENGTH. */
  strength: Type.Optional(
    Type.Enum(DEGRADATION_STRENGTHS, {
      description: `how hard ultra-realistic images are degraded (default ${DEFAULT_STRENGTH})`,
    }),
  ),
  columns: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2, description: 'text columns per A4 page (page mode; default 1)' }),
  ),
  rotation: Type.Optional(
    Type.Boolean({ description: 'turn each page by a small seeded angle; line outlines become polygons (page mode)' }),
  ),
  scan_look: Type.Optional(
    Type.Boolean({ description: 'a light scan look: paper, ink, texture, grain, uneven light (page mode)' }),
  ),
})
export type GenerateRequest = Static<typeof GenerateRequestSchema>

/** The render options a job used, defaults filled in, as recorded for its dataset card. */
export const JobRenderOptionsSchema = Type.Object({
  /** The drawing mode (a dataset's rows are drawn as its `dataset_style`). */
  style: Type.String(),
  seed: Type.Optional(Type.Integer()),
  fonts: Type.Array(Type.String()),
  weights: Type.Array(Type.Integer()),
  /** The sizes chosen from, or `size_range` when sizes are drawn at random between two bounds. */
  sizes: Type.Optional(Type.Array(Type.Integer())),
  size_range: Type.Optional(Type.Object({ min: Type.Integer(), max: Type.Integer() })),
  image_height: Type.Optional(Type.Integer()),
  backgrounds: Type.Optional(Type.Array(Type.String())),
  variants: Type.Optional(Type.Integer()),
  /** `page` mode's layout, defaults filled in. */
  columns: Type.Optional(Type.Integer()),
  rotation: Type.Optional(Type.Boolean()),
  scan_look: Type.Optional(Type.Boolean()),
})
export type JobRenderOptions = Static<typeof JobRenderOptionsSchema>

/** Input rows with a sequence impossible in written Odia: how many, and the first of them by row number (1 = first row read). */
export const ImpossibleTextsSchema = Type.Object({
  count: Type.Integer({ minimum: 1 }),
  texts: Type.Array(Type.Object({ number: Type.Integer({ minimum: 1 }), reason: Type.String() })),
})
export type ImpossibleTexts = Static<typeof ImpossibleTextsSchema>

/** Paths are relative to the server base, so a link is `{base}/{path}`. */
export const GenerateResponseSchema = Type.Object({
  output_dir: Type.String(),
  csv: Type.String(),
  images_dir: Type.String(),
  /** The image files (none in `webdataset`, whose images are inside its shards). */
  files: Type.Array(Type.String()),
  /** How many images the job wrote (in `files`, or in the shards). */
  image_count: Type.Integer({ minimum: 0 }),
  /** The whole job folder as one ZIP, streamed (`GET` it). */
  archive: Type.String(),
  /** `page` mode: the folder of page images and their PAGE XML files. */
  pages_dir: Type.Optional(Type.String()),
  /** `page` mode: the first PREVIEW_LIMIT pages, each image with its PAGE XML (the line outlines drawn on the preview). */
  pages: Type.Optional(Type.Array(Type.Object({ image: Type.String(), xml: Type.String() }))),
  /** Images not made because no font could draw the whole text, grouped by reason. */
  skipped: Type.Optional(Type.Array(Type.Object({ reason: Type.String(), count: Type.Integer({ minimum: 1 }) }))),
  /** Texts the Odia orthography checks find impossible; rendered as written, reported so the source can be fixed. */
  impossible: Type.Optional(ImpossibleTextsSchema),
  /** The first PREVIEW_LIMIT images with their labels, as in metadata.csv. */
  preview: Type.Array(Type.Object({ file: Type.String(), text: Type.String() })),
  options: JobRenderOptionsSchema,
  /** Time spent rendering and writing, in ms. */
  elapsed_ms: Type.Integer({ minimum: 0 }),
  /** Input rows left out (empty, not text, too long, bad JSON…), by row number. */
  skipped_rows: Type.Optional(SkippedRowsSchema),
  /** With `top_up`: the lines chosen and each weak cluster's target and achieved count. */
  top_up: Type.Optional(TopUpResultSchema),
})
export type GenerateResponse = Static<typeof GenerateResponseSchema>

/** A request at its largest: the typed text, and every other field within its own limits. */
const GENERATE_BODY_BYTES = jsonStringBytes(TYPED_TEXT_MAX_LENGTH) + SMALL_BODY_BYTES

export const generateSynthetic = defineRoute({
  method: 'POST',
  url: '/api/synthetic/generate',
  bodyLimit: GENERATE_BODY_BYTES,
  schema: { body: GenerateRequestSchema, response: { 200: GenerateResponseSchema, ...errorResponses } },
})

/** The same work as a background job: progress (done / total / rate / skipped) and cancel through /api/jobs; its `result` is a GenerateResponse. */
export const startSyntheticJob = defineRoute({
  method: 'POST',
  url: '/api/synthetic/jobs',
  bodyLimit: GENERATE_BODY_BYTES,
  schema: { body: GenerateRequestSchema, response: { 202: JobStartedSchema, ...errorResponses } },
})

/** A job's folder (its name under `output/`, as a generate answer gives it). */
export const OutputFolderParamsSchema = Type.Object({ folder: Type.String({ minLength: 1, maxLength: 255 }) })

/** The whole job folder as one ZIP archive (`<folder>.zip`), streamed as it is read. */
export const downloadSyntheticOutput = defineRoute({
  method: 'GET',
  url: '/api/synthetic/outputs/:folder/archive',
  produces: 'application/zip',
  schema: { params: OutputFolderParamsSchema, response: errorResponses },
})

/** Where a job folder's archive is downloaded, relative to the server base. */
export const outputArchivePath = (folder: string) => `api/synthetic/outputs/${encodeURIComponent(folder)}/archive`
