import { describe, expect, it } from 'vitest'
import { insertAtSelection, isNfc, toNfc } from '../src/index.js'

describe('insertAtSelection', () => {
  it('inserts at a caret and puts the caret after the insertion', () => {
    expect(insertAtSelection('କତ', { start: 1, end: 1 }, 'ା')).toEqual({
      text: 'କାତ',
      caret: 2,
      edit: { from: 1, to: 1, insert: 'ା' },
    })
  })

  it('replaces a selection, whichever way it was made', () => {
    expect(insertAtSelection('କଖଗ', { start: 2, end: 1 }, 'ବ')).toMatchObject({ text: 'କବଗ', caret: 2 })
  })

  it('inserts a whole multi-character sequence', () => {
    expect(insertAtSelection('', { start: 0, end: 0 }, 'କ୍ଷ')).toMatchObject({ text: 'କ୍ଷ', caret: 3 })
  })

  it('clamps a selection beyond the text to its end', () => {
    expect(insertAtSelection('କ', { start: 9, end: 9 }, 'ା')).toMatchObject({ text: 'କା', caret: 2 })
  })

  it('composes with the character before the caret and edits the whole cluster', () => {
    expect(insertAtSelection('କେତ', { start: 2, end: 2 }, 'ା')).toEqual({
      text: 'କୋତ',
      caret: 2,
      edit: { from: 0, to: 2, insert: 'କୋ' },
    })
  })

  it('composes with the character after the caret', () => {
    const result = insertAtSelection('କା', { start: 1, end: 1 }, 'େ')
    expect(result).toMatchObject({ text: 'କୋ', edit: { from: 0, to: 2, insert: 'କୋ' } })
  })

  it('normalises pasted text', () => {
    expect(insertAtSelection('', { start: 0, end: 0 }, 'ମ\u0B47\u0B3E ଡ଼')).toMatchObject({
      text: 'ମୋ \u0B21\u0B3C',
      caret: 5,
    })
  })

  it('gives an edit that, applied to the old text, yields the new one', () => {
    const cases = [
      ['କେତ', 2, 2, 'ା'],
      ['କା', 1, 1, 'େ'],
      ['କଖଗ', 0, 3, 'ଡ଼'],
      ['ମେ ଘ', 2, 2, 'ୗ'],
    ] as const
    for (const [text, start, end, insertion] of cases) {
      const { text: next, edit } = insertAtSelection(text, { start, end }, insertion)
      expect(text.slice(0, edit.from) + edit.insert + text.slice(edit.to)).toBe(next)
    }
  })
})

describe('NFC helpers', () => {
  it('compose Odia two-part vowel signs and decompose nukta letters', () => {
    expect(toNfc('\u0B15\u0B47\u0B3E')).toBe('\u0B15\u0B4B')
    expect(toNfc('\u0B5C')).toBe('\u0B21\u0B3C')
    expect(isNfc('\u0B15\u0B4B')).toBe(true)
    expect(isNfc('\u0B47\u0B57')).toBe(false)
  })
})
