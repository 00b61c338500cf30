// Lines made of whole words, 12–40 characters long, the length the bundled sentences are cut to.
import { seededRandom } from '@odia-ai/renderer'

const MIN_CHARACTERS = 12
const MAX_CHARACTERS = 40

/** One line: a first word, then more while the line stays within a seeded target length. */
export function wordLine(random: () => number, pickWord: () => string): string {
  const target = MIN_CHARACTERS + Math.floor(random() * (MAX_CHARACTERS - MIN_CHARACTERS + 1))
  let line = pickWord()
  for (;;) {
    const next = `${line} ${pickWord()}`
    if (next.length > target) return line
    line = next
  }
}

/** `count` lines of the words, seeded: the same count, seed and words give the same lines. */
export function wordLines(count: number, seed: number, words: readonly string[]): string[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => wordLine(random, () => words[Math.floor(random() * words.length)]!))
}
