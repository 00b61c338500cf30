import { seededRandom } from '@odia-ai/renderer'

/** tesstrain's RATIO_TRAIN is 0.90: one line in ten is held out. */
export const HELD_OUT_FRACTION = 0.1
export const SPLIT_SEED = 1

export interface Split<T> {
  train: T[]
  heldOut: T[]
}

/**
 * A fixed-seed split of one set of lines: the same names give the same held-out lines on every run, whatever order
 * the folder lists them in. At least one line is held out from a set of two or more; a single line only trains.
 */
export function splitLines<T extends { name: string }>(lines: readonly T[], seed = SPLIT_SEED): Split<T> {
  const sorted = [...lines].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const random = seededRandom(seed)
  // Fisher–Yates with the renderer's seeded generator.
  for (let index = sorted.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[sorted[index], sorted[other]] = [sorted[other]!, sorted[index]!]
  }
  const count = sorted.length < 2 ? 0 : Math.max(1, Math.round(sorted.length * HELD_OUT_FRACTION))
  const heldOut = new Set(sorted.slice(0, count))
  return {
    train: lines.filter((line) => !heldOut.has(line)),
    heldOut: lines.filter((line) => heldOut.has(line)),
  }
}
