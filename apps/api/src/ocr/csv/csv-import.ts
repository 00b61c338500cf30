import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { TEXT_MAX_LENGTH, type SkippedRow } from '@odia-ai/contract'
import { CsvError, parse } from 'csv-parse'
import { AppError, badRequest } from '../../errors'
import type { PersonTexts } from '../storage/annotation-repository'
import { overTextLimit, TEXT_LIMIT } from '../storage/text-limit'

type Column = 'image_filename' | 'extracted_text' | 'validated_text'

/** Header names accepted for each column (compared trimmed and case-insensitively). */
const HEADER_ALIASES: Record<Column, readonly string[]> = {
  image_filename: ['image_filename', 'filename', 'file_name', 'image', 'image_name', 'file', 'path'],
  extracted_text: ['extracted_text', 'extracted', 'ocr_text'],
  validated_text: ['validated_text', 'validated', 'text', 'label', 'transcription', 'ground_truth'],
}

const TEXT_OF = { extracted_text: 'extracted', validated_text: 'validated' } as const

const columnOf = (header: string): Column | undefined => {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  return (Object.keys(HEADER_ALIASES) as Column[]).find((column) => HEADER_ALIASES[column].includes(key))
}

export interface CsvRow {
  /** Record number, counting the header as row 1. */
  row: number
  file_name: string
  /** Only the texts the row has a cell for: a missing column or cell leaves the stored text as it is. */
  texts: Omit<PersonTexts, 'name'>
}

export interface ParsedCsv {
  rows: CsvRow[]
  skipped: SkippedRow[]
}

export const incompleteCsv = () =>
  badRequest('CSV_INCOMPLETE', 'The CSV did not arrive completely (the upload was cut off); send it again.')

const SAVE_AS_UTF8 = 'save it as UTF-8 (in Excel: Save As → CSV UTF-8) and load it again'
const notUtf8 = (what: string) => badRequest('CSV_NOT_UTF8', `The CSV is ${what}, not UTF-8: ${SAVE_AS_UTF8}.`)

/** Byte-order marks of other encodings; UTF-32 LE's comes before UTF-16 LE's, which begins it. */
const FOREIGN_BOMS: ReadonlyArray<readonly [string, readonly number[]]> = [
  ['UTF-32 LE', [0xff, 0xfe, 0x00, 0x00]],
  ['UTF-32 BE', [0x00, 0x00, 0xfe, 0xff]],
  ['UTF-16 LE', [0xff, 0xfe]],
  ['UTF-16 BE', [0xfe, 0xff]],
]
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf])

/**
 * Passes the upload on one chunk per turn of the event loop, so parsing it never holds up other requests for longer
 * than a chunk takes; drops a UTF-8 byte-order mark, and refuses a file that starts with another encoding's mark.
 */
function utf8Chunks(): Transform {
  let head: Buffer | undefined = Buffer.alloc(0)
  const release = (done: TransformCallback) => {
    const start = head!
    head = undefined
    const foreign = FOREIGN_BOMS.find(([, mark]) => mark.every((byte, index) => start[index] === byte))
    if (foreign) done(notUtf8(`${foreign[0]} text`))
    else
      setImmediate(
        done,
        null,
        start.subarray(start.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? UTF8_BOM.length : 0),
      )
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!head) return setImmediate(done, null, chunk)
      head = Buffer.concat([head, chunk])
      if (head.length >= 4) release(done)
      else done()
    },
    flush: (done) => (head ? release(done) : done()),
  })
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The most bytes a cell may take: a text at the limit, each character 4 bytes in UTF-8 at most. A longer cell cannot
 * be a text to import; such a cell is nearly always a quote left open, which swallows the rows after it.
 */
const CELL_MAX_BYTES = 4 * TEXT_MAX_LENGTH

/** A cell's text (CRLF line breaks as LF, NFC), or why its row cannot be imported. */
function readCell(bytes: Buffer, column: Column): string | { reason: string } {
  let text: string
  try {
    text = utf8.decode(bytes).replace(/\r\n?/g, '\n').normalize('NFC')
  } catch {
    return { reason: `The ${column} cell is not UTF-8 text (it was saved in another encoding): ${SAVE_AS_UTF8}.` }
  }
  return overTextLimit(text) ? { reason: `The ${column} cell is longer than the limit of ${TEXT_LIMIT}.` } : text
}

