import { describe, expect, it } from 'vitest'
import { engineName, readerName } from '../../../../src/routes/-ocr/common/reader-names'
import { readingDigit, readingIndexOfKey } from '../../../../src/routes/-ocr/triage/engine-keys'
import { keyPress as key } from '../../../key-press'

describe('engine keys', () => {
  it('names each engine shortly and gives a reading the digit of its place among the image’s readings', () => {
    expect(engineName('gemini')).toBe('Gemini')
    expect(engineName('tesseract')).toBe('Tesseract')
    expect(engineName('other')).toBe('other')
    expect(readingDigit(0)).toBe(1)
    expect(readingDigit(8)).toBe(9)
    expect(readingDigit(9)).toBeUndefined()
  })

  it('names a reader by its engine, with its model only beside another model of the same engine', () => {
    const readers = ['gemini:gemini-flash-latest', 'tesseract:my-book', 'tesseract:ori']
    expect(readerName('gemini:gemini-flash-latest', readers)).toBe('Gemini')
    expect(readerName('tesseract:my-book', readers)).toBe('Tesseract (my-book)')
    expect(readerName('tesseract:ori', ['gemini:gemini-flash-latest', 'tesseract:ori'])).toBe('Tesseract')
    expect(readerName('tesseract:ori', readers, (engine) => engine)).toBe('tesseract (ori)')
  })

  it('maps Alt+1 and Alt+2 by the key’s place, which Option on a Mac turns into another character', () => {
    expect(readingIndexOfKey(key({ key: '1', code: 'Digit1', altKey: true }))).toBe(0)
    expect(readingIndexOfKey(key({ key: '™', code: 'Digit2', altKey: true }))).toBe(1)
    expect(readingIndexOfKey(key({ key: '0', code: 'Digit0', altKey: true }))).toBeUndefined()
    expect(readingIndexOfKey(key({ key: '1', code: 'Numpad1', altKey: true }))).toBeUndefined()
  })

  it('leaves the digits alone without Alt, with another modifier, and whenever a key types Odia', () => {
    expect(readingIndexOfKey(key({ key: '1', code: 'Digit1' }))).toBeUndefined()
    expect(readingIndexOfKey(key({ key: '!', code: 'Digit1', altKey: true, shiftKey: true }))).toBeUndefined()
    expect(readingIndexOfKey(key({ key: '1', code: 'Digit1', altKey: true, metaKey: true }))).toBeUndefined()
    // AltGr (Ctrl+Alt on Windows, AltGraph elsewhere) types the INSCRIPT layout's third level: ZWJ, ZWNJ.
    expect(readingIndexOfKey(key({ key: '1', code: 'Digit1', altKey: true, ctrlKey: true }))).toBeUndefined()
    expect(readingIndexOfKey(key({ key: '1', code: 'Digit1', altKey: true, altGraph: true }))).toBeUndefined()
    expect(readingIndexOfKey(key({ key: '1', code: 'Digit1', altKey: true, isComposing: true }))).toBeUndefined()
    const used = key({ key: '1', code: 'Digit1', altKey: true })
    used.preventDefault()
    expect(readingIndexOfKey(used)).toBeUndefined()
  })
})
