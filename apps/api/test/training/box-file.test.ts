import { describe, expect, it } from 'vitest'
import { hasCombiningClass, lineBoxFile } from '../../src/training/box-file'

const boxes = (text: string) =>
  lineBoxFile(text, 300, 40)
    .split('\n')
    .filter(Boolean)
    .map((row) => row.slice(0, row.indexOf(' 0 0 300 40 0')))

describe('lineBoxFile (tesstrain generate_line_box.py)', () => {
  it('writes one whole-line box per character and a tab box, with the image size', () => {
    expect(lineBoxFile('କଥା', 300, 40)).toBe('କ 0 0 300 40 0\nଥ 0 0 300 40 0\nା 0 0 300 40 0\n\t 0 0 300 40 0\n')
  })

  it('keeps the vowel sign ି, which text2image’s box files drop', () => {
    expect(boxes('ଓଡ଼ିଆ')).toEqual(['ଓ', 'ଡ଼', 'ି', 'ଆ', '\t'])
  })

  it('keeps a virama with the consonant before it, as Python’s unicodedata.combining does', () => {
    expect(boxes('କ୍ଷ ଶ୍ୱ')).toEqual(['କ୍', 'ଷ', ' ', 'ଶ୍', 'ୱ', '\t'])
  })

  it('normalises the label to NFC first (ଡ଼ U+0B5C is ଡ + nukta in NFC)', () => {
    expect(boxes('\u0B5C')).toEqual(['\u0B21\u0B3C', '\t'])
  })

  it('writes nothing for an empty label', () => {
    expect(lineBoxFile('  ', 10, 10)).toBe('')
  })

  it('finds a non-zero combining class only where Python does: nukta and virama, not vowel signs', () => {
    const odia = Array.from({ length: 0x80 }, (_, index) => String.fromCodePoint(0x0b00 + index))
    expect(odia.filter(hasCombiningClass)).toEqual(['\u0B3C', '\u0B4D'])
    expect(hasCombiningClass('\u0301')).toBe(true)
    expect(hasCombiningClass('\u0345')).toBe(true)
  })
})
