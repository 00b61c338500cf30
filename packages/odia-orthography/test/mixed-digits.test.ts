import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('mixed-digits', () => {
  it('passes numbers written in one system, and separate numbers in two', () => {
    expect(allFlags(['୧୯୩୬', '1936', '୧,୨୩୪.୫୦', '୨୦୨୪-25', '୧୨ ଓ 13'])).toEqual([])
  })

  it('flags a number that mixes Odia and Latin digits and writes it in the system most of it uses', () => {
    expect(checkOrthography('୧9୨ ଜଣ')).toEqual([
      {
        rule: 'mixed-digits',
        severity: 'suspicious',
        start: 0,
        end: 3,
        text: '୧9୨',
        reason: 'Number ୧9୨ mixes Odia digits (୧୨) with other digits (9)',
        suggestion: '୧୯୨',
      },
    ])
    expect(flagsOf('mixed-digits', '19୩6 ୧.5')).toEqual([
      ['19୩6', 0, 4, '1936'],
      ['୧.5', 5, 8, '୧.୫'],
    ])
  })

  it('flags Odia digits mixed with Bengali ones', () => {
    expect(flagsOf('mixed-digits', '୧৯୨')).toEqual([['୧৯୨', 0, 3, '୧୯୨']])
  })
})
