// The texts the shipped base model is trained on: lines cut from the bundled Odia sentences, and lines that mix their
// words with words of base-model-words.txt — every ୱ word and conjunct ori misreads or rarely sees (ସ୍ୱ, ଦ୍ୱ, ତ୍ତ୍ୱ,
// ଙ୍ଗ, ଷ୍ଟ୍ର, କ୍ଷ୍ମ, ସଂ …) and Odia digits — so each such word is drawn many times, in many neighbourhoods.
import { readFileSync } from 'node:fs'
import { seededRandom } from '@odia-ai/renderer'
import { sampleLines, textLines } from '../eval/eval-lines'

const WORDS = new URL('./base-model-words.txt', import.meta.url)
const SAMPLE = new URL('../eval/odia-sample.txt', import.meta.url)

/** Lines of mixed words stay within the sample lines' length. */
const MAX_CHARACTERS = 40
/** One mixed line in two draws a word of the list for each word of the sample it takes. */
const LISTED_WORD_SHARE = 0.5

function mixedLine(random: () => number, listed: readonly string[], sample: readonly string[]): string {
  const target = 12 + Math.floor(random() * (MAX_CHARACTERS - 12 + 1))
  const pick = (words: readonly string[]) => words[Math.floor(random() * words.length)]!
  let line = pick(listed)
  for (;;) {
    const next = `${line} ${pick(random() < LISTED_WORD_SHARE ? listed : sample)}`
    if (next.length > target) return line
    line = next
  }
}

/**
 * `count` texts, seeded: every other one cut from the sample sentences, the rest mixing the listed words into the
 * sample's. The same count and seed give the same texts.
 */
export function baseModelTexts(count: number, seed: number): string[] {
  const listed = textLines(readFileSync(WORDS, 'utf8'))
  const sample = textLines(readFileSync(SAMPLE, 'utf8'))
    .join(' ')
    .split(' ')
    .map((word) => word.replace(/[।,]/g, ''))
    .filter(Boolean)
  const cut = sampleLines(Math.ceil(count / 2), seed)
  const random = seededRandom(seed + 1)
  return Array.from({ length: count }, (_, index) =>
    index % 2 === 0 ? cut[index / 2]! : mixedLine(random, listed, sample),
  )
}
