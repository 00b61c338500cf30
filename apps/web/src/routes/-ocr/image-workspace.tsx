import type { Annotation } from '@odia-ai/contract'
import { useEffect, useRef, type ReactNode } from 'react'
import type { EditorFocus } from './common/editor-focus'
import { useSessionValue } from './session/session-store'
import type { OcrSession } from './session/use-ocr-session'
import { ImageViewer } from './viewer/image-viewer'
import { ExtractionDiff } from './editor/extraction-diff'
import { ValidatedTextEditor } from './editor/validated-text-editor'

interface ImageWorkspaceProps {
  session: OcrSession
  /** The image on screen and its annotation. */
  current: string | undefined
  /** Given once the page knows the image has no lines (it is then edited here): a move's ask for the keyboard. */
  focus: EditorFocus | undefined
  annotation: Annotation | undefined
  /** The image's save status, shown above the editor. */
  status: ReactNode
  /** The viewer's buttons for the line level (`Mark lines`, `Find lines on this page`). */
  tools: ReactNode
  /** The engines' readings of the image and their diff, right under the save button, in the same view as the image. */
  readings?: ReactNode
}

/**
 * An image annotated as one text: the image on the left (with the extraction's diff under it), its text on the right.
 * The one part of the screen that reads the editor's text: a key typed draws this again, and of it only what shows the
 * text (the viewer and what the screen handed in are the same as before, so React leaves them be).
 */
export function ImageWorkspace({ session, current, focus, annotation, status, tools, readings }: ImageWorkspaceProps) {
  const text = useSessionValue(session.store, (state) => state.editorText)
  const field = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (focus && current !== undefined && focus.take(current)) field.current?.focus()
  }, [focus, current])
  return (
    <>
      <div className="ocr__image">
        <ImageViewer name={current} tools={current !== undefined && tools} />
        {/* Under the image, so the two can be compared. */}
        {annotation?.extracted_text && text && (
          <ExtractionDiff key={current} extracted={annotation.extracted_text} validated={text} />
        )}
      </div>
      <div className="ocr__editor">
        {status}
        <ValidatedTextEditor
          value={text}
          onChange={session.edit}
          onSave={() => void session.save()}
          saveDisabled={current === undefined || session.saving}
          extractedText={annotation?.extracted_text ? annotation.extracted_text : undefined}
          belowSave={readings}
          textareaRef={field}
          // Four rows keep the save button and the readings' line in view at 1366 × 768; the field grows by hand.
          rows={4}
        />
      </div>
    </>
  )
}
