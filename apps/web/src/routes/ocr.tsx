import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useState, type ReactNode } from 'react'
import { ProjectScope } from '../api/project-scope'
import { annotationsQueryOptions } from '../api/queries/ocr'
import { useChosenEngine } from './-ocr/controls/chosen-engine'
import { ControlsPanel } from './-ocr/controls/controls-panel'
import { ErrorBanner } from './-ocr/common/error-banner'
import { ImageWorkspace } from './-ocr/editor/image-workspace'
import { failureMessage } from './-ocr/common/failure-message'
import { FindLinesButton } from './-ocr/lines/finding/find-lines-button'
import { usePageLineFinding } from './-ocr/lines/finding/use-page-line-finding'
import { useFileDrop } from './-ocr/loading/use-file-drop'
import { LineWorkspace } from './-ocr/lines/line-workspace'
import { LinesSummary } from './-ocr/lines/lines-summary'
import { useLineEditing } from './-ocr/lines/use-line-editing'
import { useImageInUrl, validateOcrSearch } from './-ocr/navigator/image-in-url'
import { Navigator } from './-ocr/navigator/navigator'
import { nextToDo } from './-ocr/navigator/next-to-do'
import { SaveStatus } from './-ocr/editor/save-status'
import { currentImage, isUnsaved } from './-ocr/session/session-state'
import { useOcrSession } from './-ocr/session/use-ocr-session'
import { useShortcuts } from './-ocr/session/use-shortcuts'
import { useUnsavedWarning } from './-ocr/session/use-unsaved-warning'
import { DeleteImageButton } from './-ocr/projects/delete-image-button'
import { ProjectBar } from './-ocr/projects/project-bar'
import { PersonNameField } from './-ocr/review/person-name-field'
import { ReviewFlag } from './-ocr/review/review-flag'
import { ReviewPanel } from './-ocr/review/review-panel'
import { AgreementBadge, AgreementLine } from './-ocr/triage/agreement'
import { OrderSelect } from './-ocr/triage/order-select'
import { TriageControls } from './-ocr/triage/triage-controls'
import { TriagePanel } from './-ocr/triage/triage-panel'
import { useTriage } from './-ocr/triage/use-triage'
import './-ocr/ocr.css'

export const Route = createFileRoute('/ocr')({
  // The saved session is fetched on start, so a reload restores it (SPEC §2.2). When that fails the page
  // still opens, with the reason in the banner.
  loaderDeps: ({ search }) => ({ project: search.project }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(annotationsQueryOptions(deps.project)),
  // The project and the image on screen (`/ocr?project=…&image=…`): a reload, a bookmark or a shared link opens them.
  validateSearch: validateOcrSearch,
  component: OcrPage,
})

/** Projects (issue 21): the screen works on one project at a time, each with a session of its own. */
function OcrPage() {
  const { project } = Route.useSearch()
  const navigate = Route.useNavigate()
  const choose = useCallback((next: number | undefined) => void navigate({ search: next === undefined ? {} : { project: next } }), [navigate])
  const bar = (
    <ProjectBar project={project} onChoose={choose}>
      <PersonNameField />
    </ProjectBar>
  )
  return (
    <ProjectScope.Provider value={project}>
      <ProjectSession key={project ?? 0} project={project} projectBar={bar} />
    </ProjectScope.Provider>
  )
}

function ProjectSession({ project, projectBar }: { project: number | undefined; projectBar: ReactNode }) {
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
  const { flush } = lines
  const { goTo } = session
  const go = useCallback((index: number) => flush().then((saved) => (saved ? goTo(index) : undefined)), [flush, goTo])
  const toDo = nextToDo(state.images, state.annotations, state.index)
  const pageLines = usePageLineFinding({ image: current, engine, apiKey, model, flush: lines.flush, onFound: session.linesSaved, onFailed: session.reportFailure })
  // Triage by engine disagreement (its controls, the list's order and badges, the panel under the workspace).
  const triage = useTriage({ session, engine, apiKey, model })
  const findLines = <FindLinesButton finding={pageLines.finding} disabled={session.busy} onFind={() => void pageLines.find()} />

  const drop = useFileDrop(session.loadFiles, session.busy)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const show = useCallback(
    (image: string | undefined, replace: boolean) => void navigate({ search: { ...(project === undefined ? {} : { project }), ...(image === undefined ? {} : { image }) }, replace }),
    [navigate, project],
  )
  useImageInUrl({ current, images: state.images, wanted: search.image, go, show })
  const unsaved = isUnsaved(state) || lines.unsaved
  const annotation = current === undefined ? undefined : state.annotations[current]
  useUnsavedWarning(unsaved)
  useShortcuts({
    save: () => void (lineMode ? lines.flush() : session.save()),
    saveAndNext: () => void (lineMode ? go(state.index + 1) : session.saveAndNext()),
    previous: () => void go(state.index - 1),
    next: () => void go(state.index + 1),
    nextToDo: () => void (toDo === undefined ? undefined : go(toDo)),
    undo: lineMode ? () => lines.dispatch({ type: 'undone' }) : undefined,
  })
  const saveStatus = (pending: boolean, busy: boolean) => (
    <SaveStatus images={state.images} annotations={state.annotations} current={current} unsaved={pending} saving={busy}>
      <LinesSummary />
      <ReviewFlag annotation={annotation} />
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
        onGo={(index) => void go(index)}
        arrange={triage.arrange}
        ordering={<OrderSelect order={triage.order} onChange={triage.setOrder} />}
        badge={(name) => <AgreementBadge agreement={triage.agreements[name]} />}
      />
      <div className="ocr__workspace">
        {lineMode ? (
          <LineWorkspace key={current} image={current} editing={lines} status={saveStatus(lines.unsaved, lines.saving)} findLines={findLines} />
        ) : (
          <ImageWorkspace
            session={session}
            status={
              <>
                {saveStatus(isUnsaved(state), session.saving)}
                <AgreementLine agreement={current === undefined ? undefined : triage.agreements[current]} />
              </>
            }
            tools={
              <>
                <button type="button" onClick={lines.startMarking}>
                  Mark lines
                </button>
                {findLines}
              </>
            }
          />
        )}
      </div>
      {/* The image's review and deletion (issue 21): a review answers the image's stored annotation, taken in as a line save's is. */}
      <div className="ocr__image-actions">
        <ReviewPanel key={current} image={current} annotation={annotation} unsaved={unsaved} onReviewed={session.linesSaved} onFailed={session.reportFailure} />
        <DeleteImageButton image={current} disabled={session.busy} onDeleted={session.removed} onFailed={session.reportFailure} />
      </div>
      {!lineMode && current !== undefined && (
        <TriagePanel image={current} agreement={triage.agreements[current]} onPick={triage.pick} next={triage.next} onGo={(index) => void go(index)} />
      )}
    </div>
  )
}
