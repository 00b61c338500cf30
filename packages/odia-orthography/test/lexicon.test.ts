import { describe, expect, it } from 'vitest'
import { letterPairLexicon, nuktaLexicon, wordList } from '../src/lexicon.js'

describe('known-word lexicons', () => {
  it('find the letter a word has where the known word has the other one, after a case ending too', () => {
    const known = letterPairLexicon(wordList('ସମୟ ଯଦି'), ['ଯ', 'ୟ'])
    expect(known.mismatches('ସମଯରେ')).toEqual([{ offset: 2, length: 1, meant: 'ୟ' }])
    expect(known.mismatches('ୟଦି')).toEqual([{ offset: 0, length: 1, meant: 'ଯ' }])
    expect(known.mismatches('ସମୟ')).toEqual([])
    expect(known.mismatches('ସମର')).toEqual([])
  })

  it('find a missing nukta, in a known word or in the plural ending after any word', () => {
    const known = nuktaLexicon(wordList('ଓଡ଼ିଶା ବଡ଼'))
    expect(known.mismatches('ବଡ')).toEqual([{ offset: 1, length: 1, meant: 'ଡ଼' }])
    expect(known.mismatches('ଓଡିଶାରୁ')).toEqual([{ offset: 1, length: 1, meant: 'ଡ଼' }])
    expect(known.mismatches('ଭିଡିଓଗୁଡିକ')).toEqual([{ offset: 7, length: 1, meant: 'ଡ଼' }])
    expect(known.mismatches('ରେଡିଓ')).toEqual([])
  })

  it('leave a nukta typed later in the syllable to the misplaced-nukta rule', () => {
    expect(nuktaLexicon(wordList('ପଡ଼ିବ')).mismatches('ପଡି଼ବ')).toEqual([])
  })

  it('refuse two known words the same up to a confused letter, and words not in NFC', () => {
    expect(() => letterPairLexicon(['ଜୟ', 'ଜଯ'], ['ଯ', 'ୟ'])).toThrow('ଜଯ')
    expect(() => nuktaLexicon(['ପ\u0B5Cି'])).toThrow('not NFC')
  })
})
