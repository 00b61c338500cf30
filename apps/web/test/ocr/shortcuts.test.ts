import { describe, expect, it } from 'vitest'
import { shortcutFor } from '../../src/routes/-ocr/use-shortcuts'

/** A key press as Chromium reports it: happy-dom folds AltGraph into Alt, browsers keep them apart. */
function key({ altGraph = false, ...init }: KeyboardEventInit & { altGraph?: boolean }) {
  const event = new KeyboardEvent('keydown', { cancelable: true, ...init })
  Object.defineProperty(event, 'getModifierState', { value: (name: string) => (name === 'AltGraph' ? altGraph : false) })
  return event
}

describe('shortcuts', () => {
  it('maps Ctrl/⌘+Enter, Ctrl/⌘+S and Alt+←/→', () => {
    expect(shortcutFor(key({ key: 'Enter', ctrlKey: true }))).toBe('saveAndNext')
    expect(shortcutFor(key({ key: 'Enter', metaKey: true }))).toBe('saveAndNext')
    expect(shortcutFor(key({ key: 's', ctrlKey: true }))).toBe('save')
    expect(shortcutFor(key({ key: 'S', metaKey: true }))).toBe('save')
    expect(shortcutFor(key({ key: 'ArrowLeft', altKey: true }))).toBe('previous')
    expect(shortcutFor(key({ key: 'ArrowRight', altKey: true }))).toBe('next')
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
})
