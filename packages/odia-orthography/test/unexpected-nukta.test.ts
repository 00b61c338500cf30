import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('unexpected-nukta', () => {
  it('passes the nukta on ଡ and ଢ', () => {
    expect(allFlags(['ବଡ଼', 'ଦୃଢ଼', 'ଓଡ଼ିଶା'])).toEqual([])
  })

  it('flags ଯ with a nukta and suggests ୟ, its own letter', () => {
    expect(checkOrthography('ଦ୍ୱିତୀଯ଼')).toEqual([
      {
        rule: 'unexpected-nukta',
        severity: 'suspicious',
        start: 6,
        end: 8,
        text: 'ଯ଼',
        reason: 'Nukta ଼ (U+0B3C) after ଯ: ୟ (U+0B5F) is a letter of its own, not ଯ with a nukta',
        suggestion: 'ୟ',
      },
    ])
  })

  it('flags a nukta on another consonant, as for z in borrowed words', () => {
    expect(flagsOf('unexpected-nukta', 'ସାଇଜ଼ ଫ଼ୁଲ')).toEqual([
      ['଼', 4, 5, undefined],
      ['଼', 7, 8, undefined],
    ])
    expect(checkOrthography('ଜ଼')[0]?.reason).toBe('Nukta ଼ (U+0B3C) after ଜ: standard Odia puts a nukta on ଡ and ଢ only')
  })
})
