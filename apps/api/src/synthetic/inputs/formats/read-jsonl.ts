import { ownValue } from '@odia-ai/contract'
import { AppError } from '../../../errors'
import { LIMITS } from '../../limits'
import type { DatasetRow } from '../row-collector'
import type { FormatReader } from './format-reader'
import { textLines } from './utf8-text'

/** One JSONL line: its object, or why it is none. */
function parseLine(text: string): { object: Record<string, unknown> } | { problem: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { problem: `bad JSON (${(error as Error).message})` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'not a JSON object' }
  return { object: value as Record<string, unknown> }
}

/**
 * A JSON Lines file, streamed line by line: each line is an object whose `column` field is the row (numbered as in
 * the file; blank lines are not rows). A line that is not a JSON object is skipped with its number; when the first
 * object lacks the field, the file is refused naming the fields it has.
 */
export const readJsonl: FormatReader = async (bytes, column, onRow) => {
  let sawObject = false
  for await (const { number, text } of textLines(bytes.open(), LIMITS.charactersPerFileLine)) {
    if (text?.trim() === '') continue
    let row: DatasetRow
    const parsed =
      text === undefined ? { problem: `line longer than ${LIMITS.charactersPerFileLine} characters` } : parseLine(text)
    if ('problem' in parsed) row = { row: number, problem: parsed.problem }
    else if (Object.hasOwn(parsed.object, column)) row = { row: number, value: ownValue(parsed.object, column) }
    else if (!sawObject) {
      throw new AppError(
        422,
        'COLUMN_NOT_FOUND',
        `The dataset has no field "${column}". Its fields are: ${Object.keys(parsed.object).join(', ')}.`,
      )
    } else row = { row: number, problem: `no "${column}" field` }
    if ('object' in parsed) sawObject = true
    if (!onRow(row)) return
  }
}
