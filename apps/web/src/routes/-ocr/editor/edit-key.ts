import { toNfc } from '@odia-ai/odia-keyboard'
import { insertIntoTextarea } from './insert-into-textarea'

/** The editing keys of the virtual keyboard. */
export type EditKey = 'ArrowLeft' | 'ArrowRight' | 'Backspace' | 'Enter'

const graphemes = new Intl.Segmenter('or', { granularity: 'grapheme' })

/** Where an arrow puts the caret: the end of a selection it collapses, else one grapheme cluster over, as the key does. */
function caretAfter(textarea: HTMLTextAreaElement, key: 'ArrowLeft' | 'ArrowRight'): number {
  const { value, selectionStart: start, selectionEnd: end } = textarea
  if (start !== end) return key === 'ArrowLeft' ? start : end
  const bounds = [0, ...Array.from(graphemes.segment(value), ({ index, segment }) => index + segment.length)]
  return key === 'ArrowLeft' ? (bounds.findLast((at) => at < start) ?? 0) : (bounds.find((at) => at > end) ?? end)
}

/** Backspace through the browser's editing path (its undo keeps it); spliced by hand where that command is missing. */
function deleteBackward(textarea: HTMLTextAreaElement, onChange: (text: string) => void) {
  const { value, selectionStart: start, selectionEnd: end } = textarea
  if (start === end && start === 0) return
  if (typeof document.execCommand === 'function' && document.execCommand('delete')) return
  const low = value.charCodeAt(start - 1) >= 0xdc00 && value.charCodeAt(start - 1) <= 0xdfff && start > 1
  const from = start === end ? start - (low ? 2 : 1) : start
  textarea.setRangeText('', from, end)
  onChange(toNfc(textarea.value))
  textarea.setSelectionRange(from, from)
}

/**
 * A virtual editing key pressed for the text area. The field's own key handlers see it first, as they see the physical
 * key (a line's field saves the line on Enter); when none takes it, it does what the physical key does in a text area.
 */
export function pressEditKey(textarea: HTMLTextAreaElement, key: EditKey, onChange: (text: string) => void): void {
  textarea.focus()
  const taken = !textarea.dispatchEvent(
    new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true }),
  )
  textarea.dispatchEvent(new KeyboardEvent('keyup', { key, code: key, bubbles: true }))
  if (taken) return
  if (key === 'Backspace') return deleteBackward(textarea, onChange)
  if (key === 'Enter') return insertIntoTextarea(textarea, '\n', onChange)
  const caret = caretAfter(textarea, key)
  textarea.setSelectionRange(caret, caret)
}