/**
 * Reads an annotations CSV as it streams in: our export and its common variants (a UTF-8 byte-order mark, CRLF,
 * header aliases such as `filename` or `text`, missing trailing cells). csv-parse takes time linear in a cell's
 * length (fast-csv's grew with its square) and hands cells over as bytes, each decoded strictly. A row with extra
 * cells, a text over the limit or a cell that is not UTF-8 is skipped with its reason. A CSV in another encoding,
 * with a cell too large to be any text, without a file-name column or a text column, or that cannot be parsed, is
 * refused.
 */
export async function parseAnnotationCsv(input: Readable): Promise<ParsedCsv> {
  const rows: CsvRow[] = []
  const skipped: SkippedRow[] = []
  let columns: Array<Column | undefined> | undefined
  let record = 1

  const readHeader = (cells: Buffer[]) => {
    let headers: string[]
    try {
      headers = cells.map((cell) => utf8.decode(cell))
    } catch {
      throw notUtf8('in another encoding')
    }
    const found = headers.map(columnOf)
    columns = found.map((column, index) => (found.indexOf(column) === index ? column : undefined))
    if (!columns.includes('image_filename')) {
      throw badRequest(
        'CSV_NO_FILENAME_COLUMN',
        `The CSV has no image file name column: name one of ${HEADER_ALIASES.image_filename.join(', ')}.`,
      )
    }
    if (!columns.includes('extracted_text') && !columns.includes('validated_text')) {
      throw badRequest(
        'CSV_NO_TEXT_COLUMN',
        'The CSV has no text column: name it validated_text (or text) and/or extracted_text.',
      )
    }
  }

  const readRow = (cells: Buffer[], header: Array<Column | undefined>) => {
    record += 1
    if (cells.length > header.length) {
      skipped.push({ row: record, reason: `The row has ${cells.length} cells but the header has ${header.length}.` })
      return
    }
    const row: CsvRow = { row: record, file_name: '', texts: {} }
    // The file name first, so a row skipped for its text still names its image.
    for (const column of ['image_filename', 'extracted_text', 'validated_text'] as const) {
      const bytes = cells[header.indexOf(column)]
      if (bytes === undefined) continue
      const text = readCell(bytes, column)
      if (typeof text !== 'string') {
        skipped.push({ row: record, ...(row.file_name ? { file_name: row.file_name } : {}), reason: text.reason })
        return
      }
      if (column === 'image_filename') row.file_name = text.trim()
      else row.texts[TEXT_OF[column]] = text
    }
    rows.push(row)
  }

  // Cells come as bytes, so csv-parse's record size is the byte length of the cell being read.
  const parser = parse({
    encoding: null,
    bom: false,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: CELL_MAX_BYTES,
  })
  const bytes = utf8Chunks()
  // pipe() passes on no errors: a broken upload or a refused encoding stops the parser with its reason.
  input.once('error', () => parser.destroy(incompleteCsv()))
  bytes.once('error', (error) => parser.destroy(error))
  input.pipe(bytes).pipe(parser)
  try {
    for await (const cells of parser as AsyncIterable<Buffer[]>) {
      if (columns) readRow(cells, columns)
      else readHeader(cells)
    }
  } catch (error) {
    // Whatever the reason, the rest of the upload is read and dropped, or the request would never end.
    input.unpipe(bytes)
    input.resume()
    if (error instanceof AppError) throw error
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      const row = columns ? record + 1 : 1
      throw badRequest(
        'CSV_CELL_TOO_LONG',
        `Row ${row} of the CSV has a cell far over the limit of ${TEXT_LIMIT} (is a quote left open?); nothing was imported. Fix it and load the CSV again.`,
      )
    }
    if (error instanceof CsvError) throw badRequest('CSV_MALFORMED', `The CSV could not be read: ${error.message}`)
    throw error
  }
  if (!columns) throw badRequest('CSV_EMPTY', 'The CSV file is empty.')
  return { rows, skipped }
}
