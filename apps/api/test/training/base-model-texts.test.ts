import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { wordLines } from '../../src/eval/word-lines'
import {
  baseModelTexts,
  heldOutSentences,
  listedWords,
  splitDictionary,
  trainingSentences,
} from '../../src/training/base-model-texts'

const listed = readFileSync(new URL('../../src/training/base-model-words.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
/** A stand-in dictionary: 3,000 distinct Odia words. */
const LETTERS = ['କ', 'ଖ', 'ଗ', 'ମ', 'ନ', 'ର', 'ଲ', 'ସ', 'ଦ', 'ପ']
const SIGNS = ['ା', 'ି', 'ୁ', 'େ', 'ୋ']
const dictionary = Array.from(
  { length: 3000 },
  (_, index) =>
    `${LETTERS[index % 10]!}${SIGNS[Math.floor(index / 10) % 5]!}${LETTERS[Math.floor(index / 50) % 10]!}${index}`,
)

describe('splitDictionary', () => {
  const split = splitDictionary(dictionary, 1, new Set())

  it('holds out about a tenth of the words, the same ones for the same seed, never both sides', () => {
    expect(split.heldOut.length).toBeGreaterThan(200)
    expect(split.heldOut.length).toBeLessThan(400)
    expect(split.training.length + split.heldOut.length).toBe(dictionary.length)
    const training = new Set(split.training)
    expect(split.heldOut.filter((word) => training.has(word))).toEqual([])
    expect(splitDictionary(dictionary, 1, new Set())).toEqual(split)
    expect(splitDictionary(dictionary, 2, new Set()).heldOut).not.toEqual(split.heldOut)
  })

  it('leaves the excluded words out of both sides, and the others where they were', () => {
    const excluded = new Set([split.training[0]!, split.heldOut[0]!])
    const without = splitDictionary(dictionary, 1, excluded)
    expect(without.training).toEqual(split.training.slice(1))
    expect(without.heldOut).toEqual(split.heldOut.slice(1))
  })
})

describe('baseModelTexts', () => {
  const { training, heldOut } = splitDictionary(dictionary, 1, new Set())
  const texts = baseModelTexts(5000, 1, training)
  const words = texts.join(' ').split(' ')

  it('gives the same texts for the same seed, others for another', () => {
    expect(baseModelTexts(5000, 1, training)).toEqual(texts)
    expect(baseModelTexts(5000, 2, training)).not.toEqual(texts)
  })

  it('draws every listed word, ୱ in more than a fifth of the lines, and no held-out word', () => {
    expect(listed.filter((word) => !words.includes(word))).toEqual([])
    expect(texts.filter((text) => text.includes('ୱ')).length).toBeGreaterThan(texts.length / 5)
    const drawn = new Set(words)
    expect(heldOut.filter((word) => drawn.has(word))).toEqual([])
  })

  it('is mostly dictionary words, in great variety, with some lines cut from the sentences', () => {
    const fromDictionary = new Set(words.filter((word) => training.includes(word)))
    expect(fromDictionary.size).toBeGreaterThan(training.length / 2)
    const sentences = texts.filter(
      (text) => !text.split(' ').some((word) => training.includes(word) || listed.includes(word)),
    )
    expect(sentences.length).toBeGreaterThan(texts.length / 6)
    expect(sentences.length).toBeLessThan(texts.length / 3)
  })

  it('never cuts a line from the ten held-out sentences', () => {
    expect(heldOutSentences()).toHaveLength(10)
    const trainedWords = new Set(trainingSentences().join(' ').split(' '))
    const heldOutOnly = heldOutSentences()
      .join(' ')
      .split(' ')
      .filter((word) => !trainedWords.has(word))
    expect(heldOutOnly.length).toBeGreaterThan(20)
    const drawn = new Set(words)
    expect(heldOutOnly.filter((word) => drawn.has(word) && !listed.includes(word))).toEqual([])
  })

  it('keeps lines NFC, within 40 characters unless one word is longer, with no empty words', () => {
    for (const text of texts) {
      expect(text).toBe(text.normalize('NFC'))
      expect(text.split(' ').every(Boolean)).toBe(true)
      if (text.includes(' ')) expect(text.length).toBeLessThanOrEqual(40)
    }
  })
})

describe('listedWords', () => {
  it('holds a word for each vowel letter ori cannot write, so the base learns them', () => {
    const words = listedWords()
    for (const letter of ['ଈ', 'ଊ', 'ଐ', 'ଋ', 'ଔ'])
      expect(
        words.some((word) => word.includes(letter)),
        letter,
      ).toBe(true)
  })
})

describe('wordLines', () => {
  it('draws only the words it is given, seeded', () => {
    const { heldOut } = splitDictionary(dictionary, 1, new Set())
    const texts = wordLines(200, 2, heldOut)
    expect(texts).toEqual(wordLines(200, 2, heldOut))
    expect(
      texts
        .join(' ')
        .split(' ')
        .filter((word) => !heldOut.includes(word)),
    ).toEqual([])
  })
})
