import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('double-vowel-sign', () => {
  it('passes the two-part vowels, composed or typed in parts', () => {
    expect(allFlags(['କୋଣାର୍କ', 'ମୌସୁମୀ', 'କୈଳାସ', 'କ\u0B47\u0B3Eଣ', 'କ\u0B47\u0B57ଳ', 'ଲ\u0B47\u0B56'])).toEqual([])
  })

  it('passes the overline after a vowel sign', () => {
    expect(allFlags(['କା\u0B55'])).toEqual([])
  })

  it('flags two vowel signs in a row, as one span', () => {
    expect(checkOrthography('ଶ୍ରୀା')).toEqual([
      {
        rule: 'double-vowel-sign',
        severity: 'impossible',
        start: 3,
        end: 5,
        text: 'ୀା',
        reason: 'Vowel sign ା (U+0B3E) right after the vowel sign ୀ (U+0B40): a consonant takes one vowel sign',
      },
    ])
    expect(flagsOf('double-vowel-sign', 'କାିୁ')).toEqual([['ାିୁ', 1, 4, undefined]])
  })

  it('suggests one sign for a doubled one and the two-part vowel for one typed in the wrong order', () => {
    expect(flagsOf('double-vowel-sign', 'ମୀୀ କାେ ଲୗେ')).toEqual([
      ['ୀୀ', 1, 3, 'ୀ'],
      ['ାେ', 5, 7, 'ୋ'],
      ['ୗେ', 9, 11, 'ୌ'],
    ])
  })
})
