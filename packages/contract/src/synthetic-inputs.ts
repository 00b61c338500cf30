import { Type, type Static } from 'typebox'
import { errorResponses } from './common'
import { defineRoute } from './define-route'

/** The dataset file formats the generator reads, each with the file name endings that name it. */
export const DATASET_FILE_FORMATS = {
  txt: ['.txt'],
  csv: ['.csv'],
  jsonl: ['.jsonl', '.ndjson'],
  parquet: ['.parquet'],
} as const
export type DatasetFileFormat = keyof typeof DATASET_FILE_FORMATS

/** Every accepted file name ending, for a file picker's `accept`. */
export const DATASET_FILE_EXTENSIONS: string[] = Object.values(DATASET_FILE_FORMATS).flat()

/** A printed line of a book column holds about 60 characters; the page suggests it for splitting paragraphs. */
export const DEFAULT_MAX_LINE_CHARS = 60
export const MAX_LINE_CHARS_RANGE = { minimum: 10, maximum: 500 } as const

/** Split and config of a Hugging Face dataset when none is given. */
export const DEFAULT_HF_CONFIG = 'default'
export const DEFAULT_HF_SPLIT = 'train'

/** A config or split name, one segment of the Hub's listing path: never `.` or `..`, which would climb the path. */
const hfPathSegment = (description: string) =>
  Type.String({ description, minLength: 1, maxLength: 200, pattern: '^(?!\\.\\.?$)[A-Za-z0-9._-]+$' })

/**
 * Where `huggingface` mode reads its rows besides `dataset_url`, and how long rows become lines. All optional: without
 * them a request behaves as before. Spread into GenerateRequestSchema.
 */
export const DatasetInputFields = {
  /** A file sent to POST /api/synthetic/uploads. */
  upload_id: Type.Optional(Type.String({ pattern: '^[a-f0-9]{32}$' })),
  /** A Hugging Face dataset id (`owner/name`), read from its Parquet conversion. */
  hf_dataset: Type.Optional(
    Type.String({
      description: 'a Hugging Face dataset id (owner/name), read from its Parquet conversion',
      minLength: 1,
      maxLength: 200,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)?$',
    }),
  ),
  hf_config: Type.Optional(hfPathSegment(`the Hugging Face dataset's config (default "${DEFAULT_HF_CONFIG}")`)),
  hf_split: Type.Optional(hfPathSegment(`the Hugging Face dataset's split (default "${DEFAULT_HF_SPLIT}")`)),
  /** Rows longer than this many characters are split into lines at spaces; omitted, they are kept whole up to 500. */
  max_line_chars: Type.Optional(
    Type.Integer({
      description: `split longer rows into lines at spaces (${MAX_LINE_CHARS_RANGE.minimum}–${MAX_LINE_CHARS_RANGE.maximum}; default: whole rows up to 500)`,
      ...MAX_LINE_CHARS_RANGE,
    }),
  ),
}

/** The input rows left out, each by its number in the source (1 = first data row or line) and why; the first ones listed. */
export const SkippedRowsSchema = Type.Object({
  count: Type.Integer({ minimum: 1 }),
  rows: Type.Array(Type.Object({ row: Type.Integer({ minimum: 1 }), reason: Type.String() })),
})
export type SkippedRows = Static<typeof SkippedRowsSchema>

export const DatasetUploadSchema = Type.Object({
  upload_id: Type.String(),
  file_name: Type.String(),
  format: Type.Unsafe<DatasetFileFormat>(
    Type.Union(Object.keys(DATASET_FILE_FORMATS).map((format) => Type.Literal(format))),
  ),
  bytes: Type.Integer({ minimum: 0 }),
})
export type DatasetUpload = Static<typeof DatasetUploadSchema>

/** A dataset file (multipart part `file`) kept for generate requests naming its `upload_id`. */
export const uploadDatasetFile = defineRoute({
  method: 'POST',
  url: '/api/synthetic/uploads',
  consumes: 'multipart/form-data',
  schema: { response: { 200: DatasetUploadSchema, ...errorResponses } },
})
