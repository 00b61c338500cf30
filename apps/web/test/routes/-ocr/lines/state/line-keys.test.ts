import { describe, expect, it } from 'vitest'
import { BIG_STEP, boxKeyAction, fieldKeyAction } from '../../../../../src/routes/-ocr/lines/state/line-keys'
import { keyPress as key } from '../../../../key-press'

describe('keys in a line’s text field', () => {
  it('Enter or Tab go to the next line, with Shift to the previous; Escape leaves the field for the box', () => {
    expect(fieldKeyAction(key({ key: 'Enter' }))).toBe('next')
    expect(fieldKeyAction(key({ key: 'Enter', shiftKey: true }))).toBe('previous')
    expect(fieldKeyAction(key({ key: 'Tab' }))).toBe('next')
    expect(fieldKeyAction(key({ key: 'Tab', shiftKey: true }))).toBe('previous')
    expect(fieldKeyAction(key({ key: 'Escape' }))).toBe('toBox')
  })

  it('never fires while Odia is typed, and leaves Ctrl/⌘+Enter to the page', () => {
    expect(fieldKeyAction(key({ key: 'Enter', isComposing: true }))).toBeUndefined()
    expect(fieldKeyAction(key({ key: 'Enter', keyCode: 229 }))).toBeUndefined()
    expect(fieldKeyAction(key({ key: 'Enter', altGraph: true }))).toBeUndefined()
    expect(fieldKeyAction(key({ key: 'Enter', ctrlKey: true, altKey: true }))).toBeUndefined()
    expect(fieldKeyAction(key({ key: 'Enter', ctrlKey: true }))).toBeUndefined()
    expect(fieldKeyAction(key({ key: 'Enter', metaKey: true }))).toBeUndefined()
    expect(fieldKeyAction(key({ key: 'k' }))).toBeUndefined()
  })
})

describe('keys on a focused line box', () => {
  it('arrows move the box, Shift+arrows resize it, Ctrl/⌘ by more, Alt+↑/↓ reorder', () => {
    expect(boxKeyAction(key({ key: 'ArrowLeft' }))).toEqual({ type: 'move', dx: -1, dy: 0 })
    expect(boxKeyAction(key({ key: 'ArrowDown', ctrlKey: true }))).toEqual({ type: 'move', dx: 0, dy: BIG_STEP })
    expect(boxKeyAction(key({ key: 'ArrowRight', shiftKey: true }))).toEqual({ type: 'resize', dx: 1, dy: 0 })
    expect(boxKeyAction(key({ key: 'ArrowUp', metaKey: true, shiftKey: true }))).toEqual({
      type: 'resize',
      dx: 0,
      dy: -BIG_STEP,
    })
    expect(boxKeyAction(key({ key: 'ArrowUp', altKey: true }))).toEqual({ type: 'reorder', step: -1 })
    expect(boxKeyAction(key({ key: 'ArrowDown', altKey: true }))).toEqual({ type: 'reorder', step: 1 })
    // Alt+←/→ stay the page's previous and next image.
    expect(boxKeyAction(key({ key: 'ArrowLeft', altKey: true }))).toBeUndefined()
  })

  it('Page Up/Down select other lines, Delete removes, Enter edits; AltGr and composition do nothing', () => {
    expect(boxKeyAction(key({ key: 'PageDown' }))).toEqual({ type: 'select', step: 1 })
    expect(boxKeyAction(key({ key: 'PageUp' }))).toEqual({ type: 'select', step: -1 })
    expect(boxKeyAction(key({ key: 'Delete' }))).toEqual({ type: 'delete' })
    expect(boxKeyAction(key({ key: 'Backspace' }))).toEqual({ type: 'delete' })
    expect(boxKeyAction(key({ key: 'Enter' }))).toEqual({ type: 'edit' })
    expect(boxKeyAction(key({ key: 'ArrowLeft', ctrlKey: true, altKey: true }))).toBeUndefined()
    expect(boxKeyAction(key({ key: 'Delete', altGraph: true }))).toBeUndefined()
    expect(boxKeyAction(key({ key: 'Enter', isComposing: true }))).toBeUndefined()
    expect(boxKeyAction(key({ key: 'a' }))).toBeUndefined()
  })
})
