import { describe, expect, it } from 'vitest'
import { percent } from '../../../../src/routes/-ocr/quality/percent'
import { projectErrorRates } from '../../../../src/routes/-ocr/quality/project-error-rates'

describe('project error rates', () => {
  it('pool errors over the images with validated text only, in graphemes, code points and words', () => {
    const rates = projectErrorRates(['a.png', 'b.png', 'c.png', 'gone.png'], {
      // one grapheme of three wrong (ଲ for ଳ), one code point of three, one word of one
      'a.png': { extracted_text: 'କମଲ', validated_text: 'କମଳ' },
      // nothing validated yet: does not count, however wrong
      'b.png': { extracted_text: 'xyz', validated_text: '' },
      // validated without an extraction: every grapheme and word missing
      'c.png': { extracted_text: '', validated_text: 'ଘର' },
    })
    expect(rates.count).toBe(2)
    expect(rates.cer).toBeCloseTo(3 / 5) // 1 + 2 errors over 3 + 2 graphemes
    expect(rates.cerCodepoints).toBeCloseTo(3 / 5)
    expect(rates.wer).toBeCloseTo(2 / 2)
    expect(projectErrorRates([], {}).count).toBe(0)
  })

  it('count an image saved again with its new text', () => {
    const before = { 'a.png': { extracted_text: 'କମଲ', validated_text: 'କମଳ' } }
    expect(projectErrorRates(['a.png'], before).cer).toBeCloseTo(1 / 3)
    expect(projectErrorRates(['a.png'], { 'a.png': { extracted_text: 'କମଲ', validated_text: 'କମଲ' } }).cer).toBe(0)
    expect(projectErrorRates(['a.png'], before).cer).toBeCloseTo(1 / 3)
  })

  it('leave out an image whose texts are too long to compare, and count it', () => {
    const rates = projectErrorRates(['long.png', 'a.png'], {
      'long.png': { extracted_text: 'ଘର '.repeat(7000), validated_text: 'ଜଳ '.repeat(7000) },
      'a.png': { extracted_text: 'କମଲ', validated_text: 'କମଳ' },
    })
    expect(rates).toMatchObject({ count: 1, tooLong: 1 })
    expect(rates.cer).toBeCloseTo(1 / 3)
  })

  it('read as percentages with one decimal', () => {
    expect(percent(1 / 3)).toBe('33.3%')
    expect(percent(0)).toBe('0.0%')
  })
})
