// The texts the shipped base model is trained and chosen on. Most lines are whole words of ori's dictionary
// (ori-words.ts), so the model learns letters rather than a few hundred sentences by heart; the rest are cut from the
// bundled sentences (punctuation, real word order), less ten held out for the training bench. Into the dictionary
// lines go the words of base-model-words.txt — every ୱ word and conjunct ori misreads or rarely sees (ସ୍ୱ, ଦ୍ୱ, ତ୍ତ୍ୱ,
// ଙ୍ଗ, ଷ୍ଟ୍ର, କ୍ଷ୍ମ, ସଂ …), words with the vowels ori cannot write at all (ଈ ଊ ଐ ଋ: ଈଶ୍ୱର, ଐତିହାସିକ, ଋଷି …) and Odia
// digits — so each is drawn many times, in many neighbourhoods. A seeded tenth of the dictionary is held out: lines of
// those words, which it never trains on, are read with each checkpoint beside its held-out lines.
import { readFileSync } from 'node:fs'
import { seededRandom } from '@odia-ai/renderer'
import { bundledSentences, sampleLines, textLines } from '../eval/eval-lines'
import { wordLine } from '../eval/word-lines'

const WORDS = new URL('./base-model-words.txt', import.meta.url)
/** One line in four is cut from the bundled sentences. */
const SENTENCE_SHARE = 0.25
/** In the other lines, a word in five is one of the listed words. */
const LISTED_WORD_SHARE = 0.2
/** One dictionary word in ten is held out for choosing the checkpoint. */
const HELD_OUT_SHARE = 0.1
/** The last ten bundled sentences are never cut into training lines: the training bench reads lines of them. */
const HELD_OUT_SENTENCES = 10

export const trainingSentences = (): string[] => bundledSentences().slice(0, -HELD_OUT_SENTENCES)
export const heldOutSentences = (): string[] => bundledSentences().slice(-HELD_OUT_SENTENCES)

export interface DictionarySplit {
  training: string[]
  heldOut: string[]
}

/** The words, less `excluded` (words a bench measures as never seen), split by a seeded draw. */
export function splitDictionary(
  words: readonly string[],
  seed: number,
  excluded: ReadonlySet<string>,
): DictionarySplit {
  const random = seededRandom(seed)
  const split: DictionarySplit = { training: [], heldOut: [] }
  for (const word of words) {
    const heldOut = random() < HELD_OUT_SHARE
    if (!excluded.has(word)) (heldOut ? split.heldOut : split.training).push(word)
  }
  return split
}

/** The listed words, NFC. */
export const listedWords = (): string[] => textLines(readFileSync(WORDS, 'utf8'))

const picker = (random: () => number, words: readonly string[]) => () => words[Math.floor(random() * words.length)]!

/** `count` texts, seeded, from the training words: the same count, words and seed give the same texts. */
export function baseModelTexts(count: number, seed: number, words: readonly string[]): string[] {
  const listed = listedWords()
  const sentences = sampleLines(count, seed, trainingSentences().join('\n'))
  const random = seededRandom(seed + 1)
  const pickListed = picker(random, listed)
  const pickWord = picker(random, words)
  return Array.from({ length: count }, (_, index) =>
    random() < SENTENCE_SHARE
      ? sentences[index]!
      : wordLine(random, () => (random() < LISTED_WORD_SHARE ? pickListed() : pickWord())),
  )
}
