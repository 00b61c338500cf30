import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { annotationsQueryOptions } from '../api/queries/ocr'
import { useChosenEngine } from './-ocr/controls/chosen-engine'
import { ControlsPanel } from './-ocr/controls/controls-panel'
import { ErrorBanner } from './-ocr/common/error-banner'
import { ExtractionDiff } from './-ocr/editor/extraction-diff'
import { failureMessage } from './-ocr/common/failure-message'
import { ImageViewer } from './-ocr/viewer/image-viewer'
import { usePageLineFinding } from './-ocr/lines/finding/use-page-line-finding'
import { LineWorkspace } from './-ocr/lines/line-workspace'
import { LinesSummary } from './-ocr/lines/lines-summary'
import { useLineEditing } from './-ocr/lines/use-line-editing'
import { Navigator } from './-ocr/navigator/navigator'
import { SaveStatus } from './-ocr/editor/save-status'
import { currentImage, isUnsaved } from './-ocr/session/session-state'
import { ValidatedTextEditor } from './-ocr/editor/validated-text-editor'
import { useOcrSession } from './-ocr/session/use-ocr-session'
import { useShortcuts } from './-ocr/session/use-shortcuts'
import { useUnsavedWarning } from './-ocr/session/use-unsaved-warning'
import './-ocr/ocr.css'

export const Route = createFileRoute('/ocr')({
  // The saved session is fetched on start, so a reload restores it (SPEC §2.2). When that fails the page
  // still opens, with the reason in the banner.
  loader: ({ context }) => context.queryClient.prefetchQuery(annotationsQueryOptions()),
  component: OcrPage,
})

function OcrPage() {
  const saved = useQuery(annotationsQueryOptions())
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
  const unsaved = isUnsaved(state)
  const annotation = current === undefined ? undefined : state.annotations[current]
  // An image with lines is edited line by line; its line edits are saved before anything moves away from it.
  const lines = useLineEditing(current, session.linesSaved)
  const lineMode = current !== undefined && lines.shown
  const go = (index: number) => void lines.flush().then((saved) => (saved ? session.goTo(index) : undefined))
  const pageLines = usePageLineFinding({ image: current, engine, apiKey, model, flush: lines.flush, onFound: session.linesSaved, onFailed: session.reportFailure })
  const findLinesButton = current !== undefined && (
    <button type="button" onClick={() => void pageLines.find()} disabled={pageLines.finding || session.busy} title="Find this page's text lines with the chosen engine">
      {pageLines.finding ? 'Finding lines…' : 'Find lines on this page'}
    </button>
  )

  useUnsavedWarning(unsaved || lines.unsaved)
  useShortcuts({
    save: () => void (lineMode ? lines.flush() : session.save()),
    saveAndNext: () => (lineMode ? go(state.index + 1) : void session.saveAndNext()),
    previous: () => go(state.index - 1),
    next: () => go(state.index + 1),
    undo: lineMode ? () => lines.dispatch({ type: 'undone' }) : undefined,
  })
  const saveStatus = (pending: boolean, busy: boolean) => (
    <SaveStatus images={state.images} annotations={state.annotations} current={current} unsaved={pending} saving={busy}>
      <LinesSummary />
    </SaveStatus>
  )

  return (
    <div className="ocr">
      <h1>Odia OCR Annotation Tool</h1>
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
      />
      <Navigator images={state.images} annotations={state.annotations} index={state.index} onGo={go} />
      <div className="ocr__workspace">
        {lineMode ? (
          <LineWorkspace key={current} image={current} editing={lines} status={saveStatus(lines.unsaved, lines.saving)} findLines={findLinesButton} />
        ) : (
          <>
            <div className="ocr__image">
              <ImageViewer
                name={current}
                tools={
                  current !== undefined && (
                    <>
                      <button type="button" onClick={lines.startMarking}>
                        Mark lines
                      </button>
                      {findLinesButton}
                    </>
                  )
                }
              />
              {/* Under the image, so the two can be compared. */}
              {annotation?.extracted_text && state.editorText && <ExtractionDiff extracted={annotation.extracted_text} validated={state.editorText} />}
            </div>
            <div className="ocr__editor">
              {saveStatus(unsaved, session.saving)}
              <ValidatedTextEditor
                value={state.editorText}
                onChange={session.edit}
                onSave={() => void session.save()}
                saveDisabled={current === undefined || session.saving}
                extractedText={annotation?.extracted_text ? annotation.extracted_text : undefined}
              />
            </div>
          </>
        )}
      </div>
    </div>
  )
}
