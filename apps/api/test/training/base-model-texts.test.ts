import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseModelTexts } from '../../src/training/base-model-texts'

const listed = readFileSync(new URL('../../src/training/base-model-words.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)

describe('baseModelTexts', () => {
  const texts = baseModelTexts(2000, 1)

  it('gives the same texts for the same seed, others for another', () => {
    expect(baseModelTexts(2000, 1)).toEqual(texts)
    expect(baseModelTexts(2000, 2)).not.toEqual(texts)
  })

  it('draws every listed word, and ୱ in more than a third of the lines', () => {
    const all = texts.join(' ').split(' ')
    expect(listed.filter((word) => !all.includes(word))).toEqual([])
    expect(texts.filter((text) => text.includes('ୱ')).length).toBeGreaterThan(texts.length / 3)
  })

  it('keeps lines NFC, within 40 characters unless one listed word is longer, with no empty words', () => {
    for (const text of texts) {
      expect(text).toBe(text.normalize('NFC'))
      expect(text.split(' ').every(Boolean)).toBe(true)
      if (text.includes(' ')) expect(text.length).toBeLessThanOrEqual(40)
    }
  })
})
