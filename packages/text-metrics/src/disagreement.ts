import { editDistance, editScript } from './edit-script'
import type { ErrorCount } from './error-rates'
import { splitUnits } from './units'

/**
 * How far two readings of the same image are from each other when neither is known to be right: the edit distance
 * over grapheme clusters (NFC) against the longer text's length. Unlike a CER, which takes one text as the truth, it
 * is the same either way round and never passes 1; `rate` of it is 0 exactly when the two texts are the same.
 */
export function characterDisagreement(first: string, second: string): ErrorCount {
  const [a, b] = [splitUnits(first, 'grapheme'), splitUnits(second, 'grapheme')]
  return { errors: editDistance(editScript(a, b)), length: Math.max(a.length, b.length) }
}
