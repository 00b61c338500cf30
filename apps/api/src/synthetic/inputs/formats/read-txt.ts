import { LIMITS } from '../../limits'
import type { FormatReader } from './format-reader'
import { textLines } from './utf8-text'

/** A `.txt` file: every line is one row (numbered as in the file); blank lines are not rows, as in the Text area. */
export const readTxt: FormatReader = async (bytes, _column, onRow) => {
  for await (const { number, text } of textLines(bytes.open(), LIMITS.charactersPerFileLine)) {
    if (text?.trim() === '') continue
    const row =
      text === undefined
        ? { row: number, problem: `line longer than ${LIMITS.charactersPerFileLine} characters` }
        : { row: number, value: text }
    if (!onRow(row)) return
  }
}
