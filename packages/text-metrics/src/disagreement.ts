import { editDistance } from './edit-distance'
import type { ErrorCount } from './error-rates'
import { splitUnits } from './units'

/**
 * How far two readings of the same image are from each other when neither is known to be right: the edit distance
 * over grapheme clusters (NFC) against the longer text's length. Unlike a CER, which takes one text as the truth, it
 * is the same either way round and never passes 1; `rate` of it is 0 exactly when the two texts are the same. Null when
 * they are too long to compare (see comparison-limits).
 */
export function characterDisagreement(first: string, second: string): ErrorCount | null {
  const [a, b] = [splitUnits(first, 'grapheme'), splitUnits(second, 'grapheme')]
  const errors = editDistance(a, b)
  return errors === null ? null : { errors, length: Math.max(a.length, b.length) }
}
