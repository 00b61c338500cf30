import { describe, expect, it } from 'vitest'
import { engineName, engineOfKey, readingDigit } from '../../../../src/routes/-ocr/triage/engine-keys'
import { keyPress as key } from '../../../key-press'

describe('engine keys', () => {
  it('names each engine shortly and gives it the digit of its place in the engine list', () => {
    expect(engineName('gemini')).toBe('Gemini')
    expect(engineName('tesseract')).toBe('Tesseract')
    expect(engineName('other')).toBe('other')
    expect(readingDigit('gemini')).toBe(1)
    expect(readingDigit('tesseract')).toBe(2)
    expect(readingDigit('other')).toBeUndefined()
  })

  it('maps Alt+1 and Alt+2 by the key’s place, which Option on a Mac turns into another character', () => {
    expect(engineOfKey(key({ key: '1', code: 'Digit1', altKey: true }))).toBe('gemini')
    expect(engineOfKey(key({ key: '™', code: 'Digit2', altKey: true }))).toBe('tesseract')
    expect(engineOfKey(key({ key: '3', code: 'Digit3', altKey: true }))).toBeUndefined()
    expect(engineOfKey(key({ key: '1', code: 'Numpad1', altKey: true }))).toBeUndefined()
  })

  it('leaves the digits alone without Alt, with another modifier, and whenever a key types Odia', () => {
    expect(engineOfKey(key({ key: '1', code: 'Digit1' }))).toBeUndefined()
    expect(engineOfKey(key({ key: '!', code: 'Digit1', altKey: true, shiftKey: true }))).toBeUndefined()
    expect(engineOfKey(key({ key: '1', code: 'Digit1', altKey: true, metaKey: true }))).toBeUndefined()
    // AltGr (Ctrl+Alt on Windows, AltGraph elsewhere) types the INSCRIPT layout's third level: ZWJ, ZWNJ.
    expect(engineOfKey(key({ key: '1', code: 'Digit1', altKey: true, ctrlKey: true }))).toBeUndefined()
    expect(engineOfKey(key({ key: '1', code: 'Digit1', altKey: true, altGraph: true }))).toBeUndefined()
    expect(engineOfKey(key({ key: '1', code: 'Digit1', altKey: true, isComposing: true }))).toBeUndefined()
    const used = key({ key: '1', code: 'Digit1', altKey: true })
    used.preventDefault()
    expect(engineOfKey(used)).toBeUndefined()
  })
})
