import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('ya-yya-confusion', () => {
  it('passes ଯ opening words and compounds, ୟ after vowels and in borrowed words, and both ya-phalas', () => {
    const words = ['ଯଦି', 'ରଥଯାତ୍ରା', 'ଦେଖାଯାନ୍ତି', 'ଦିଆଯାଉଛି', 'କାଠଯୋଡ଼ି', 'ସମୟ', 'ବିଦ୍ୟାଳୟରେ', 'ଶଯ୍ୟା', 'ସୂର୍ଯ୍ୟ']
    expect(allFlags([...words, 'ରାଜ୍ୟ', 'ଦନ୍ତ୍ଯ', 'ୟୁରୋପ', 'ୟେମେନ୍', 'ୟୁନିଭର୍ସିଟି', 'ସ୍ୱୟଂ'])).toEqual([])
  })

  it('passes language and country names borrowed with ୟ', () => {
    expect(allFlags(['ୟୁନାନୀ', 'ୟୀ', 'ୟାଓ', 'ୟୋରୁବା', 'ୟିଡିସ୍', 'ୟୁକେ', 'ମାୟୋଟେ', 'ଆୟମାରା', 'କୀକୁୟୁ', 'ଇରିଟ୍ରିୟା'])).toEqual([])
  })

  it('flags ଯ ending a word after a vowel', () => {
    expect(checkOrthography('ସମଯ')).toEqual([
      {
        rule: 'ya-yya-confusion',
        severity: 'suspicious',
        start: 2,
        end: 3,
        text: 'ଯ',
        reason: 'ଯ (U+0B2F) ending a word after a vowel, where Odia writes ୟ (U+0B5F)',
        suggestion: 'ୟ',
      },
    ])
    expect(flagsOf('ya-yya-confusion', 'ସ୍ୱଯଂ')).toEqual([['ଯ', 3, 4, 'ୟ']])
  })

  it('flags common words written with the other letter, inflected or not', () => {
    expect(flagsOf('ya-yya-confusion', 'ୟଦି ବିଷଯରେ ୟୁଦ୍ଧ')).toEqual([
      ['ୟ', 0, 1, 'ଯ'],
      ['ଯ', 7, 8, 'ୟ'],
      ['ୟ', 11, 12, 'ଯ'],
    ])
    expect(checkOrthography('ୟଦି')[0]?.reason).toBe('ୟ (U+0B5F) for ଯ (U+0B2F): ୟଦି is written ଯଦି')
  })
})
