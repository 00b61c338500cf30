import { badRequest } from '../errors'
import { splitIntoLines } from './inputs/split-lines'
import { LIMITS } from './limits'

const tooMany = (lines: number) =>
  badRequest('TOO_MANY_LINES', `The text has ${lines} lines; one job takes at most ${LIMITS.textsPerJob}.`)

export interface TypedTexts {
  texts: string[]
  /** Each text's line of the Text area, counting non-empty lines only (1 = the first). */
  rows: number[]
}

/**
 * Every non-empty line of the Text area, NFC-normalised, within the job's limits. With `maxLineChars`, a longer line is
 * split into lines at spaces (see splitIntoLines) instead of being refused.
 */
export function textsFromTextArea(text: string | undefined, maxLineChars?: number): TypedTexts {
  const lines = (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.normalize('NFC').trim())
    .filter((line) => line.length > 0)
  if (lines.length === 0) throw badRequest('NO_TEXT', 'Type at least one line of text to render.')
  if (lines.length > LIMITS.textsPerJob) throw tooMany(lines.length)
  const longest = maxLineChars === undefined ? LIMITS.charactersPerText : LIMITS.charactersPerRow
  const long = lines.findIndex((line) => [...line].length > longest)
  if (long >= 0) {
    throw badRequest(
      'LINE_TOO_LONG',
      `Line ${long + 1} has ${[...lines[long]!].length} characters; a line may have at most ${longest}.`,
    )
  }
  const typed: TypedTexts = { texts: [], rows: [] }
  lines.forEach((line, index) => {
    for (const part of maxLineChars === undefined ? [line] : splitIntoLines(line, maxLineChars)) {
      typed.texts.push(part)
      typed.rows.push(index + 1)
    }
  })
  if (typed.texts.length > LIMITS.textsPerJob) throw tooMany(typed.texts.length)
  return typed
}
