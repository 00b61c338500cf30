import { characterDisagreement, rate } from '@odia-ai/text-metrics'

/**
 * How far an image's readings are apart: the largest disagreement of any two of them (0 when all are the same, at most
 * 1); undefined with fewer than two readings, where there is nothing to compare, or when two of them are too long to
 * compare.
 */
export function disagreementOf(texts: readonly string[]): number | undefined {
  if (texts.length < 2) return undefined
  let largest = 0
  for (let first = 0; first < texts.length; first += 1) {
    for (let second = first + 1; second < texts.length; second += 1) {
      // Equal texts cost no edit distance; most pairs of a clean dataset are.
      if (texts[first] === texts[second]) continue
      const disagreement = characterDisagreement(texts[first]!, texts[second]!)
      if (disagreement === null) return undefined
      largest = Math.max(largest, rate(disagreement))
    }
  }
  return largest
}
