import { describe, expect, it } from 'vitest'
import { shortcutFor } from '../../../../src/routes/-ocr/session/use-shortcuts'
import { keyPress as key } from '../../../key-press'

describe('shortcuts', () => {
  it('maps Ctrl/⌘+Enter, Ctrl/⌘+S and Alt+←/→', () => {
    expect(shortcutFor(key({ key: 'Enter', ctrlKey: true }))).toBe('saveAndNext')
    expect(shortcutFor(key({ key: 'Enter', metaKey: true }))).toBe('saveAndNext')
    expect(shortcutFor(key({ key: 's', ctrlKey: true }))).toBe('save')
    expect(shortcutFor(key({ key: 'S', metaKey: true }))).toBe('save')
    expect(shortcutFor(key({ key: 'ArrowLeft', altKey: true }))).toBe('previous')
    expect(shortcutFor(key({ key: 'ArrowRight', altKey: true }))).toBe('next')
  })

  it('maps Alt+N to the next image to do by the key’s place, which Option on a Mac turns into a dead key', () => {
    expect(shortcutFor(key({ key: 'n', code: 'KeyN', altKey: true }))).toBe('nextToDo')
    expect(shortcutFor(key({ key: 'Dead', code: 'KeyN', altKey: true }))).toBe('nextToDo')
    expect(shortcutFor(key({ key: 'n', code: 'KeyN' }))).toBeUndefined()
    expect(shortcutFor(key({ key: 'n', code: 'KeyN', altKey: true, ctrlKey: true }))).toBeUndefined()
  })

  it('maps Alt+P and Alt+W to the viewer’s fits by the keys’ places', () => {
    expect(shortcutFor(key({ key: 'p', code: 'KeyP', altKey: true }))).toBe('fitPage')
    expect(shortcutFor(key({ key: 'π', code: 'KeyP', altKey: true }))).toBe('fitPage')
    expect(shortcutFor(key({ key: 'w', code: 'KeyW', altKey: true }))).toBe('fitWidth')
    expect(shortcutFor(key({ key: 'p', code: 'KeyP' }))).toBeUndefined()
    expect(shortcutFor(key({ key: 'w', code: 'KeyW', altKey: true, ctrlKey: true }))).toBeUndefined()
  })

  it('leaves plain keys and other combinations alone', () => {
    expect(shortcutFor(key({ key: 'Enter' }))).toBeUndefined()
    expect(shortcutFor(key({ key: 's' }))).toBeUndefined()
    expect(shortcutFor(key({ key: 'ArrowLeft' }))).toBeUndefined()
    expect(shortcutFor(key({ key: 'ArrowLeft', ctrlKey: true }))).toBeUndefined()
  })

  it('never fires while Odia is being typed: composition, AltGr (Ctrl+Alt), or a key the keyboard already used', () => {
    expect(shortcutFor(key({ key: 'Enter', ctrlKey: true, isComposing: true }))).toBeUndefined()
    expect(shortcutFor(key({ key: 's', ctrlKey: true, altKey: true }))).toBeUndefined()
    expect(shortcutFor(key({ key: 'ArrowRight', altKey: true, ctrlKey: true }))).toBeUndefined()
    expect(shortcutFor(key({ key: 'ArrowRight', altKey: true, altGraph: true }))).toBeUndefined()
    const used = key({ key: 's', ctrlKey: true })
    used.preventDefault()
    expect(shortcutFor(used)).toBeUndefined()
  })

  it('Ctrl/⌘+Z undoes a box edit, except in a text field, whose own undo it is', () => {
    expect(shortcutFor(key({ key: 'z', ctrlKey: true }))).toBe('undo')
    expect(shortcutFor(key({ key: 'Z', metaKey: true }))).toBe('undo')
    const field = document.createElement('textarea')
    const inField = key({ key: 'z', ctrlKey: true })
    Object.defineProperty(inField, 'target', { value: field })
    expect(shortcutFor(inField)).toBeUndefined()
    expect(shortcutFor(key({ key: 'z', ctrlKey: true, shiftKey: true }))).toBeUndefined()
  })

  it('Alt+K turns INSCRIPT on or off and Alt+L finds the lines, by the key’s place', () => {
    expect(shortcutFor(key({ key: 'k', code: 'KeyK', altKey: true }))).toBe('toggleInscript')
    expect(shortcutFor(key({ key: '˚', code: 'KeyK', altKey: true }))).toBe('toggleInscript')
    expect(shortcutFor(key({ key: 'l', code: 'KeyL', altKey: true }))).toBe('findLines')
    expect(shortcutFor(key({ key: 'k', code: 'KeyK' }))).toBeUndefined()
    expect(shortcutFor(key({ key: 'k', code: 'KeyK', altKey: true, altGraph: true }))).toBeUndefined()
  })

  it('? opens the list of keys, except in a field that types it', () => {
    expect(shortcutFor(key({ key: '?', code: 'Slash', shiftKey: true }))).toBe('showShortcuts')
    for (const field of [document.createElement('textarea'), document.createElement('input')]) {
      const typed = key({ key: '?', code: 'Slash', shiftKey: true })
      Object.defineProperty(typed, 'target', { value: field })
      expect(shortcutFor(typed)).toBeUndefined()
    }
    const onCheckbox = key({ key: '?', code: 'Slash', shiftKey: true })
    Object.defineProperty(onCheckbox, 'target', {
      value: Object.assign(document.createElement('input'), { type: 'checkbox' }),
    })
    expect(shortcutFor(onCheckbox)).toBe('showShortcuts')
  })
})
