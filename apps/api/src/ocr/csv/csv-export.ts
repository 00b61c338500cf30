import { performance } from 'node:perf_hooks'
import { pipeline, Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { ownValue, type Annotation, type ExportRequest } from '@odia-ai/contract'
import { checkOrthography } from '@odia-ai/odia-orthography'
import { characterErrors, rate, TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import { format } from 'fast-csv'
import { checkedText } from '../orthography/flag-counts'

export const CSV_COLUMNS = ['image_filename', 'extracted_text', 'validated_text'] as const
export const EXPORT_FILE_NAME = 'annotations.csv'

/** A cell Excel would run as a formula starts with one of these; it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/

const formulaSafe = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell)

/** A column a request can add after the SPEC's three: its name, whether the request asks for it, and a row's cell. */
interface OptionalColumn {
  name: string
  wanted: (request: ExportRequest) => boolean
  cell: (texts: { extracted_text: string; validated_text: string }) => string
}

/** The optional columns, in the order they follow the SPEC's three. */
const OPTIONAL_COLUMNS: OptionalColumn[] = [
  {
    // Character error rate (grapheme clusters) of the extracted text; empty until a person validated the image, and
    // "too long to compare" for texts past text-metrics' limits.
    name: 'cer',
    wanted: (request) => request.include_cer === true,
    cell: ({ extracted_text, validated_text }) => {
      const errors = validated_text ? characterErrors(validated_text, extracted_text) : undefined
      return errors === undefined ? '' : errors === null ? TOO_LONG_TO_COMPARE : rate(errors).toFixed(4)
    },
  },
  {
    // The Odia orthography checks' findings on the text a person would train on: `rule@start-end`, offsets into it.
    name: 'flags',
    wanted: (request) => request.include_flags === true,
    cell: (texts) =>
      checkOrthography(checkedText(texts))
        .map((flag) => `${flag.rule}@${flag.start}-${flag.end}`)
        .join(' '),
  },
]

const wantedColumns = (request: ExportRequest) => OPTIONAL_COLUMNS.filter((column) => column.wanted(request))

/** How long rows are worked out before other requests get their turn (a long page's CER takes tens of ms). */
const TURN_MS = 10

/** A stored image and its annotation, in upload order. */
export type StoredAnnotation = readonly [name: string, annotation: Annotation | undefined]

/**
 * One row per stored image (the server is the source of truth, whatever the page last loaded): its extracted text and
 * its validated text, the request's `validated_texts` (the page's unsaved text) taking the place of the stored one,
 * and the optional columns the request asks for (`include_cer`, `include_flags`). Rows are worked out a few
 * milliseconds at a time, so other requests go on during the export of a book of long pages.
 */
export async function* exportRows(
  stored: Iterable<StoredAnnotation>,
  request: ExportRequest,
): AsyncGenerator<string[]> {
  const columns = wantedColumns(request)
  let turnStart = performance.now()
  for (const [name, annotation] of stored) {
    if (performance.now() - turnStart > TURN_MS) {
      await nextTurn()
      turnStart = performance.now()
    }
    const row = [
      name,
      annotation?.extracted_text ?? '',
      ownValue(request.validated_texts, name) ?? annotation?.validated_text ?? '',
    ].map((cell) => cell.normalize('NFC'))
    const texts = { extracted_text: row[1]!, validated_text: row[2]! }
    yield [...row, ...columns.map((column) => column.cell(texts))]
  }
}

/**
 * The annotations as an RFC 4180 CSV stream (UTF-8, CRLF rows, quoted cells where needed, so multi-line text stays
 * in one cell), the header row even when there is no image. `excel` adds a byte-order mark and defuses cells that
 * look like formulas.
 */
export function exportCsv(stored: Iterable<StoredAnnotation>, request: ExportRequest): Readable {
  const excel = request.excel === true
  const headers = [...CSV_COLUMNS, ...wantedColumns(request).map((column) => column.name)]
  const csv = format<string[], string[]>({
    headers,
    alwaysWriteHeaders: true,
    writeBOM: excel,
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
  })
  const rows = Readable.from(exportRows(stored, request), { objectMode: true }).map((row: string[]) =>
    excel ? row.map(formulaSafe) : row,
  )
  // A row that fails (a figure that cannot be computed) fails the CSV stream, which the reply reports: the client's
  // download breaks off, or answers 500 before its first byte. `pipe` would leave it an unhandled error that ends the
  // process. The reply reports the error; the callback has nothing to add.
  return pipeline(rows, csv, () => undefined)
}
