import { badRequest } from '../errors'
import { LIMITS } from './limits'

/** Every non-empty line of the Text area, NFC-normalised, within the job's limits. */
export function textsFromTextArea(text: string | undefined): string[] {
  const texts = (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.normalize('NFC').trim())
    .filter((line) => line.length > 0)
  if (texts.length === 0) throw badRequest('NO_TEXT', 'Type at least one line of text to render.')
  if (texts.length > LIMITS.textsPerJob) {
    throw badRequest('TOO_MANY_LINES', `The text has ${texts.length} lines; one job takes at most ${LIMITS.textsPerJob}.`)
  }
  const long = texts.findIndex((line) => [...line].length > LIMITS.charactersPerText)
  if (long >= 0) {
    throw badRequest(
      'LINE_TOO_LONG',
      `Line ${long + 1} has ${[...texts[long]!].length} characters; a line may have at most ${LIMITS.charactersPerText}.`,
    )
  }
  return texts
}
