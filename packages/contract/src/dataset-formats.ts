import { Type } from 'typebox'

/** What the page, the CLI and a dataset card say of a dataset format, and where it is offered. */
export interface DatasetFormatInfo {
  label: string
  /** The OCR tool's line export writes it (the Export lines select). */
  lineExport?: true
  /** A synthetic job writes it (the request's `output_format`). */
  synthetic?: true
}

/**
 * Every layout a dataset is written in, in the order the page lists them. The request schemas, the server's writer
 * tables (one module per format, shared by the line export and the generator), the page's select and the CLI read it.
 */
export const DATASET_FORMATS = {
  imagefolder: { label: 'Image folder + metadata.csv (Hugging Face, TrOCR)', lineExport: true, synthetic: true },
  tesstrain: { label: 'tesstrain ground truth: .png + .gt.txt pairs (Tesseract)', lineExport: true, synthetic: true },
  'page-xml': { label: 'PAGE XML + page images (eScriptorium, Transkribus, kraken)', lineExport: true },
  paddleocr: { label: 'PaddleOCR recognition (crop_img + rec_gt.txt)', lineExport: true, synthetic: true },
  webdataset: { label: 'WebDataset tar shards of about 1 GB (large jobs)', synthetic: true },
} as const satisfies Record<string, DatasetFormatInfo>

export type DatasetFormat = keyof typeof DATASET_FORMATS

/** The formats with `use` set, in the table's order. */
type FormatsFor<Use extends 'lineExport' | 'synthetic'> = {
  [Name in DatasetFormat]: (typeof DATASET_FORMATS)[Name] extends Record<Use, true> ? Name : never
}[DatasetFormat]

const formatsFor = <Use extends 'lineExport' | 'synthetic'>(use: Use) =>
  (Object.keys(DATASET_FORMATS) as DatasetFormat[]).filter(
    (name): name is FormatsFor<Use> => use in DATASET_FORMATS[name],
  )

/** The line export's formats; the first is the page's default. */
export type LineExportFormat = FormatsFor<'lineExport'>
export const LINE_EXPORT_FORMAT_NAMES = formatsFor('lineExport')
export const LineExportFormatSchema = Type.Enum(LINE_EXPORT_FORMAT_NAMES)

/** The layouts a synthetic job writes. */
export type OutputFormat = FormatsFor<'synthetic'>
export const OUTPUT_FORMAT_NAMES = formatsFor('synthetic')
/** The output as it always was. */
export const DEFAULT_OUTPUT_FORMAT: OutputFormat = 'imagefolder'
export const OutputFormatSchema = Type.Enum(OUTPUT_FORMAT_NAMES)
