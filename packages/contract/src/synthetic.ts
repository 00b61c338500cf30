import { Type, type Static } from 'typebox'
import { errorResponses } from './common'
import { JobStartedSchema } from './jobs'
import { defineRoute } from './define-route'

export const SYNTHETIC_MODES = ['single', 'comprehensive', 'ultra-realistic', 'huggingface', 'page'] as const
export const DEFAULT_TEXT_COLUMN = 'text'
export const PREVIEW_LIMIT = 24

export const SyntheticModeSchema = Type.Union([
  Type.Literal('single'),
  Type.Literal('comprehensive'),
  Type.Literal('ultra-realistic'),
  Type.Literal('huggingface'),
  Type.Literal('page'),
])
export type SyntheticMode = (typeof SYNTHETIC_MODES)[number]

/** How `huggingface` mode may draw its rows [beyond the spec]: like one of the text modes. */
export const DATASET_STYLES = ['single', 'comprehensive', 'ultra-realistic'] as const
export type DatasetStyle = (typeof DATASET_STYLES)[number]

export const DEFAULT_SEED = 1

export const GenerateRequestSchema = Type.Object({
  mode: SyntheticModeSchema,
  output_subdir: Type.Optional(Type.String({ maxLength: 100 })),
  text: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  dataset_url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
  text_column: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  max_samples: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** Same request + same seed ⇒ byte-identical images; omitted means DEFAULT_SEED. */
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1 })),
  /** How dataset rows are drawn in `huggingface` mode; omitted means `single`. */
  dataset_style: Type.Optional(Type.Union([Type.Literal('single'), Type.Literal('comprehensive'), Type.Literal('ultra-realistic')])),
  /** A fixed output height in px, for recognisers that want one; omitted means sized to the text. */
  image_height: Type.Optional(Type.Integer({ minimum: 16, maximum: 512 })),
  /** `page` mode: text columns per page; omitted means 1. */
  columns: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  /** `page` mode: turn each page by a small seeded angle (deskew data; line outlines become polygons); omitted means off. */
  rotation: Type.Optional(Type.Boolean()),
  /** `page` mode: a light scan look (paper, ink, texture, grain, uneven light); omitted means clean black on white. */
  scan_look: Type.Optional(Type.Boolean()),
})
export type GenerateRequest = Static<typeof GenerateRequestSchema>

/** Paths are relative to the server base, so a link is `{base}/{path}`. */
/** Input texts with a sequence impossible in written Odia: how many, and the first of them by number (1 = first text read). */
export const ImpossibleTextsSchema = Type.Object({
  count: Type.Integer({ minimum: 1 }),
  texts: Type.Array(Type.Object({ number: Type.Integer({ minimum: 1 }), reason: Type.String() })),
})
export type ImpossibleTexts = Static<typeof ImpossibleTextsSchema>

export const GenerateResponseSchema = Type.Object({
  output_dir: Type.String(),
  csv: Type.String(),
  images_dir: Type.String(),
  files: Type.Array(Type.String()),
  /** `page` mode: the folder of page images and their PAGE XML files. */
  pages_dir: Type.Optional(Type.String()),
  /** Images not made because no font could draw the whole text, grouped by reason. */
  skipped: Type.Optional(Type.Array(Type.Object({ reason: Type.String(), count: Type.Integer({ minimum: 1 }) }))),
  /** Texts the Odia orthography checks find impossible; rendered as written, reported so the source can be fixed. */
  impossible: Type.Optional(ImpossibleTextsSchema),
})
export type GenerateResponse = Static<typeof GenerateResponseSchema>

export const generateSynthetic = defineRoute({
  method: 'POST',
  url: '/api/synthetic/generate',
  schema: { body: GenerateRequestSchema, response: { 200: GenerateResponseSchema, ...errorResponses } },
})

/** The same work as a background job: progress (done / total / rate / skipped) and cancel through /api/jobs; its `result` is a GenerateResponse. */
export const startSyntheticJob = defineRoute({
  method: 'POST',
  url: '/api/synthetic/jobs',
  schema: { body: GenerateRequestSchema, response: { 202: JobStartedSchema, ...errorResponses } },
})
