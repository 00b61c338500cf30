import { describe, expect, it } from 'vitest'
import { aggregateErrorRates, characterErrors, rate, textErrors, wordErrors } from '../src/error-rates'
import { splitUnits } from '../src/units'

describe('units', () => {
  it('keeps an Odia conjunct with its vowel sign as one grapheme cluster', () => {
    expect(splitUnits('କ୍ଷମା ଶ୍ରୀ', 'grapheme')).toEqual(['କ୍ଷ', 'ମା', ' ', 'ଶ୍ରୀ'])
    expect(splitUnits('କ୍ଷମା', 'codepoint')).toHaveLength(5)
  })

  it('compares NFC text, so decomposed and composed spellings are equal', () => {
    const composed = 'ଡ଼ୈ'.normalize('NFC')
    const decomposed = '\u0B21\u0B3C\u0B47\u0B56'
    expect(characterErrors(composed, decomposed)!.errors).toBe(0)
    expect(characterErrors(composed, decomposed, 'codepoint')!.errors).toBe(0)
  })
})

describe('error rates', () => {
  it('counts a wrong vowel sign as one grapheme error but one code point error in a longer unit count', () => {
    const reference = 'କ୍ଷମା'
    const hypothesis = 'କ୍ଷମି'
    expect(characterErrors(reference, hypothesis)).toEqual({ errors: 1, length: 2 })
    expect(characterErrors(reference, hypothesis, 'codepoint')).toEqual({ errors: 1, length: 5 })
  })

  it('counts a broken conjunct (virama lost) as a whole wrong letter plus an extra one', () => {
    expect(characterErrors('କ୍ଷ', 'କଷ')).toEqual({ errors: 2, length: 1 })
    expect(characterErrors('କ୍ଷ', 'କଷ', 'codepoint')).toEqual({ errors: 1, length: 3 })
  })

  it('computes WER over white-space separated words', () => {
    expect(wordErrors('ମୁଁ ଘରକୁ ଯାଉଛି', 'ମୁଁ  ଘରକୁ\nଯାଉଚି')).toEqual({ errors: 1, length: 3 })
  })

  it('is 0 for two empty texts and 1 for text against an empty reference', () => {
    expect(rate(characterErrors('', '')!)).toBe(0)
    expect(rate(characterErrors('', 'ଅ')!)).toBe(1)
    expect(rate(characterErrors('ଅଆ', '')!)).toBe(1)
  })

  it('pools errors over texts, weighting by reference length', () => {
    const all = [textErrors('ଅଆଇଈ', 'ଅଆଇଈ'), textErrors('କ', 'ଖ')]
    const aggregate = aggregateErrorRates(all)
    expect(aggregate.count).toBe(2)
    expect(aggregate.cer).toBeCloseTo(1 / 5)
    expect(aggregate.wer).toBeCloseTo(1 / 2)
    expect(aggregateErrorRates([])).toEqual({ count: 0, tooLong: 0, cer: 0, cerCodepoints: 0, wer: 0 })
  })
})
