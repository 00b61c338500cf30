import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ExtractionDiff } from '../editor/extraction-diff'
import { failureMessage } from '../../../api/failure-message'
import { ImageViewer } from '../viewer/image-viewer'
import { LineLegend } from './boxes/line-legend'
import { LineTools } from './boxes/line-tools'
import { LinesOverlay, type LinesOverlayHandle } from './boxes/lines-overlay'
import { LineEditor } from './editor/line-editor'
import type { EditorFocus } from '../common/editor-focus'
import { lineFocus } from './line-focus'
import { useLineInUrl } from './line-in-url'
import { currentLine, firstLineToDo } from './state/lines-state'
import type { LineEditing } from './use-line-editing'
import './lines.css'

interface LineWorkspaceProps {
  image: string
  editing: LineEditing
  /** A move's ask for the keyboard: taken into the first line that needs work once the lines show. */
  focus: EditorFocus
  /** The page's save status, shown above the editor. */
  status: ReactNode
  /** The button that finds the page's lines again, among the viewer's line tools. */
  findLines: ReactNode
}

/** An image edited line by line: the lines over the image on the left, the current line's crop and text on the right. */
export function LineWorkspace({ image, editing, focus, status, findLines }: LineWorkspaceProps) {
  const { state, dispatch, saveError } = editing
  const [adding, setAdding] = useState(state.lines.length === 0)
  const field = useRef<HTMLTextAreaElement>(null)
  const boxes = useRef<LinesOverlayHandle>(null)
  const line = currentLine(state)
  useLineInUrl(image, state.current + 1)
  // On opening (and when found lines replace the list), after a move that asked for it.
  const { lines, current } = state
  useEffect(() => {
    if (lines.length === 0 || !focus.take(image)) return
    const toDo = firstLineToDo(lines)
    if (toDo !== undefined && toDo !== current) dispatch({ type: 'selected', index: toDo })
    field.current?.focus()
  }, [focus, image, lines, current, dispatch])
  return (
    <>
      <div className="ocr__image ocr__image--lines">
        <ImageViewer
          name={image}
          focus={lineFocus(state.lines, state.current)}
          tools={
            <>
              <LineTools
                adding={adding}
                onAddingChange={setAdding}
                canUndo={state.history.length > 0}
                onUndo={() => dispatch({ type: 'undone' })}
              />
              {findLines}
            </>
          }
          overlay={(shown) => (
            <LinesOverlay
              ref={boxes}
              image={shown}
              lines={state.lines}
              current={state.current}
              adding={adding}
              dispatch={dispatch}
              onEdit={() => field.current?.focus()}
            />
          )}
        />
        <LineLegend />
        {line?.extracted_text && state.draft && (
          <ExtractionDiff extracted={line.extracted_text} validated={state.draft} />
        )}
      </div>
      <div className="ocr__editor">
        {status}
        {saveError && (
          <div className="ocr-error" role="alert">
            <span className="ocr-error__message">
              Lines not saved: {failureMessage(saveError)}. Your edits are kept here.
            </span>
            {editing.conflict ? (
              <>
                <button type="button" className="ocr-button" onClick={() => void editing.loadTheirs()}>
                  Load the new lines, dropping my edits
                </button>
                <button type="button" className="ocr-button" onClick={() => void editing.keepMine()}>
                  Save mine over them
                </button>
              </>
            ) : (
              <button type="button" className="ocr-button" onClick={() => void editing.flush()}>
                Retry
              </button>
            )}
          </div>
        )}
        {line ? (
          <LineEditor
            image={image}
            state={state}
            dispatch={dispatch}
            fieldRef={field}
            onLeave={() => boxes.current?.focusCurrent()}
          />
        ) : (
          <section className="ocr-line-editor ocr-line-editor--empty" aria-label="Line editor">
            <p>This image has no lines yet: drag on the image to draw the first one.</p>
            <button type="button" className="ocr-button" onClick={editing.stopMarking}>
              Back to the image’s text
            </button>
          </section>
        )}
      </div>
    </>
  )
}
