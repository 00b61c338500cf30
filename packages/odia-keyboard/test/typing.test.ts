import { describe, expect, it } from 'vitest'
import { insertAtSelection, lookupKey } from '../src/index.js'

/** Type physical keys (`KeyK`, `Shift+KeyK`, `AltGr+BracketLeft`) into an empty text, as the editor does. */
function type(keys: string[]): string {
  let text = ''
  for (const stroke of keys) {
    const parts = stroke.split('+')
    const code = parts.pop()!
    const output = lookupKey(code, { shift: parts.includes('Shift'), altGr: parts.includes('AltGr') })
    if (output === undefined) throw new Error(`${stroke} types nothing`)
    text = insertAtSelection(text, { start: text.length, end: text.length }, output).text
  }
  return text
}

describe('typing key sequences', () => {
  it.each([
    [['KeyK', 'KeyE'], 'କା'],
    [['KeyK', 'KeyD', 'Shift+KeyK'], 'କ୍ଖ'],
    [['KeyK', 'KeyS'], '\u0B15\u0B47'],
    [['KeyK', 'KeyA'], 'କୋ'],
    [['KeyK', 'KeyS', 'KeyE'], '\u0B15\u0B4B'],
    [['Shift+KeyD', 'KeyJ', 'KeyF', 'KeyY', 'KeyG'], 'ଅରିବୁ'],
    [['Shift+Digit7', 'Shift+Digit4', 'Shift+Digit3', 'Shift+Digit5', 'Shift+Digit6', 'Shift+Digit8'], 'କ୍ଷର୍୍ରଜ୍ଞତ୍ରଶ୍ର'],
    [['KeyO', 'KeyD', 'Shift+Digit3'], 'ଦ୍୍ର'],
    [['AltGr+BracketLeft', 'AltGr+Shift+BracketLeft', 'AltGr+KeyB', 'AltGr+KeyX'], '\u0B21\u0B3C\u0B22\u0B3Cଵ୰'],
    [['AltGr+Digit1', 'AltGr+Digit2', 'AltGr+Digit4', 'AltGr+Period', 'Shift+Period'], '\u200D\u200C₹॥।'],
    [['AltGr+Shift+KeyF', 'AltGr+Shift+KeyR', 'AltGr+Shift+Equal', 'Shift+Equal'], 'ଌୡୠଋ'],
    [['Slash', 'Shift+Slash', 'KeyB'], 'ୟଯୱ'],
  ])('%j types %s', (keys, expected) => {
    expect(type(keys)).toBe(expected)
  })

  it('leaves keys that INSCRIPT does not map to the system', () => {
    expect(lookupKey('KeyZ', { shift: false, altGr: false })).toBeUndefined()
    expect(lookupKey('KeyJ', { shift: true, altGr: false })).toBeUndefined()
    expect(lookupKey('Enter', { shift: false, altGr: false })).toBeUndefined()
  })
})
