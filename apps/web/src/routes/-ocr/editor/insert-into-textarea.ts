import { insertAtSelection } from '@odia-ai/odia-keyboard'

/**
 * Type `insertion` into the text area over its selection, NFC-normalised, leaving the caret after it.
 * It goes through the browser's editing path (`insertText`) so native undo and redo keep working;
 * where that deprecated command is missing or refused, the text is spliced in and handed to `onChange`
 * (the command's own `input` event reports the change otherwise).
 */
export function insertIntoTextarea(
  textarea: HTMLTextAreaElement,
  insertion: string,
  onChange: (text: string) => void,
): void {
  const selection = { start: textarea.selectionStart, end: textarea.selectionEnd }
  const { edit, caret } = insertAtSelection(textarea.value, selection, insertion)
  textarea.focus()
  textarea.setSelectionRange(edit.from, edit.to)
  const inserted = typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert)
  if (!inserted) {
    textarea.setRangeText(edit.insert, edit.from, edit.to)
    onChange(textarea.value)
  }
  textarea.setSelectionRange(caret, caret)
}
