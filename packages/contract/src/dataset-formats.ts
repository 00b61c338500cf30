import { Type } from 'typebox'

/** What the page and the CLI say of a synthetic job's output format. */
export interface OutputFormatInfo {
  label: string
}

/**
 * Every layout a synthetic job can write, the default first (the output as it always was). The request schema, the
 * server's writer table (one module per format, shared with the line export) and the CLI read this list.
 */
export const OUTPUT_FORMATS = {
  imagefolder: { label: 'Image folder + metadata.csv (Hugging Face, TrOCR)' },
  tesstrain: { label: 'tesstrain ground truth: .png + .gt.txt pairs (Tesseract)' },
  paddleocr: { label: 'PaddleOCR recognition (crop_img + rec_gt.txt)' },
  webdataset: { label: 'WebDataset tar shards of about 1 GB (large jobs)' },
} as const satisfies Record<string, OutputFormatInfo>

export type OutputFormat = keyof typeof OUTPUT_FORMATS

export const OUTPUT_FORMAT_NAMES = Object.keys(OUTPUT_FORMATS) as OutputFormat[]

export const DEFAULT_OUTPUT_FORMAT: OutputFormat = 'imagefolder'

export const OutputFormatSchema = Type.Enum(OUTPUT_FORMAT_NAMES)
