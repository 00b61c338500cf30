import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { annotationsQueryOptions } from '../../api/queries/ocr'
import { ErrorBanner } from './common/error-banner'
import { failureMessage } from './common/failure-message'
import { useChosenEngine } from './controls/chosen-engine'
import { ControlsPanel } from './controls/controls-panel'
import { ImageWorkspace } from './editor/image-workspace'
import { SaveStatus } from './editor/save-status'
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
import { currentImage, isUnsaved } from './session/session-state'
import { useImageMoves } from './session/use-image-moves'
import { useOcrSession } from './session/use-ocr-session'
import { AgreementBadge, AgreementLine } from './triage/agreement'
import { OrderSelect } from './triage/order-select'
import { TriageControls } from './triage/triage-controls'
import { TriagePanel } from './triage/triage-panel'
import { useTriage } from './triage/use-triage'

/** One project's screen: its saved session, the engine settings, the navigator, the workspace and the image's review. */
export function ProjectSession({ project, projectBar }: { project: number | undefined; projectBar: ReactNode }) {
  const saved = useQuery(annotationsQueryOptions(project))
  const session = useOcrSession(saved.data)
  const [engine, setEngine] = useChosenEngine()
  const [apiKey, setApiKey] = useState('')
  const [model, setModel] = useState<string>()
  const chooseEngine: typeof setEngine = (next) => {
    setEngine(next)
    setModel(undefined) // each engine has its own models
  }
  const { state } = session
  const current = currentImage(state)
  // An image with lines is edited line by line; its line edits are saved before anything moves away from it.
  const lines = useLineEditing(current, session.linesSaved)
  const lineMode = current !== undefined && lines.shown
  const { go, toDo } = useImageMoves({ session, lines, lineMode, project })
  const pageLines = usePageLineFinding({ image: current, engine, apiKey, model, flush: lines.flush, onFound: session.linesSaved, onFailed: session.reportFailure })
  // Triage by engine disagreement (its controls, the list's order and badges, the panel beside the editor).
  const triage = useTriage({ session, engine, apiKey, model })
  const findLines = <FindLinesButton finding={pageLines.finding} disabled={session.busy} onFind={() => void pageLines.find()} />
  // Kept the same from key to key, so the navigator is not drawn again for each key typed.
  const onGo = useCallback((index: number) => void go(index), [go])
  const { agreements, order, setOrder } = triage
  const ordering = useMemo(() => <OrderSelect order={order} onChange={setOrder} />, [order, setOrder])
  const badge = useCallback((name: string) => <AgreementBadge agreement={agreements[name]} />, [agreements])
  const drop = useFileDrop(session.loadFiles, session.busy)
  const annotation = current === undefined ? undefined : state.annotations[current]
  const saveStatus = (pending: boolean, busy: boolean, more?: ReactNode) => (
    <SaveStatus images={state.images} annotations={state.annotations} current={current} unsaved={pending} saving={busy}>
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
      <ErrorBanner message={state.error ?? (saved.isError ? `Failed to load saved annotations: ${failureMessage(saved.error)}` : null)} onDismiss={session.dismissError} />
      <ControlsPanel
        session={session}
        engine={engine}
        onEngineChange={chooseEngine}
        apiKey={apiKey}
        onApiKeyChange={setApiKey}
        model={model}
        onModelChange={setModel}
        beforeLineWork={lines.flush}
        extra={<TriageControls triage={triage} busy={session.busy} />}
      />
      <Navigator
        images={state.images}
        annotations={state.annotations}
        index={state.index}
        toDo={toDo}
        onGo={onGo}
        arrange={triage.arrange}
        ordering={ordering}
        badge={badge}
      />
      <div className="ocr__workspace">
        {lineMode ? (
          <LineWorkspace key={current} image={current} editing={lines} status={saveStatus(lines.unsaved, lines.saving)} findLines={findLines} />
        ) : (
          <ImageWorkspace
            session={session}
            status={saveStatus(isUnsaved(state), session.saving, <AgreementLine agreement={current === undefined ? undefined : agreements[current]} />)}
            tools={
              <>
                <button type="button" onClick={lines.startMarking}>
                  Mark lines
                </button>
                {findLines}
              </>
            }
            readings={current !== undefined && <TriagePanel image={current} agreement={triage.agreements[current]} onPick={triage.pick} next={triage.next} onGo={onGo} />}
          />
        )}
      </div>
      {/* The image's review and deletion (issue 21): a review answers the image's stored annotation, taken in as a line save's is. */}
      <div className="ocr__image-actions">
        <ReviewPanel key={current} image={current} annotation={annotation} unsaved={isUnsaved(state) || lines.unsaved} onReviewed={session.linesSaved} onFailed={session.reportFailure} />
        <DeleteImageButton image={current} disabled={session.busy} onDeleted={session.removed} onFailed={session.reportFailure} />
      </div>
    </div>
  )
}
