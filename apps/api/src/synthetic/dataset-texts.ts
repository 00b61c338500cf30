import { parse } from 'fast-csv'
import { AppError, badRequest } from '../errors'
import { openDatasetStream } from './dataset-download'
import { datasetDownloadUrl } from './dataset-url'
import { LIMITS, type DatasetLimits } from './limits'
import type { AddressPolicy } from './public-address'

export interface DatasetRequest {
  url: string
  column: string
  maxSamples: number | undefined
}

export interface DatasetTexts {
  texts: string[]
  /** Rows left out: empty cells, over-long texts. */
  skipped: Array<{ reason: string; count: number }>
}

/**
 * Streams the CSV at the dataset URL and takes the column's texts (NFC) until `maxSamples` rows are taken,
 * then stops downloading. Empty cells are skipped; a missing column answers with the columns that exist. Only
 * addresses the policy allows are downloaded from.
 */
export async function readDatasetTexts(
  request: DatasetRequest,
  signal: AbortSignal,
  policy: AddressPolicy,
  limits: DatasetLimits = LIMITS,
): Promise<DatasetTexts> {
  const limit = Math.min(request.maxSamples ?? Number.POSITIVE_INFINITY, LIMITS.textsPerJob)
  const stop = new AbortController()
  const abort = () => stop.abort(signal.reason)
  signal.addEventListener('abort', abort, { once: true })
  const source = await openDatasetStream(datasetDownloadUrl(request.url), stop.signal, policy, limits)
  const texts: string[] = []
  let empty = 0
  let long = 0
  let more = false
  try {
    await new Promise<void>((resolve, reject) => {
      const parser = parse<Record<string, string>, Record<string, string>>({ headers: true, ignoreEmpty: true, trim: false })
      let finished = false
      const fail = (error: unknown) => {
        if (finished) return
        finished = true
        source.destroy()
        reject(error)
      }
      source.on('error', fail)
      parser.on('error', (error) => fail(badRequest('MALFORMED_CSV', `The dataset CSV could not be read: ${error.message}.`)))
      parser.on('headers', (headers: Array<string | null | undefined>) => {
        const names = headers.map((name) => String(name ?? ''))
        if (!names.includes(request.column)) {
          fail(new AppError(422, 'COLUMN_NOT_FOUND', `The dataset has no column "${request.column}". Its columns are: ${names.join(', ')}.`))
        }
      })
      const stopReading = () => {
        finished = true
        source.unpipe(parser)
        stop.abort(new Error('enough rows'))
        parser.end()
      }
      parser.on('data', (row: Record<string, string>) => {
        if (texts.length >= limit) {
          // Only reached without Max Samples: the dataset is over the job limit.
          more = true
          return stopReading()
        }
        // One image is one line: a cell's line breaks become spaces, and the label says so too.
        const text = (row[request.column] ?? '').normalize('NFC').replace(/\s*[\r\n]+\s*/g, ' ').trim()
        if (!text) empty++
        else if ([...text].length > LIMITS.charactersPerText) long++
        else texts.push(text)
        if (texts.length === request.maxSamples) stopReading()
      })
      parser.on('end', () => {
        finished = true
        resolve()
      })
      source.pipe(parser)
    })
  } finally {
    signal.removeEventListener('abort', abort)
  }
  if (more && request.maxSamples === undefined) {
    throw badRequest('TOO_MANY_ROWS', `The dataset has more than ${LIMITS.textsPerJob} rows; set Max Samples to ${LIMITS.textsPerJob} or fewer.`)
  }
  if (texts.length === 0) throw badRequest('NO_TEXT', `The column "${request.column}" of the dataset has no text to render.`)
  const skipped = [
    { reason: `empty "${request.column}" cell`, count: empty },
    { reason: `text longer than ${LIMITS.charactersPerText} characters`, count: long },
  ].filter((entry) => entry.count > 0)
  return { texts, skipped }
}
