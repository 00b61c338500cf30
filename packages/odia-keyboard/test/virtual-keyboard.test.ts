import { describe, expect, it } from 'vitest'
import { keyCapLabel, virtualKeyboardRows } from '../src/index.js'

describe('virtualKeyboardRows', () => {
  it('gives the four INSCRIPT rows and then the Space bar', () => {
    const rows = virtualKeyboardRows('base')
    expect(rows.map((row) => row.length)).toEqual([12, 12, 11, 9, 1])
    expect(rows[4]).toEqual([{ code: 'Space', legend: 'Space', output: ' ' }])
    expect(rows[2]![7]).toEqual({ code: 'KeyK', legend: 'k', output: 'କ' })
  })

  it('shows the shifted legends and characters in the Shift layer', () => {
    expect(virtualKeyboardRows('shift')[2]![7]).toEqual({ code: 'KeyK', legend: 'K', output: 'ଖ' })
    expect(virtualKeyboardRows('shift')[2]![6]).toEqual({ code: 'KeyJ', legend: 'J', output: undefined })
  })

  it('shows the AltGr layer with unshifted legends', () => {
    expect(virtualKeyboardRows('altGr')[0]![0]).toEqual({ code: 'Digit1', legend: '1', output: '\u200D' })
  })
})

describe('keyCapLabel', () => {
  it('puts combining signs on a dotted circle and names invisible characters', () => {
    expect(keyCapLabel('ା')).toBe('◌ା')
    expect(keyCapLabel('୍ର')).toBe('◌୍ର')
    expect(keyCapLabel('ର୍')).toBe('ର୍')
    expect(keyCapLabel('\u200D')).toBe('ZWJ')
    expect(keyCapLabel('\u200C')).toBe('ZWNJ')
    expect(keyCapLabel(' ')).toBe('Space')
  })
})
