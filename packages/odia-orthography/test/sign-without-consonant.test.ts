import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('sign-without-consonant', () => {
  it('passes vowel signs and viramas on consonants, nukta letters and conjuncts', () => {
    const words = ['କା', 'କ୍ଷେତ୍ର', 'ପଡ଼ିବ', 'ଲଢ଼େଇ', 'ୟୁରୋପ', 'ସ୍ୱାଧୀନତା', 'ମିନିଟ୍', 'ପାଇଁ', 'ଗାଁ', 'ଦୁଃଖ', 'ଓଁ', 'ଇଁରାଜୀ', 'ସଂସ୍କୃତି']
    expect(allFlags(words)).toEqual([])
  })

  it('passes signs shown alone on a dotted circle', () => {
    expect(allFlags(['◌ା', '◌୍ର', '◌ଂ'])).toEqual([])
  })

  it('flags a vowel sign at the start of the text, after a space or after a digit', () => {
    expect(checkOrthography('ିକ')).toEqual([
      {
        rule: 'sign-without-consonant',
        severity: 'impossible',
        start: 0,
        end: 1,
        text: 'ି',
        reason: 'Vowel sign ି (U+0B3F) with no consonant before it',
      },
    ])
    expect(flagsOf('sign-without-consonant', 'ସେ ାମ ୧ୁ')).toEqual([
      ['ା', 3, 4, undefined],
      ['ୁ', 7, 8, undefined],
    ])
  })

  it('flags a virama with no consonant before it', () => {
    const [flag] = checkOrthography('୍ର')
    expect(flag).toMatchObject({ start: 0, end: 1, reason: 'Virama ୍ (U+0B4D) with no consonant before it' })
  })

  it('flags a sign on a vowel letter and names the letter it imitates', () => {
    expect(flagsOf('sign-without-consonant', 'ଅାମ ଏୗ ଓୗ')).toEqual([
      ['ଅା', 0, 2, 'ଆ'],
      ['ଏୗ', 4, 6, 'ଐ'],
      ['ଓୗ', 7, 9, 'ଔ'],
    ])
    expect(checkOrthography('ଇି')[0]?.reason).toBe('Vowel sign ି (U+0B3F) after the vowel ଇ, which takes no sign')
  })

  it('flags WA spelt with a vowel letter and a virama, as old fonts drew it', () => {
    expect(flagsOf('sign-without-consonant', 'ଓ୍ବାଟର')).toEqual([['ଓ୍ବ', 0, 3, 'ୱ']])
  })

  it('flags a vowel sign typed after the candrabindu, with the order swapped as the suggestion', () => {
    const [flag] = checkOrthography('ଗଁା')
    expect(flag).toMatchObject({ text: 'ଁା', start: 1, end: 3, suggestion: 'ାଁ' })
    expect(flag?.reason).toBe('Vowel sign ା (U+0B3E) after the candrabindu ଁ (U+0B01): the vowel sign comes first')
  })

  it('flags a vowel sign after a virama', () => {
    expect(checkOrthography('କ୍ା')[0]).toMatchObject({
      rule: 'sign-without-consonant',
      text: 'ା',
      reason: 'Vowel sign ା (U+0B3E) after a virama: a consonant with a virama takes no vowel sign',
    })
  })

  it('flags a vowel sign typed before its conjunct (old font converters) and puts it after', () => {
    expect(flagsOf('sign-without-consonant', 'ମୃତୁ୍ୟ ବି୍ରଟିଶ')).toEqual([
      ['ୁ୍ୟ', 3, 6, '୍ୟୁ'],
      ['ି୍ର', 8, 11, '୍ରି'],
    ])
  })

  it('flags a candrabindu, anusvara or visarga with no letter before it', () => {
    expect(flagsOf('sign-without-consonant', 'ଂ ମୁଁ ଃ')).toEqual([
      ['ଂ', 0, 1, undefined],
      ['ଃ', 6, 7, undefined],
    ])
  })
})
