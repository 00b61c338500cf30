import type { ImpossibleTexts } from '@odia-ai/contract'
import { checkOrthography } from '@odia-ai/odia-orthography'

/** Rows listed by number in the answer; the rest are counted. */
const LISTED = 20

/**
 * The input rows holding a sequence that cannot occur in written Odia (the orthography checks' `impossible` flags),
 * by their row number (`rows[i]` is the row of `texts[i]`; a row split into lines is reported once), with the first
 * reason: a dataset builder fixes the source rather than train on them. They are still rendered as written: the label
 * is what the image shows.
 */
export function impossibleTexts(texts: string[], rows: number[]): ImpossibleTexts | undefined {
  const found: ImpossibleTexts['texts'] = []
  const flagged = new Set<number>()
  for (const [index, text] of texts.entries()) {
    const row = rows[index]!
    if (flagged.has(row)) continue
    const flag = checkOrthography(text).find((each) => each.severity === 'impossible')
    if (!flag) continue
    flagged.add(row)
    if (found.length < LISTED) found.push({ number: row, reason: `${flag.reason} ("${flag.text}")` })
  }
  return flagged.size > 0 ? { count: flagged.size, texts: found } : undefined
}
