import { ownValue } from '@odia-ai/contract'
import { isTyping } from '../../common/is-typing'

/** What a key in a line's text field asks for: save and go on, save and go back, or leave the field for the box. */
export type FieldKeyAction = 'next' | 'previous' | 'toBox'

/**
 * Enter (or Tab) saves the line and goes to the next, Shift+Enter (or Shift+Tab) to the previous; Escape leaves the
 * field for the line's box. Nothing fires while a key types Odia (composition, AltGr, Ctrl+Alt), and Ctrl/⌘+Enter
 * stays the page's "save and next image".
 */
export function fieldKeyAction(event: KeyboardEvent): FieldKeyAction | undefined {
  if (isTyping(event) || event.ctrlKey || event.metaKey || event.altKey) return undefined
  if (event.key === 'Enter' || event.key === 'Tab') return event.shiftKey ? 'previous' : 'next'
  if (event.key === 'Escape' && !event.shiftKey) return 'toBox'
  return undefined
}

/** What a key on a focused line box asks for. */
export type BoxKeyAction =
  | { type: 'move'; dx: number; dy: number }
  | { type: 'resize'; dx: number; dy: number }
  | { type: 'reorder'; step: -1 | 1 }
  | { type: 'select'; step: -1 | 1 }
  | { type: 'delete' }
  | { type: 'edit' }

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

/** With Ctrl/⌘, arrows go this many image pixels at once. */
export const BIG_STEP = 10

/**
 * Arrows nudge the box, Shift+arrows move its right and bottom edges (Ctrl/⌘: 10 pixels at a time), Alt+↑/↓ move
 * the line in the reading order, Page Up/Down go to the previous/next line, Delete removes it and Enter edits its text.
 */
export function boxKeyAction(event: KeyboardEvent): BoxKeyAction | undefined {
  if (isTyping(event)) return undefined
  const arrow = ownValue(ARROWS, event.key)
  const command = event.ctrlKey || event.metaKey
  if (arrow) {
    const step = command ? BIG_STEP : 1
    if (event.altKey) return !command && arrow.y !== 0 ? { type: 'reorder', step: arrow.y as -1 | 1 } : undefined
    return { type: event.shiftKey ? 'resize' : 'move', dx: arrow.x * step, dy: arrow.y * step }
  }
  if (event.altKey || command) return undefined
  if (event.key === 'PageUp' || event.key === 'PageDown')
    return { type: 'select', step: event.key === 'PageUp' ? -1 : 1 }
  if (event.key === 'Delete' || event.key === 'Backspace') return { type: 'delete' }
  if (event.key === 'Enter') return { type: 'edit' }
  return undefined
}
