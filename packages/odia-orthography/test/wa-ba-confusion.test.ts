import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('wa-ba-confusion', () => {
  it('passes ୱ after a virama, ବ there too, and ୱ in borrowed words', () => {
    const words = [
      'ସ୍ୱାଧୀନତା',
      'ଦ୍ୱିତୀୟ',
      'ବିଶ୍ୱ',
      'ଭୁବନେଶ୍ୱର',
      'ସ୍ବାସ୍ଥ୍ୟ',
      'ତତ୍ତ୍ୱ',
      'ୱେବସାଇଟ',
      'ନରୱେ',
      'ଟାୱାର',
      'ହାଇୱେ',
      'ତାଇୱାନ',
    ]
    expect(allFlags(words)).toEqual([])
  })

  it('passes language and country names borrowed with ୱ', () => {
    expect(
      allFlags(['ଆୱାଧି', 'ଚିପେୱାନ୍', 'ଡେଲାୱେର୍', 'ଇୱେ', 'ନେୱାରୀ', 'ୱାଲୁନ୍', 'ମାଲୱି', 'ରାୱାଣ୍ଡା', 'ଜିମ୍ବାୱେ', 'ସାଣ୍ଡୱିଚ୍']),
    ).toEqual([])
  })

  it('flags ୱ ending a word', () => {
    expect(checkOrthography('ଏୱଂ')).toEqual([
      {
        rule: 'wa-ba-confusion',
        severity: 'suspicious',
        start: 1,
        end: 2,
        text: 'ୱ',
        reason: 'ୱ (U+0B71) ending a word: Odia words end in ବ (U+0B2C), not wa',
        suggestion: 'ବ',
      },
    ])
  })

  it('flags ୱ in a common word written with ବ, inflected or not', () => {
    expect(flagsOf('wa-ba-confusion', 'ସୱୁ କରିୱାକୁ ୱର୍ଷରେ')).toEqual([
      ['ୱ', 1, 2, 'ବ'],
      ['ୱ', 7, 8, 'ବ'],
      ['ୱ', 12, 13, 'ବ'],
    ])
    expect(checkOrthography('ସୱୁ')[0]?.reason).toBe('ୱ (U+0B71) for ବ (U+0B2C): ସୱୁ is written ସବୁ')
  })
})
