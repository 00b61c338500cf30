import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

const ZWJ = '\u200D'
const ZWNJ = '\u200C'

describe('stray-joiner', () => {
  it('passes a joiner after a virama: before a consonant, before a vowel letter, or ending a word', () => {
    const words = [`ଉତ୍${ZWNJ}କଳ`, `ର୍${ZWJ}ୟ`, `ଏସ୍${ZWNJ}ଏମ୍${ZWNJ}ଏସ୍${ZWNJ}`, `ମିନିଟ୍${ZWNJ}`]
    expect(allFlags(words)).toEqual([])
  })

  it('leaves joiners with no Odia around them alone', () => {
    expect(allFlags([`👩${ZWJ}💻`, `a${ZWNJ}b`])).toEqual([])
  })

  it('flags a joiner that follows no virama', () => {
    expect(checkOrthography(`ଓ${ZWNJ}ଡ଼ିଆ`)).toEqual([
      {
        rule: 'stray-joiner',
        severity: 'suspicious',
        start: 1,
        end: 2,
        text: ZWNJ,
        reason: 'Zero width non-joiner (U+200C) not after a virama: it has no effect here',
      },
    ])
    expect(flagsOf('stray-joiner', `କ${ZWJ}ଖ ${ZWJ}ଗ`)).toEqual([
      [ZWJ, 1, 2, undefined],
      [ZWJ, 4, 5, undefined],
    ])
  })
})
