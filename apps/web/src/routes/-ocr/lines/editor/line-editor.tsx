import type { KeyboardEvent, RefObject } from 'react'
import { STATUS_LABEL } from '../../common/annotation-view'
import { ValidatedTextEditor } from '../../editor/validated-text-editor'
import { LineCrop } from './line-crop'
import { LineRegion } from './line-region'
import { fieldKeyAction } from '../state/line-keys'
import { currentLine, isDraftEdited, lineStatus, type LinesAction, type LinesState } from '../state/lines-state'

interface LineEditorProps {
  image: string
  state: LinesState
  dispatch: (action: LinesAction) => void
  fieldRef: RefObject<HTMLTextAreaElement | null>
  /** Escape: the keyboard goes to the line's box. */
  onLeave: () => void
}

/**
 * The current line: where it is in the reading order, its crop right above its text field (ink, then text), and the
 * INSCRIPT keyboard. Enter or Tab saves it and goes to the next line, Shift+Enter or Shift+Tab to the previous one;
 * Escape leaves the field for the line's box.
 */
export function LineEditor({ image, state, dispatch, fieldRef, onLeave }: LineEditorProps) {
  const line = currentLine(state)
  if (!line) return null
  const { current, lines } = state
  const status = lineStatus(line)

  function handleKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = fieldKeyAction(event.nativeEvent)
    if (action === 'toBox') {
      event.preventDefault()
      return onLeave()
    }
    if (action !== 'next' && action !== 'previous') return
    const to = current + (action === 'next' ? 1 : -1)
    // Tab past the first or last line leaves the field, as Tab does elsewhere (the last line is saved first).
    if (event.key === 'Tab' && (to < 0 || to >= lines.length)) {
      if (action === 'next') dispatch({ type: 'confirmed', step: 0 })
      return
    }
    event.preventDefault()
    dispatch(action === 'next' ? { type: 'confirmed', step: 1 } : { type: 'selected', index: to })
  }

  return (
    <section className="ocr-line-editor" aria-label="Line editor">
      <div className="ocr-line-editor__header">
        <h2 className="ocr-line-editor__title">
          Line {current + 1} of {lines.length}
        </h2>
        <span className={`ocr-status ocr-status--${status}`}>
          {STATUS_LABEL[status]}
          {isDraftEdited(state) && ', edited'}
        </span>
        <LineRegion state={state} dispatch={dispatch} />
        <div className="ocr-line-editor__actions">
          <button
            type="button"
            className="ocr-button"
            onClick={() => dispatch({ type: 'selected', index: current - 1 })}
            disabled={current === 0}
          >
            Previous line
          </button>
          <button
            type="button"
            className="ocr-button"
            onClick={() => dispatch({ type: 'selected', index: current + 1 })}
            disabled={current === lines.length - 1}
          >
            Next line
          </button>
          <button
            type="button"
            className="ocr-button"
            onClick={() => dispatch({ type: 'reordered', index: current, to: current - 1 })}
            disabled={current === 0}
          >
            Move up
          </button>
          <button
            type="button"
            className="ocr-button"
            onClick={() => dispatch({ type: 'reordered', index: current, to: current + 1 })}
            disabled={current === lines.length - 1}
          >
            Move down
          </button>
          <button type="button" className="ocr-button" onClick={() => dispatch({ type: 'deleted', index: current })}>
            Delete line
          </button>
        </div>
      </div>
      <ValidatedTextEditor
        value={state.draft}
        onChange={(text) => dispatch({ type: 'drafted', text })}
        onSave={() => dispatch({ type: 'confirmed', step: 0 })}
        saveLabel="Save line"
        label="Line text"
        rows={2}
        above={<LineCrop key={image} image={image} box={line.box} label={`Line ${current + 1} as scanned`} />}
        onKeyDown={handleKey}
        extractedText={line.extracted_text || undefined}
        textareaRef={fieldRef}
      />
      <p className="ocr-line-editor__hint">
        Enter or Tab: save the line and go to the next · Shift+Enter: previous line · Escape: to the line’s box (arrows
        move it, Shift+arrows resize it, Enter comes back)
      </p>
    </section>
  )
}
