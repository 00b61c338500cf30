import { toNfc } from '@odia-ai/odia-keyboard'
import { insertIntoTextarea } from './insert-into-textarea'

/** The editing keys of the virtual keyboard. */
export type EditKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Backspace' | 'Enter'
type Arrow = Extract<EditKey, `Arrow${string}`>

const graphemes = new Intl.Segmenter('or', { granularity: 'grapheme' })

/** Where each grapheme cluster of `text` ends, after 0. */
const clusterEnds = (text: string) => [
  0,
  ...Array.from(graphemes.segment(text), ({ index, segment }) => index + segment.length),
]

/** The caret `columns` grapheme clusters into the line from `from` to `to` (its end when the line is shorter). */
function atColumn(value: string, from: number, to: number, columns: number): number {
  const ends = clusterEnds(value.slice(from, to))
  return from + ends[Math.min(columns, ends.length - 1)]!
}

/**
 * Where an arrow puts the caret, as the key does in a text area: a selection collapses to its side; ← and → go one
 * grapheme cluster over, ↑ and ↓ to the same cluster of the line above or below (lines as the text breaks them).
 */
function caretAfter(textarea: HTMLTextAreaElement, key: Arrow): number {
  const { value, selectionStart: start, selectionEnd: end } = textarea
  if (start !== end && (key === 'ArrowLeft' || key === 'ArrowRight')) return key === 'ArrowLeft' ? start : end
  const caret = key === 'ArrowLeft' || key === 'ArrowUp' ? start : end
  if (key === 'ArrowLeft') return clusterEnds(value).findLast((at) => at < caret) ?? 0
  if (key === 'ArrowRight') return clusterEnds(value).find((at) => at > caret) ?? caret
  const lineStart = value.lastIndexOf('\n', caret - 1) + 1
  const columns = clusterEnds(value.slice(lineStart, caret)).length - 1
  if (key === 'ArrowUp') {
    if (lineStart === 0) return 0
    return atColumn(value, value.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1, columns)
  }
  const lineEnd = value.indexOf('\n', caret)
  if (lineEnd < 0) return value.length
  const nextEnd = value.indexOf('\n', lineEnd + 1)
  return atColumn(value, lineEnd + 1, nextEnd < 0 ? value.length : nextEnd, columns)
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
