import { Band, runBand } from './band-columns'
import { MAX_DISTANCE_STEPS } from './comparison-limits'
import { runSteps, type Steps } from './steps'
import { toSymbols, type Symbols } from './symbols'

/** The narrowest band tried first: a few blocks wide. */
const FIRST_LIMIT = 64

/**
 * At least how far apart two sequences are (the q-gram lemma, Ukkonen 1992): one edit spoils at most three of the
 * reference's trigrams, so the trigrams the hypothesis lacks need a third as many edits. Two trigrams sharing a key only
 * lower the bound, so the key need not be exact.
 */
function trigramBound({ reference, hypothesis, alphabet }: Symbols): number {
  const key = (symbols: Int32Array, at: number) =>
    (symbols[at]! * alphabet + symbols[at + 1]!) * alphabet + symbols[at + 2]!
  const counts = new Map<number, number>()
  for (let at = 0; at + 2 < hypothesis.length; at++)
    counts.set(key(hypothesis, at), (counts.get(key(hypothesis, at)) ?? 0) + 1)
  let lacking = 0
  for (let at = 0; at + 2 < reference.length; at++) {
    const count = counts.get(key(reference, at)) ?? 0
    if (count === 0) lacking++
    else counts.set(key(reference, at), count - 1)
  }
  return Math.ceil(lacking / 3)
}

/**
 * The Levenshtein distance (unit costs) of two symbol sequences, or null when working it out would take more than
 * MAX_DISTANCE_STEPS: bands around the diagonal, from one as wide as the distance can be small, each twice as wide as
 * the last, until one holds a path within its limit (then that path is a cheapest one). A band's answer is the cost of
 * a path, so no band need be wider than that. A step per band.
 */
export function* symbolDistance(symbols: Symbols): Steps<number | null> {
  const { reference, hypothesis, alphabet } = symbols
  if (reference.length === 0 || hypothesis.length === 0) return reference.length + hypothesis.length
  const least = Math.max(FIRST_LIMIT, Math.abs(reference.length - hypothesis.length), trigramBound(symbols))
  let limit = Math.min(least, Math.max(reference.length, hypothesis.length))
  for (let spent = 0; ;) {
    const band = new Band(reference.length, hypothesis.length, limit)
    spent += band.steps()
    if (spent > MAX_DISTANCE_STEPS) return null
    yield
    const { value } = runBand(reference, hypothesis, alphabet, band, false)
    if (value <= limit) return value
    limit = Math.min(2 * limit, value)
  }
}

/** The Levenshtein distance (unit costs) between two unit sequences; null when they are too long to compare (see comparison-limits). */
export const editDistance = (reference: readonly string[], hypothesis: readonly string[]): number | null =>
  runSteps(symbolDistance(toSymbols(reference, hypothesis)))
