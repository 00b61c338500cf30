import { describe, expect, it } from 'vitest'
import { characterDisagreement } from '../src/disagreement'
import { characterErrors, rate } from '../src/error-rates'

describe('characterDisagreement', () => {
  it('is 0 for the same text, composed or decomposed, and for two empty texts', () => {
    expect(rate(characterDisagreement('କ୍ଷମା', 'କ୍ଷମା')!)).toBe(0)
    expect(rate(characterDisagreement('ଡ଼ୈ'.normalize('NFC'), '\u0B21\u0B3C\u0B47\u0B56')!)).toBe(0)
    expect(characterDisagreement('', '')).toEqual({ errors: 0, length: 0 })
  })

  it('counts grapheme edits against the longer text, the same either way round', () => {
    expect(characterDisagreement('କମଳ ଫୁଲ', 'କମଲ ଫୁଲ')).toEqual({ errors: 1, length: 6 })
    expect(characterDisagreement('ଘର', 'ଘରେ ଘର')).toEqual({ errors: 3, length: 5 })
    expect(characterDisagreement('ଘରେ ଘର', 'ଘର')).toEqual({ errors: 3, length: 5 })
  })

  it('never passes 1, where a CER against the shorter text would', () => {
    expect(rate(characterErrors('ଘ', 'କଖଗ')!)).toBe(3)
    expect(rate(characterDisagreement('ଘ', 'କଖଗ')!)).toBe(1)
    expect(rate(characterDisagreement('', 'କଖ')!)).toBe(1)
  })
})
