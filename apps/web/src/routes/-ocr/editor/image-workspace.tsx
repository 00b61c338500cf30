import type { ReactNode } from 'react'
import type { OcrSession } from '../session/use-ocr-session'
import { currentImage } from '../session/session-state'
import { ImageViewer } from '../viewer/image-viewer'
import { ExtractionDiff } from './extraction-diff'
import { ValidatedTextEditor } from './validated-text-editor'

interface ImageWorkspaceProps {
  session: OcrSession
  /** The image's save status, shown above the editor. */
  status: ReactNode
  /** The viewer's buttons for the line level (`Mark lines`, `Find lines on this page`). */
  tools: ReactNode
  /** The engines' readings of the image and their diff, right under the save button, in the same view as the image. */
  readings?: ReactNode
}

/** An image annotated as one text: the image on the left (with the extraction's diff under it), its text on the right. */
export function ImageWorkspace({ session, status, tools, readings }: ImageWorkspaceProps) {
  const { state } = session
  const current = currentImage(state)
  const annotation = current === undefined ? undefined : state.annotations[current]
  return (
    <>
      <div className="ocr__image">
        <ImageViewer name={current} tools={current !== undefined && tools} />
        {/* Under the image, so the two can be compared. */}
        {annotation?.extracted_text && state.editorText && <ExtractionDiff extracted={annotation.extracted_text} validated={state.editorText} />}
      </div>
      <div className="ocr__editor">
        {status}
        <ValidatedTextEditor
          value={state.editorText}
          onChange={session.edit}
          onSave={() => void session.save()}
          saveDisabled={current === undefined || session.saving}
          extractedText={annotation?.extracted_text ? annotation.extracted_text : undefined}
          belowSave={readings}
          // Four rows keep the save button and the readings' line in view at 1366 × 768; the field grows by hand.
          rows={4}
        />
      </div>
    </>
  )
}
