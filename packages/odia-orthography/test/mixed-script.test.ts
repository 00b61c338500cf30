import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('mixed-script', () => {
  it('passes Latin words and numbers with Odia endings, and Odia digits in a number', () => {
    expect(allFlags(['ATMରେ', 'Facebookରେ', 'COVID-19ରେ', '୧୦ଟି', '୨୦୨୪ରେ', '10ଟି', 'ଓ୩ମ୍'])).toEqual([])
  })

  it('passes words of other scripts that hold no Odia letter', () => {
    expect(allFlags(['বাংলা', 'हिन्दी', 'English'])).toEqual([])
  })

  it('flags a Latin letter or digit between Odia letters, suggesting ଠ for the round ones', () => {
    expect(checkOrthography('ଓoଡ଼ିଆ')).toEqual([
      {
        rule: 'mixed-script',
        severity: 'suspicious',
        start: 1,
        end: 2,
        text: 'o',
        reason: 'Latin letter o (U+006F) between Odia letters',
        suggestion: 'ଠ',
      },
    ])
    expect(flagsOf('mixed-script', 'ଏକା0ି ଭାxତ')).toEqual([
      ['0', 3, 4, 'ଠ'],
      ['x', 8, 9, undefined],
    ])
  })

  it('flags the Odia digit ୦ between Odia letters, where ଠ was meant', () => {
    expect(flagsOf('mixed-script', 'ଏକା୦ି')).toEqual([['୦', 3, 4, 'ଠ']])
  })

  it('flags Bengali and Devanagari letters inside an Odia word, suggesting the Odia letter at the same place', () => {
    expect(flagsOf('mixed-script', 'ওଡ଼ିଆ ଭାरତ')).toEqual([
      ['ও', 0, 1, 'ଓ'],
      ['र', 8, 9, 'ର'],
    ])
    expect(checkOrthography('ওଡ଼ିଆ')[0]?.reason).toBe('Bengali letter ও (U+0993) inside an Odia word')
  })
})
