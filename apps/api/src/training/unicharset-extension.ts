// The training's unicharset built from all the data: the starting model's own, and after it every unichar the labels
// need that it lacks, cut the way Tesseract cuts Odia (unichar-pieces.ts). The old unichars keep their ids, so the
// starting model's outputs and dictionaries still point at the same characters.
import { unicharLine } from './unichar-line'
import { unicharPieces } from './unichar-pieces'
import { encodingFailure, type Unicharset } from './unicharset'

/** Tesseract's UNICHAR_LEN: the most UTF-8 bytes a unichar may hold. */
const UNICHAR_LEN = 30

/**
 * What no model should learn to write, so a label holding it stays refused: a control, format, private-use or
 * unassigned code point, a space other than U+0020, alone (ZWJ and ZWNJ belong inside a joined piece).
 */
const unlearnable = (piece: string) =>
  /^[\p{C}\p{Z}]$/u.test(piece) ||
  /[\p{Cc}\p{Cs}\p{Co}\p{Cn}\p{Z}]/u.test(piece) ||
  new TextEncoder().encode(piece).length > UNICHAR_LEN

/** The unichars to add, in the order the texts first need them: the pieces of a text that does not encode yet. */
export function unicharsToAdd(texts: Iterable<string>, unicharset: Unicharset): string[] {
  const grown = withUnichars(unicharset, [])
  const added: string[] = []
  for (const text of texts) {
    if (encodingFailure(text, grown) < 0) continue
    for (const piece of unicharPieces(text)) {
      if (unlearnable(piece) || encodingFailure(piece, grown) < 0) continue
      added.push(piece)
      grown.unichars.add(piece)
      grown.longest = Math.max(grown.longest, piece.length)
    }
  }
  return added
}

/** `unicharset` with `added` after its own: what a training whose labels need them encodes with. */
export const withUnichars = (unicharset: Unicharset, added: readonly string[]): Unicharset => ({
  unichars: new Set([...unicharset.unichars, ...added]),
  longest: Math.max(unicharset.longest, ...added.map((unichar) => unichar.length)),
})

const unicharOf = (row: string) => {
  const unichar = row.slice(0, row.indexOf(' '))
  return unichar === 'NULL' ? ' ' : unichar
}

/** The unicharset file `text` with `added` after its own lines; with nothing added, `text` itself. */
export function extendUnicharset(text: string, added: readonly string[]): string {
  if (added.length === 0) return text
  const [count, ...rows] = text.split('\n')
  const own = rows.slice(0, Number(count))
  const ids = new Map([...own.map(unicharOf), ...added].map((unichar, id) => [unichar, id]))
  const lines = added.map((unichar, index) => unicharLine(unichar, own.length + index, (other) => ids.get(other)))
  return [String(own.length + added.length), ...own, ...lines, ''].join('\n')
}
