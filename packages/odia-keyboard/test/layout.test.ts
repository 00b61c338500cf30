import { describe, expect, it } from 'vitest'
import { INSCRIPT_ROWS, type Layer } from '../src/index.js'

const LAYERS: Layer[] = ['base', 'shift', 'altGr', 'altGrShift']
const keys = INSCRIPT_ROWS.flat()
const outputs = keys.flatMap((key) => LAYERS.flatMap((layer) => key.output[layer] ?? []))

/** Characters outside the Odia block that the layout means to type. */
const INTENDED_OUTSIDE_ODIA = new Set(['\u200D', '\u200C', '।', '॥', '₹', ',', '.', '-', '(', ')'])

describe('the Odia INSCRIPT layout', () => {
  it('has the four rows, from the digits row to the bottom row', () => {
    expect(INSCRIPT_ROWS.map((row) => row.map((key) => key.legend).join(''))).toEqual([
      '1234567890-=',
      'qwertyuiop[]',
      "asdfghjkl;'",
      'xcvbnm,./',
    ])
  })

  it('types only Odia-block characters, or the joiners, dandas, rupee sign and punctuation it means to', () => {
    const strays = [...outputs.join('')].filter((char) => {
      const code = char.codePointAt(0)!
      return !(code >= 0x0b00 && code <= 0x0b7f) && !INTENDED_OUTSIDE_ODIA.has(char)
    })
    expect(strays).toEqual([])
  })

  it('places each physical key once, so no key is mapped twice in a layer', () => {
    const codes = keys.map((key) => key.code)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('types Odia digits on the plain digit keys', () => {
    expect(INSCRIPT_ROWS[0]!.slice(0, 10).map((key) => key.output.base)).toEqual([...'୧୨୩୪୫୬୭୮୯୦'])
  })

  it('types every output already in NFC', () => {
    expect(outputs.filter((text) => text !== text.normalize('NFC'))).toEqual([])
  })

  it('gives every key a character in its base layer', () => {
    expect(keys.filter((key) => key.output.base === undefined)).toEqual([])
  })
})
