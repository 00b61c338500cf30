import { Type, type Static } from 'typebox'
import { errorResponses } from './common'
import { defineRoute } from './define-route'

export const SYNTHETIC_MODES = ['single', 'comprehensive', 'ultra-realistic', 'huggingface'] as const
export const DEFAULT_TEXT_COLUMN = 'text'
export const PREVIEW_LIMIT = 24

export const SyntheticModeSchema = Type.Union(SYNTHETIC_MODES.map((mode) => Type.Literal(mode)))
export type SyntheticMode = (typeof SYNTHETIC_MODES)[number]

export const GenerateRequestSchema = Type.Object({
  mode: SyntheticModeSchema,
  output_subdir: Type.Optional(Type.String({ maxLength: 100 })),
  text: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  dataset_url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
  text_column: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  max_samples: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1 })),
})
export type GenerateRequest = Static<typeof GenerateRequestSchema>

/** Paths are relative to the server base, so a link is `{base}/{path}`. */
export const GenerateResponseSchema = Type.Object({
  output_dir: Type.String(),
  csv: Type.String(),
  images_dir: Type.String(),
  files: Type.Array(Type.String()),
})
export type GenerateResponse = Static<typeof GenerateResponseSchema>

export const generateSynthetic = defineRoute({
  method: 'POST',
  url: '/api/synthetic/generate',
  schema: { body: GenerateRequestSchema, response: { 200: GenerateResponseSchema, ...errorResponses } },
})
