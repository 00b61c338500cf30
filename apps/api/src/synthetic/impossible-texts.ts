import type { ImpossibleTexts } from '@odia-ai/contract'
import { checkOrthography } from '@odia-ai/odia-orthography'

/** Texts listed by number in the answer; the rest are counted. */
const LISTED = 20

/**
 * The input texts holding a sequence that cannot occur in written Odia (the orthography checks' `impossible` flags),
 * by their number in the input (the first text read is 1), with the first reason: a dataset builder fixes the source
 * rather than train on them. They are still rendered as written: the label is what the image shows.
 */
export function impossibleTexts(texts: string[]): ImpossibleTexts | undefined {
  const found: ImpossibleTexts['texts'] = []
  let count = 0
  for (const [index, text] of texts.entries()) {
    const flag = checkOrthography(text).find((each) => each.severity === 'impossible')
    if (!flag) continue
    count += 1
    if (found.length < LISTED) found.push({ number: index + 1, reason: `${flag.reason} ("${flag.text}")` })
  }
  return count > 0 ? { count, texts: found } : undefined
}
