import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('misplaced-nukta', () => {
  it('passes ଡ଼ and ଢ଼, typed in parts or precomposed', () => {
    expect(allFlags(['ଓଡ଼ିଆ', 'ପଢ଼ିବା', 'ଶାଢ଼ୀ', 'ପ\u0B5Cିବ', 'ଗା\u0B5Dି', '◌଼'])).toEqual([])
  })

  it('flags a nukta with no letter before it, or after a vowel letter', () => {
    expect(checkOrthography('଼କ')[0]).toMatchObject({
      start: 0,
      end: 1,
      reason: 'Nukta ଼ (U+0B3C) with no letter before it',
    })
    expect(flagsOf('misplaced-nukta', 'ଅ଼')).toEqual([['଼', 1, 2, undefined]])
  })

  it('flags a nukta typed after the vowel sign of ଡ and puts it back', () => {
    const [flag] = checkOrthography('ପଡି଼ବ')
    expect(flag).toMatchObject({ rule: 'misplaced-nukta', text: 'ଡି଼', start: 1, end: 4, suggestion: 'ଡ଼ି' })
    expect(flag?.reason).toBe('Nukta ଼ (U+0B3C) after the vowel sign ି (U+0B3F): it goes right after ଡ')
  })

  it('flags a second nukta and suggests dropping it', () => {
    expect(flagsOf('misplaced-nukta', 'ବଡ଼଼')).toEqual([['଼', 3, 4, '']])
  })
})
