import { Readable } from 'node:stream'
import type { Annotation, ExportRequest } from '@odia-ai/contract'
import { characterErrors, rate } from '@odia-ai/text-metrics'
import { format } from 'fast-csv'

export const CSV_COLUMNS = ['image_filename', 'extracted_text', 'validated_text'] as const
export const CER_COLUMN = 'cer'
export const EXPORT_FILE_NAME = 'annotations.csv'

/** A cell Excel would run as a formula starts with one of these; it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/

const formulaSafe = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell)

/** Character error rate (grapheme clusters) of the extracted text; empty until a person validated the image. */
const cerCell = (extracted: string, validated: string): string => (validated ? rate(characterErrors(validated, extracted)).toFixed(4) : '')

/** A stored image and its annotation, in upload order. */
export type StoredAnnotation = readonly [name: string, annotation: Annotation | undefined]

/**
 * One row per stored image (the server is the source of truth, whatever the page last loaded): its extracted text and
 * its validated text, the request's `validated_texts` (the page's unsaved text) taking the place of the stored one,
 * and with `include_cer` the image's character error rate.
 */
export function* exportRows(stored: Iterable<StoredAnnotation>, { validated_texts, include_cer }: ExportRequest): Generator<string[]> {
  for (const [name, annotation] of stored) {
    const row = [name, annotation?.extracted_text ?? '', validated_texts[name] ?? annotation?.validated_text ?? ''].map((cell) => cell.normalize('NFC'))
    yield include_cer ? [...row, cerCell(row[1]!, row[2]!)] : row
  }
}

/**
 * The annotations as an RFC 4180 CSV stream (UTF-8, CRLF rows, quoted cells where needed, so multi-line text stays
 * in one cell), the header row even when there is no image. `excel` adds a byte-order mark and defuses cells that
 * look like formulas.
 */
export function exportCsv(stored: Iterable<StoredAnnotation>, request: ExportRequest): Readable {
  const excel = request.excel === true
  const headers = request.include_cer ? [...CSV_COLUMNS, CER_COLUMN] : [...CSV_COLUMNS]
  const csv = format<string[], string[]>({ headers, alwaysWriteHeaders: true, writeBOM: excel, rowDelimiter: '\r\n', includeEndRowDelimiter: true })
  const rows = Readable.from(exportRows(stored, request), { objectMode: true }).map((row: string[]) => (excel ? row.map(formulaSafe) : row))
  return rows.pipe(csv)
}
