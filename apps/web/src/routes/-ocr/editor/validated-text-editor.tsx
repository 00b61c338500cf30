import { toNfc } from '@odia-ai/odia-keyboard'
import {
  useCallback,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { PAGE_SHORTCUTS } from '../shortcuts/shortcut-registry'
import { ShortcutsButton } from '../shortcuts/shortcuts-button'
import { CheckedTextArea } from './checked-text-area'
import { pressEditKey, type EditKey } from './edit-key'
import { setInscriptOn, useInscriptOn } from './inscript-switch'
import { insertIntoTextarea } from './insert-into-textarea'
import { TextSizeButtons, useTextSize } from './text-size'
import { useInscriptTyping } from './use-inscript-typing'
import { VirtualKeyboard } from './virtual-keyboard'
import './validated-text-editor.css'

export interface ValidatedTextEditorProps {
  /** Controlled text. */
  value: string
  /** Every edit (typing, virtual keys, paste), NFC-normalised. */
  onChange: (value: string) => void
  /** The `Save Current Image` button. */
  onSave: () => void
  saveDisabled?: boolean
  /** When defined, an `Extracted Text:` box shows it. */
  extractedText?: string
  /** Lets the page focus the text area. */
  textareaRef?: Ref<HTMLTextAreaElement>
  /** The text area's accessible name (`Validated text`), the save button's label (`Save Current Image`) and its rows (6). */
  label?: string
  saveLabel?: string
  rows?: number
  /** Shown right above the text area (a line's image, say). */
  above?: ReactNode
  /** Shown right under the save button (the engines' readings), before the extracted text and the keyboard. */
  belowSave?: ReactNode
  /** Sees each key first; a key it calls `preventDefault` on types nothing. */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
}

/** The text area where an image's text is corrected, with the Odia INSCRIPT keyboard, physical and on screen. */
export function ValidatedTextEditor(props: ValidatedTextEditorProps) {
  const {
    value,
    onChange,
    onSave,
    saveDisabled,
    extractedText,
    textareaRef,
    label = 'Validated text',
    saveLabel = 'Save Current Image',
    rows = 6,
    above,
    belowSave,
  } = props
  const keyboardEnabled = useInscriptOn()
  const [textSize, setTextSize] = useTextSize()
  const { pressed, handlers } = useInscriptTyping(keyboardEnabled, onChange)
  const textarea = useRef<HTMLTextAreaElement>(null)
  useImperativeHandle(textareaRef, () => textarea.current as HTMLTextAreaElement, [])

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const area = event.currentTarget
    const normalized = toNfc(area.value)
    if (normalized !== area.value) {
      const caret = toNfc(area.value.slice(0, area.selectionEnd)).length
      area.value = normalized
      area.setSelectionRange(caret, caret)
    }
    onChange(normalized)
  }

  function handlePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    event.preventDefault()
    insertIntoTextarea(event.currentTarget, event.clipboardData.getData('text/plain'), onChange)
  }

  // The same function while `onChange` is, so the keyboard on screen is not drawn again for each key typed.
  const insertFromVirtualKey = useCallback(
    (text: string) => {
      if (textarea.current) insertIntoTextarea(textarea.current, text, onChange)
    },
    [onChange],
  )
  const editFromVirtualKey = useCallback(
    (key: EditKey) => {
      if (textarea.current) pressEditKey(textarea.current, key, onChange)
    },
    [onChange],
  )
  const { keys: toggleKeys } = PAGE_SHORTCUTS.toggleInscript

  return (
    <section className="text-editor">
      <div className="text-editor__bar">
        <label className="text-editor__toggle">
          <input
            type="checkbox"
            checked={keyboardEnabled}
            aria-keyshortcuts={toggleKeys}
            onChange={(event) => setInscriptOn(event.currentTarget.checked)}
          />
          Enable Odiya INSCRIPT Keyboard
        </label>
        {/* Said when it changes, by the box or by its key from the text field. */}
        <span className="text-editor__inscript-state" role="status">
          INSCRIPT {keyboardEnabled ? 'on' : 'off'} · <kbd>{toggleKeys}</kbd>
        </span>
        <TextSizeButtons size={textSize} onChange={setTextSize} />
        <ShortcutsButton />
      </div>
      {above}
      <CheckedTextArea
        ref={textarea}
        className="text-editor__textarea"
        aria-label={label}
        lang="or"
        rows={rows}
        style={{ fontSize: `${textSize}rem` }}
        value={value}
        onChange={handleChange}
        onPaste={handlePaste}
        {...handlers}
        onKeyDown={(event) => {
          props.onKeyDown?.(event)
          if (!event.defaultPrevented) handlers.onKeyDown(event)
        }}
      />
      <button type="button" className="text-editor__save" onClick={onSave} disabled={saveDisabled}>
        {saveLabel}
      </button>
      {belowSave}
      {extractedText !== undefined && (
        <div className="text-editor__extracted">
          <strong>Extracted Text:</strong>
          <p lang="or">{extractedText}</p>
        </div>
      )}
      <VirtualKeyboard
        onInsert={insertFromVirtualKey}
        onEditKey={editFromVirtualKey}
        pressed={keyboardEnabled ? pressed : undefined}
      />
    </section>
  )
}
