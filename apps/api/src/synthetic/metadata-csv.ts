/** One row of `metadata.csv`: `file_name` is relative to the CSV, so the folder loads as an `imagefolder` dataset. */
export interface MetadataRow {
  file_name: string
  text: string
  mode: string
  font: string
  size: number
  background: string
  /** JSON of the degradations of an `ultra-realistic` image, else empty. */
  params: string
  /** The style's family and weight (`font` names both, as one id). */
  family: string
  weight: number
  /** The job's seed, for the modes that draw at random; else empty. */
  seed: number | ''
  /** 1 for the first image of its text, 2 for the next… */
  variant: number
  /** The image's size in px (`height` is the request's `image_height` when it sets one). */
  width: number
  height: number
}

/** The SPEC's columns first, in their order; the later ones were added after it and stay at the end. */
export const METADATA_COLUMNS: Array<keyof MetadataRow> = [
  'file_name',
  'text',
  'mode',
  'font',
  'size',
  'background',
  'params',
  'family',
  'weight',
  'seed',
  'variant',
  'width',
  'height',
]

const field = (value: string | number): string => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const metadataHeader = (): string => `${METADATA_COLUMNS.join(',')}\n`
export const metadataLine = (row: MetadataRow): string => `${METADATA_COLUMNS.map((column) => field(row[column])).join(',')}\n`
