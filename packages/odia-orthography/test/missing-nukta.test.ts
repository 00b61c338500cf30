import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('missing-nukta', () => {
  it('passes ଡ opening a word, after a virama or an anusvara, and in borrowed words', () => {
    const words = ['ଡାକ୍ତର', 'ଠାଣ୍ଡା', 'ଇଣ୍ଡିଆ', 'ଅଣ୍ଡା', 'ପଂଡିତ', 'ରେଡିଓ', 'ଭିଡିଓ', 'କାନାଡା', 'ମଡେଲ', 'ଢେଙ୍କାନାଳ', 'ଆଢ୍ୟ']
    expect(allFlags([...words, 'ବଡ଼', 'ପଢ଼ିବା', 'ଓଡ଼ିଶାରେ', 'ଡ଼'])).toEqual([])
  })

  it('passes language and country names borrowed with a plain ଡ after a vowel', () => {
    expect(allFlags(['ବର୍ମୁଡା', 'ଗ୍ରେନାଡା', 'ମାଡାଗାସ୍କର୍', 'ମୋଲଡୋଭା', 'ବାରବାଡୋସ୍', 'ମାସେଡୋନିଆନ୍', 'କୁରଡିସ୍', 'ବୋଡୋ'])).toEqual([])
  })

  it('flags ଢ after a vowel without its nukta', () => {
    expect(checkOrthography('ପଢିବ')).toEqual([
      {
        rule: 'missing-nukta',
        severity: 'suspicious',
        start: 1,
        end: 2,
        text: 'ଢ',
        reason: 'ଢ (U+0B22) after a vowel without its nukta: Odia writes ଢ଼ there',
        suggestion: 'ଢ଼',
      },
    ])
    expect(flagsOf('missing-nukta', 'ଦୃଢ ଓଢଣା')).toEqual([
      ['ଢ', 2, 3, 'ଢ଼'],
      ['ଢ', 5, 6, 'ଢ଼'],
    ])
  })

  it('flags ଡ without its nukta in common words, inflected or not, and in the plural ending', () => {
    expect(flagsOf('missing-nukta', 'ଓଡିଶାରେ ବଡ ପଡିଲା ଭିଡିଓଗୁଡିକ')).toEqual([
      ['ଡ', 1, 2, 'ଡ଼'],
      ['ଡ', 9, 10, 'ଡ଼'],
      ['ଡ', 12, 13, 'ଡ଼'],
      ['ଡ', 24, 25, 'ଡ଼'],
    ])
    expect(checkOrthography('ଓଡିଆ')[0]?.reason).toBe('ଡ (U+0B21) without its nukta: ଓଡିଆ is written ଓଡ଼ିଆ')
  })

  it('flags ଡ଼ or ଢ଼ opening a word', () => {
    expect(flagsOf('missing-nukta', 'ଡ଼ାକ୍ତର ଢ଼େଙ୍କାନାଳ')).toEqual([
      ['ଡ଼', 0, 2, 'ଡ'],
      ['ଢ଼', 8, 10, 'ଢ'],
    ])
  })
})
