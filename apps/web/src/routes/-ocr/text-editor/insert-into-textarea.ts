import { insertAtSelection } from '@odia-ai/odia-keyboard'

/**
 * Type `insertion` into the text area over its selection, NFC-normalised, leaving the caret after it.
 * It goes through the browser's editing path (`insertText`) so native undo and redo keep working;
 * where that command is unavailable the text is spliced in and an `input` event tells React.
 */
export function insertIntoTextarea(textarea: HTMLTextAreaElement, insertion: string): void {
  const selection = { start: textarea.selectionStart, end: textarea.selectionEnd }
  const { edit, caret } = insertAtSelection(textarea.value, selection, insertion)
  textarea.focus()
  textarea.setSelectionRange(edit.from, edit.to)
  if (!document.execCommand('insertText', false, edit.insert)) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, 'end')
    textarea.dispatchEvent(new Event('input', { bubbles: true }))
  }
  textarea.setSelectionRange(caret, caret)
}
