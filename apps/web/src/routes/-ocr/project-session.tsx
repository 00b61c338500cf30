import { ownValue, type Annotation } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { annotationsQueryOptions } from '../../api/queries/ocr'
import { ErrorBanner } from './common/error-banner'
import { failureMessage } from '../../api/failure-message'
import { ControlsPanel } from './controls/controls-panel'
import { ImageWorkspace } from './image-workspace'
import { SaveStatus } from './editor/save-status'
import { toggleInscript } from './editor/inscript-switch'
import { FindLinesButton } from './lines/finding/find-lines-button'
import { usePageLineFinding } from './lines/finding/use-page-line-finding'
import { LineWorkspace } from './lines/line-workspace'
import { LinesSummary } from './lines/lines-summary'
import { useLineEditing } from './lines/use-line-editing'
import { useFileDrop } from './loading/use-file-drop'
import { Navigator } from './navigator/navigator'
import { DeleteImageButton } from './projects/delete-image-button'
import { ReviewFlag } from './review/review-flag'
import { ReviewPanel } from './review/review-panel'
import { createEditorFocus } from './common/editor-focus'
import { isUnsaved } from './session/session-state'
import { useSessionValue } from './session/session-store'
import { useImageMoves } from './session/use-image-moves'
import { useOcrSession } from './session/use-ocr-session'
import { useShortcuts } from './session/use-shortcuts'
import { ShowShortcuts } from './shortcuts/shortcuts-button'
import { AgreementBadge, AgreementLine } from './triage/agreement'
import { OrderSelect } from './triage/order-select'
import { TriageControls } from './triage/triage-controls'
import { TriagePanel } from './triage/triage-panel'
import { useTriage } from './triage/use-triage'

/** Where `Skip to the editor` goes (its first text field: the current line's, or the image's text). */
export const EDITOR_ID = 'ocr-editor'

/**
 * One project's screen: its saved session, the controls, the navigator, the workspace and the image's review.
 * It reads the session's list, position and error, not the editor's text: a key typed draws the editor again, not this.
 */
export function ProjectSession({ project, projectBar }: { project: number | undefined; projectBar: ReactNode }) {
  const saved = useQuery(annotationsQueryOptions(project))
  const session = useOcrSession(saved.data)
  const { store, busy } = session
  const images = useSessionValue(store, (state) => state.images)
  const annotations = useSessionValue(store, (state) => state.annotations)
  const index = useSessionValue(store, (state) => state.index)
  const error = useSessionValue(store, (state) => state.error)
  const unsaved = useSessionValue(store, isUnsaved)
  const current = images[index]
  // An image with lines is edited line by line; its line edits are saved before anything moves away from it.
  const lines = useLineEditing(current, session.linesSaved)
  const lineMode = current !== undefined && lines.shown
  const [editorFocus] = useState(createEditorFocus)
  const { go, toDo } = useImageMoves({ session, lines, lineMode, project, focus: editorFocus })
  const { linesSaved } = session
  const onFound = useCallback(
    (image: string, found: number, annotation: Annotation) => {
      linesSaved(image, annotation)
      // The keyboard goes to the first line found (none found: it stays where it was).
      if (found > 0) editorFocus.ask(image)
    },
    [linesSaved, editorFocus],
  )
  const pageLines = usePageLineFinding({
    image: current,
    flush: lines.flush,
    onFound,
    onFailed: session.reportFailure,
    onRecovered: session.failureResolved,
  })
  const showShortcuts = useContext(ShowShortcuts)
  useShortcuts({
    findLines: () => void (busy || pageLines.finding ? undefined : pageLines.find()),
    toggleInscript,
    showShortcuts,
  })
  // Triage by engine disagreement (its controls, the list's order and badges, the panel beside the editor).
  const triage = useTriage(session)
  // The same elements and functions from render to render, so the panels they go to are not drawn again.
  const { find } = pageLines
  const findLines = useMemo(
    () => <FindLinesButton finding={pageLines.finding} disabled={busy} onFind={() => void find()} />,
    [pageLines.finding, busy, find],
  )
  const tools = useMemo(
    () => (
      <>
        <button type="button" onClick={lines.startMarking}>
          Mark lines
        </button>
        {findLines}
      </>
    ),
    [lines.startMarking, findLines],
  )
  const triageControls = useMemo(() => <TriageControls triage={triage.controls} busy={busy} />, [triage.controls, busy])
  const onGo = useCallback((index: number) => void go(index), [go])
  const { agreements, order, setOrder } = triage
  const ordering = useMemo(() => <OrderSelect order={order} onChange={setOrder} />, [order, setOrder])
  const badge = useCallback((name: string) => <AgreementBadge agreement={ownValue(agreements, name)} />, [agreements])
  const drop = useFileDrop(session.loadFiles, busy)
  const annotation = current === undefined ? undefined : ownValue(annotations, current)
  const agreement = current === undefined ? undefined : ownValue(agreements, current)
  const saveStatus = (pending: boolean, saving: boolean, more?: ReactNode) => (
    <SaveStatus
      images={images}
      annotations={annotations}
      current={current}
      unsaved={pending}
      saving={saving}
      lined={lineMode}
    >
      <LinesSummary />
      <ReviewFlag annotation={annotation} />
      {more}
    </SaveStatus>
  )

  return (
    <div className={`ocr${drop.over ? ' ocr--dropping' : ''}`} {...drop.handlers}>
      <header className="ocr__header">
        <h1>Odia OCR Annotation Tool</h1>
        {projectBar}
      </header>
      {drop.over && (
        <p className="ocr__drop-hint" role="status">
          Drop images to upload them, a CSV or PAGE XML to import it
        </p>
      )}
      <ErrorBanner
        message={error ?? (saved.isError ? `Failed to load saved annotations: ${failureMessage(saved.error)}` : null)}
        onDismiss={session.dismissError}
      />
      <ControlsPanel session={session} beforeLineWork={lines.flush} extra={triageControls} />
      <Navigator
        images={images}
        annotations={annotations}
        index={index}
        toDo={toDo}
        onGo={onGo}
        arrange={triage.arrange}
        ordering={ordering}
        badge={badge}
      />
      <div className="ocr__workspace" id={EDITOR_ID}>
        {lineMode ? (
          <LineWorkspace
            key={current}
            image={current}
            editing={lines}
            focus={editorFocus}
            status={saveStatus(lines.unsaved, lines.saving)}
            findLines={findLines}
          />
        ) : (
          <ImageWorkspace
            session={session}
            current={current}
            focus={lines.ready ? editorFocus : undefined}
            annotation={annotation}
            status={saveStatus(unsaved, session.saving, <AgreementLine agreement={agreement} />)}
            tools={tools}
            readings={
              current !== undefined && (
                <TriagePanel
                  image={current}
                  agreement={agreement}
                  onPick={triage.pick}
                  next={triage.next}
                  onGo={onGo}
                />
              )
            }
          />
        )}
      </div>
      {/* The image's review and deletion (issue 21): a review answers the image's stored annotation, taken in as a line save's is. */}
      <div className="ocr__image-actions">
        <ReviewPanel
          key={current}
          image={current}
          annotation={annotation}
          unsaved={unsaved || lines.unsaved}
          onReviewed={session.linesSaved}
          onFailed={session.reportFailure}
          onRecovered={session.failureResolved}
        />
        <DeleteImageButton
          image={current}
          disabled={busy}
          onDeleted={session.removed}
          onFailed={session.reportFailure}
          onRecovered={session.failureResolved}
        />
      </div>
    </div>
  )
}
