/** A small seeded generator (mulberry32): the same seed gives the same sequence on every platform. */
export type Random = () => number

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** An independent seed for item `index` of a job seeded with `seed`. */
export function itemSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

export const between = (random: Random, min: number, max: number): number => min + (max - min) * random()
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
export const round = (value: number, digits = 2): number => Number(value.toFixed(digits))
