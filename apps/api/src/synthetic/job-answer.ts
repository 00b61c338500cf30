import { outputArchivePath, PREVIEW_LIMIT, type GenerateResponse } from '@odia-ai/contract'
import type { WrittenDataset } from './write-staged'

/** What a job's answer says beyond what it wrote. */
export interface JobFacts {
  skipped: NonNullable<GenerateResponse['skipped']>
  impossible: GenerateResponse['impossible']
  skippedRows: GenerateResponse['skipped_rows']
  options: GenerateResponse['options']
  /** The label of the job's image at `index`, in file order. */
  textOf: (index: number) => string
  /** When the run started (performance.now()). */
  started: number
}

/** A finished job's answer: its folder, CSV, images, preview and archive as links from the server base, and its facts. */
export function jobAnswer(folder: string, written: WrittenDataset, facts: JobFacts): GenerateResponse {
  const base = `output/${folder}`
  const files = written.imagesDir === undefined ? [] : written.images.map((file) => `${base}/${file}`)
  return {
    output_dir: base,
    csv: `${base}/metadata.csv`,
    images_dir: written.imagesDir === undefined || written.imagesDir === '.' ? base : `${base}/${written.imagesDir}`,
    files,
    image_count: written.images.length,
    archive: outputArchivePath(folder),
    ...(facts.skipped.length > 0 ? { skipped: facts.skipped } : {}),
    ...(facts.impossible ? { impossible: facts.impossible } : {}),
    preview: files.slice(0, PREVIEW_LIMIT).map((file, index) => ({ file, text: facts.textOf(index) })),
    options: facts.options,
    elapsed_ms: Math.round(performance.now() - facts.started),
    ...(facts.skippedRows ? { skipped_rows: facts.skippedRows } : {}),
  }
}
