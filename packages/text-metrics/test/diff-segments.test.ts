import { describe, expect, it } from 'vitest'
import { characterDiff, diffSegments } from '../src/diff-segments'
import { characterErrors } from '../src/error-rates'

describe('diffSegments', () => {
  it('merges neighbouring edits into one change between shared runs', () => {
    expect(diffSegments('ଓଡ଼ିଶା ଭାରତର ଏକ ରାଜ୍ୟ', 'ଓଡ଼ିଶା ଭାରତ ଏକ ରାଜ୍ଯ')).toEqual([
      { type: 'equal', reference: 'ଓଡ଼ିଶା ଭାରତ', hypothesis: 'ଓଡ଼ିଶା ଭାରତ' },
      { type: 'change', reference: 'ର', hypothesis: '' },
      { type: 'equal', reference: ' ଏକ ରା', hypothesis: ' ଏକ ରା' },
      { type: 'change', reference: 'ଜ୍ୟ', hypothesis: 'ଜ୍ଯ' },
    ])
  })

  it('shows a wholly new text as one change', () => {
    expect(diffSegments('', 'ନୂଆ')).toEqual([{ type: 'change', reference: '', hypothesis: 'ନୂଆ' }])
    expect(diffSegments('', '')).toEqual([])
  })

  it('keeps both texts whole', () => {
    const reference = 'ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି'
    const hypothesis = 'ପ୍ରଥମ ଧାଡି\nଦ୍ୱିତୀଯ଼ ଧାଡ଼ି!'
    const segments = diffSegments(reference, hypothesis)!
    expect(segments.map((segment) => segment.reference).join('')).toBe(reference)
    expect(segments.map((segment) => segment.hypothesis).join('')).toBe(hypothesis.normalize('NFC'))
  })
})

describe('characterDiff', () => {
  it('gives the runs of diffSegments and the grapheme error count of characterErrors, from one edit script', () => {
    const reference = 'ଓଡ଼ିଶା ଭାରତର ଏକ ରାଜ୍ୟ'
    const hypothesis = 'ଓଡ଼ିଶା ଭାରତ ଏକ ରାଜ୍ଯ'
    expect(characterDiff(reference, hypothesis)).toEqual({
      segments: diffSegments(reference, hypothesis),
      errors: characterErrors(reference, hypothesis),
    })
    expect(characterDiff(reference, hypothesis)!.errors).toEqual({ errors: 2, length: 14 })
  })
})
