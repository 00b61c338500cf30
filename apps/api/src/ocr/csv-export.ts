import { Readable } from 'node:stream'
import type { ExportRequest } from '@odia-ai/contract'
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

/**
 * One row per image: its extracted text and its own validated text (the page's unsaved text included),
 * and with `include_cer` the image's character error rate.
 */
export function* exportRows({ annotations, validated_texts, include_cer }: ExportRequest): Generator<string[]> {
  const names = new Set([...Object.keys(annotations), ...Object.keys(validated_texts)])
  for (const name of names) {
    const entry = annotations[name]
    const extracted = typeof entry === 'string' ? entry : (entry?.extracted_text ?? '')
    const validated = validated_texts[name] ?? (typeof entry === 'string' ? '' : (entry?.validated_text ?? ''))
    const row = [name, extracted, validated].map((cell) => cell.normalize('NFC'))
    yield include_cer ? [...row, cerCell(row[1]!, row[2]!)] : row
  }
}

/**
 * The annotations as an RFC 4180 CSV stream (UTF-8, CRLF rows, quoted cells where needed, so multi-line
 * text stays in one cell). `excel` adds a byte-order mark and defuses cells that look like formulas.
 */
export function exportCsv(request: ExportRequest): Readable {
  const excel = request.excel === true
  const headers = request.include_cer ? [...CSV_COLUMNS, CER_COLUMN] : [...CSV_COLUMNS]
  const csv = format<string[], string[]>({ headers, writeBOM: excel, rowDelimiter: '\r\n', includeEndRowDelimiter: true })
  const rows = Readable.from(exportRows(request), { objectMode: true }).map((row: string[]) => (excel ? row.map(formulaSafe) : row))
  return rows.pipe(csv)
}
