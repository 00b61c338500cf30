import type { Readable } from 'node:stream'
import type { SkippedRow } from '@odia-ai/contract'
import { parseStream } from 'fast-csv'
import { AppError, badRequest } from '../errors'

type Column = 'image_filename' | 'extracted_text' | 'validated_text'

/** Header names accepted for each column (compared trimmed and case-insensitively). */
const HEADER_ALIASES: Record<Column, readonly string[]> = {
  image_filename: ['image_filename', 'filename', 'file_name', 'image', 'image_name', 'file', 'path'],
  extracted_text: ['extracted_text', 'extracted', 'ocr_text'],
  validated_text: ['validated_text', 'validated', 'text', 'label', 'transcription', 'ground_truth'],
}

const columnOf = (header: string): Column | undefined => {
  const key = header.trim().toLowerCase().replace(/[\s-]+/g, '_')
  return (Object.keys(HEADER_ALIASES) as Column[]).find((column) => HEADER_ALIASES[column].includes(key))
}

export interface CsvRow {
  /** Record number, counting the header as row 1. */
  row: number
  file_name: string
  extracted_text: string
  validated_text: string
}

export interface ParsedCsv {
  rows: CsvRow[]
  skipped: SkippedRow[]
}

export const incompleteCsv = () => badRequest('CSV_INCOMPLETE', 'The CSV did not arrive completely (the upload was cut off); send it again.')

const cell = (value: string | undefined): string => (value ?? '').replace(/\r\n?/g, '\n').normalize('NFC')

/**
 * Reads an annotations CSV as it streams in: our export and its common variants (a byte-order mark, CRLF,
 * header aliases such as `filename` or `text`, missing trailing cells). A row with extra cells is skipped
 * with its reason; a CSV without a file-name column or a text column, or one that cannot be parsed, is refused.
 */
export function parseAnnotationCsv(input: Readable): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const rows: CsvRow[] = []
    const skipped: SkippedRow[] = []
    let columns: Array<Column | undefined> = []
    let record = 1

    const add = (cells: string[]) => {
      record += 1
      if (cells.length > columns.length) {
        skipped.push({ row: record, reason: `The row has ${cells.length} cells but the header has ${columns.length}.` })
        return
      }
      const value = (column: Column) => cell(cells[columns.indexOf(column)])
      rows.push({ row: record, file_name: value('image_filename').trim(), extracted_text: value('extracted_text'), validated_text: value('validated_text') })
    }

    const parser = parseStream<Record<string, string>, Record<string, string>>(input, {
      headers: (headers) => {
        columns = headers.map((header) => columnOf(header ?? ''))
        columns = columns.map((column, index) => (columns.indexOf(column) === index ? column : undefined))
        if (!columns.includes('image_filename')) {
          parser.destroy(badRequest('CSV_NO_FILENAME_COLUMN', `The CSV has no image file name column: name one of ${HEADER_ALIASES.image_filename.join(', ')}.`))
        } else if (!columns.includes('extracted_text') && !columns.includes('validated_text')) {
          parser.destroy(badRequest('CSV_NO_TEXT_COLUMN', 'The CSV has no text column: name it validated_text (or text) and/or extracted_text.'))
        }
        return columns.map((column, index) => column ?? `unused_${index}`)
      },
      strictColumnHandling: true,
    })
    // A broken upload errors the input, which the parser does not hear about.
    input.once('error', () => {
      parser.destroy()
      reject(incompleteCsv())
    })
    parser
      .on('data', (row: Record<string, string>) => add(columns.map((column, index) => row[column ?? `unused_${index}`] ?? '')))
      .on('data-invalid', (row: unknown) => add(Array.isArray(row) ? (row as string[]) : []))
      .on('error', (error: Error) => {
        input.resume()
        reject(error instanceof AppError ? error : badRequest('CSV_MALFORMED', `The CSV could not be read: ${error.message}`))
      })
      .on('end', () => (record === 1 && columns.length === 0 ? reject(badRequest('CSV_EMPTY', 'The CSV file is empty.')) : resolve({ rows, skipped })))
  })
}
