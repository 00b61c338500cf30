import type { SkippedRows } from '@odia-ai/contract'
import { badRequest } from '../../errors'
import { LIMITS } from '../limits'
import { splitIntoLines } from './split-lines'

/** One record read from a dataset: its number in the source (1 = first data row or line) and its value, or why it cannot be read. */
export type DatasetRow = { row: number; value: unknown } | { row: number; problem: string }

export interface RowCollectorOptions {
  column: string
  maxSamples: number | undefined
  maxLineChars: number | undefined
}

/** The texts to render, each with the source row it came from, and the rows left out. */
export interface CollectedTexts {
  texts: string[]
  rows: number[]
  skipped: Array<{ reason: string; count: number }>
  skippedRows: SkippedRows | undefined
}

/** Rows listed by number in the answer; the rest are counted. */
const LISTED_ROWS = 100

const kindOf = (value: unknown) =>
  value instanceof Uint8Array ? 'bytes' : Array.isArray(value) ? 'a list' : `a ${typeof value}`

/**
 * Turns a dataset's rows into texts: NFC, a cell's line breaks become spaces, empty and non-text cells are skipped.
 * Without `maxLineChars` a row is one text, skipped past LIMITS.charactersPerText (as before); with it a row is split
 * into lines (see splitIntoLines). Stops taking rows at Max Samples; without it, more texts than one job takes is a 400.
 */
export class RowCollector {
  readonly texts: string[] = []
  readonly rows: number[] = []
  private readonly reasons = new Map<string, number>()
  private readonly listed: SkippedRows['rows'] = []
  private taken = 0
  private more = false

  constructor(private readonly options: RowCollectorOptions) {}

  /** Takes one row; false once no more rows are wanted. */
  add(row: DatasetRow): boolean {
    const limit = Math.min(this.options.maxSamples ?? Number.POSITIVE_INFINITY, LIMITS.textsPerJob)
    if (this.taken >= limit) {
      this.more = true
      return false
    }
    if ('problem' in row) return this.skip(row.row, row.problem)
    const { value } = row
    if (value !== null && value !== undefined && typeof value !== 'string')
      return this.skip(row.row, `not text (${kindOf(value)})`)
    // One image is one line: a cell's line breaks become spaces, and the label says so too.
    const text = (value ?? '')
      .normalize('NFC')
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim()
    if (!text) return this.skip(row.row, `empty "${this.options.column}" cell`)
    const longest = this.options.maxLineChars === undefined ? LIMITS.charactersPerText : LIMITS.charactersPerRow
    if ([...text].length > longest) return this.skip(row.row, `text longer than ${longest} characters`)
    const lines = this.options.maxLineChars === undefined ? [text] : splitIntoLines(text, this.options.maxLineChars)
    for (const line of lines) {
      this.texts.push(line)
      this.rows.push(row.row)
    }
    this.taken += 1
    return this.taken !== this.options.maxSamples
  }

  /** What was collected; a 400 when nothing can be rendered or the dataset holds more than one job takes. */
  result(): CollectedTexts {
    if (this.more && this.options.maxSamples === undefined) {
      throw badRequest(
        'TOO_MANY_ROWS',
        `The dataset has more than ${LIMITS.textsPerJob} rows; set Max Samples to ${LIMITS.textsPerJob} or fewer.`,
      )
    }
    if (this.texts.length > LIMITS.textsPerJob) {
      throw badRequest(
        'TOO_MANY_LINES',
        `The rows split into ${this.texts.length} lines; one job takes at most ${LIMITS.textsPerJob}: set Max Samples lower.`,
      )
    }
    if (this.texts.length === 0)
      throw badRequest('NO_TEXT', `The column "${this.options.column}" of the dataset has no text to render.`)
    const skipped = [...this.reasons].map(([reason, count]) => ({ reason, count }))
    const count = skipped.reduce((sum, entry) => sum + entry.count, 0)
    return {
      texts: this.texts,
      rows: this.rows,
      skipped,
      skippedRows: count > 0 ? { count, rows: this.listed } : undefined,
    }
  }

  private skip(row: number, reason: string): true {
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1)
    if (this.listed.length < LISTED_ROWS) this.listed.push({ row, reason })
    return true
  }
}
