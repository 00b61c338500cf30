// The characters a model can output: Tesseract's unicharset file, as combine_tessdata extracts it
// (`<count>` on the first line, then one unichar a line; id 0 is the space, written `NULL`).
import { readTraineddata, TESSDATA_LSTM_UNICHARSET } from './tessdata'

export interface Unicharset {
  /** Every unichar (a character or a short sequence of them) the model outputs; the space included. */
  unichars: Set<string>
  /** The longest unichar, in UTF-16 code units. */
  longest: number
}

export function parseUnicharset(text: string): Unicharset {
  const [count, ...rows] = text.split('\n')
  const size = Number(count)
  if (!Number.isInteger(size) || size < 1 || rows.length < size)
    throw new Error('not a unicharset file: its first line is not the count of the lines after it')
  const unichars = new Set(
    rows.slice(0, size).map((row) => {
      const unichar = row.slice(0, row.indexOf(' '))
      return unichar === 'NULL' ? ' ' : unichar
    }),
  )
  return { unichars, longest: Math.max(...[...unichars].map((unichar) => unichar.length)) }
}

/**
 * Where `text` stops encoding, or -1 when it encodes whole: like UNICHARSET::encode_string, a sequence of the
 * unicharset's unichars that spells the text, found by trying every unichar that starts at each reachable position.
 * The index returned is the furthest position reached: the character there starts no unichar that leads on.
 */
export function encodingFailure(text: string, unicharset: Unicharset): number {
  const reachable = new Array<boolean>(text.length + 1).fill(false)
  reachable[0] = true
  let furthest = 0
  for (let start = 0; start < text.length; start++) {
    if (!reachable[start]) continue
    furthest = start
    for (let length = 1; length <= unicharset.longest && start + length <= text.length; length++)
      if (unicharset.unichars.has(text.slice(start, start + length))) reachable[start + length] = true
  }
  return reachable[text.length] ? -1 : furthest
}

/** One character as a reader names it: `ୱ (U+0B71)`. */
export const nameCharacter = (char: string): string =>
  `${char} (${[...char].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')})`

/** The LSTM unicharset a .traineddata carries (unzipped), parsed. */
export const unicharsetOf = (traineddata: Uint8Array): Unicharset =>
  parseUnicharset(new TextDecoder().decode(readTraineddata(traineddata)[TESSDATA_LSTM_UNICHARSET]))
