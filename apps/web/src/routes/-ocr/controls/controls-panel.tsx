import { OCR_ENGINES } from '@odia-ai/contract'
import { memo, useId, useState, type ReactNode } from 'react'
import { EngineSelect } from './engine-select'
import { FileButton } from './file-button'
import { JobProgress } from './job-progress'
import { LineExportControls } from '../lines/export/line-export-controls'
import { ModelSelect } from './model-select'
import { ProcessOcrButton } from './process-ocr-button'
import { useEngineChoice } from '../common/engine-scope'
import { useStoredPreference } from '../common/stored-preference'
import { ProgressLine } from '../common/progress-line'
import { ModelsPanel } from '../models/models-panel'
import { ProjectQuality } from '../quality/project-quality'
import { QualityPictures } from '../quality/quality-pictures'
import { PeopleCounts } from '../review/people-counts'
import { useSessionValue } from '../session/session-store'
import type { OcrSession } from '../session/use-ocr-session'

interface ControlsPanelProps {
  session: OcrSession
  /** Saves the current page's line edits before line work; false when that failed. */
  beforeLineWork: () => Promise<boolean>
  /** More work with the engines, after the model (the triage's `Run both engines`). */
  extra?: ReactNode
}

/**
 * The engine, key and model, the buttons that load, process, import and export (SPEC §2.1), those that find and export
 * text lines, and the project's error rates: the first of them on one row, the rest behind `More controls`. Drawn again only when one of these changes (not when a key is typed or
 * another image opens).
 */
export const ControlsPanel = memo(function ControlsPanel({ session, beforeLineWork, extra }: ControlsPanelProps) {
  const { engine, chooseEngine, apiKey, setApiKey, model, setModel } = useEngineChoice()
  const { busy } = session
  const images = useSessionValue(session.store, (state) => state.images)
  const annotations = useSessionValue(session.store, (state) => state.annotations)
  const [forExcel, setForExcel] = useState(false)
  const [includeCer, setIncludeCer] = useState(false)
  const [includeFlags, setIncludeFlags] = useState(false)
  const [onlyReviewed, setOnlyReviewed] = useState(false)
  const offline = !OCR_ENGINES[engine].needsKey
  // One row by default, so the page gets the window; the rest is a click away, and stays open once opened.
  const [open, setOpen] = useStoredPreference('odia-ai-tools:ocr-controls-open', (stored) => stored === 'true')
  const more = useId()
  return (
    <section className="ocr-controls" aria-label="Controls">
      <div className="ocr-controls__row">
        <EngineSelect engine={engine} onChange={chooseEngine} disabled={busy} />
        <input
          className="ocr-controls__key"
          type="password"
          aria-label="Gemini API Key"
          placeholder={offline ? 'No key needed: Tesseract runs on this server' : 'Enter your Gemini API Key'}
          autoComplete="off"
          disabled={offline}
          value={apiKey}
          onChange={(event) => setApiKey(event.currentTarget.value)}
        />
        <ModelSelect engine={engine} apiKey={apiKey} model={model} onChange={setModel} disabled={busy} />
        {extra}
        <FileButton
          label="Load Images"
          accept="image/*"
          multiple
          disabled={busy}
          onFiles={(files) => void session.upload(files)}
        />
        <ProcessOcrButton
          session={session}
          images={images}
          annotations={annotations}
          engine={engine}
          apiKey={apiKey}
          model={model}
          busy={busy}
        />
        <button
          type="button"
          className="ocr-button ocr-controls__toggle"
          aria-expanded={open}
          aria-controls={more}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Fewer controls' : 'More controls'}
        </button>
      </div>
      {/* Loading a folder, importing, exporting and the figures: behind the toggle, so the page gets the window. */}
      <div id={more} className={`ocr-controls__more${open ? '' : ' ocr-controls__more--closed'}`}>
        <div className="ocr-controls__row">
          <FileButton
            label="Load Folder"
            accept="image/*"
            directory
            disabled={busy}
            onFiles={(files) => void session.uploadFolder(files)}
          />
          <button
            type="button"
            className="ocr-button"
            disabled={busy}
            title="Find the text lines of every page not yet validated, with the chosen engine"
            onClick={() =>
              void beforeLineWork().then((saved) =>
                saved ? session.process(engine, apiKey, model, 'lines') : undefined,
              )
            }
          >
            Find lines
          </button>
          <FileButton
            label="Load CSV"
            accept=".csv"
            disabled={busy}
            onFiles={([file]) => file && void session.importAnnotations(file)}
          />
          <FileButton
            label="Load PAGE XML"
            accept=".xml,.zip"
            multiple
            disabled={busy}
            onFiles={(files) => void session.importPageXml(files)}
          />
          <button
            type="button"
            className="ocr-button"
            onClick={() => void session.exportAll({ excel: forExcel, includeCer, includeFlags, onlyReviewed })}
          >
            Export All to CSV
          </button>
          <label className="ocr-controls__option">
            <input type="checkbox" checked={forExcel} onChange={(event) => setForExcel(event.currentTarget.checked)} />
            For Excel
          </label>
          <label className="ocr-controls__option">
            <input
              type="checkbox"
              checked={includeCer}
              onChange={(event) => setIncludeCer(event.currentTarget.checked)}
            />
            With CER column
          </label>
          <label className="ocr-controls__option" title="The Odia orthography checks' findings on each image's text">
            <input
              type="checkbox"
              checked={includeFlags}
              onChange={(event) => setIncludeFlags(event.currentTarget.checked)}
            />
            With flags column
          </label>
        </div>
        <LineExportControls
          beforeExport={beforeLineWork}
          onlyReviewed={onlyReviewed}
          onOnlyReviewedChange={setOnlyReviewed}
        />
        <div className="ocr-controls__figures">
          <ProjectQuality images={images} annotations={annotations} />
          <QualityPictures images={images} annotations={annotations} />
          <PeopleCounts />
          <ModelsPanel onReread={session.followJob} busy={busy} />
        </div>
      </div>
      {session.uploading && (
        <ProgressLine
          kind="upload"
          label={`Uploading: ${session.uploading.done} / ${session.uploading.total} images`}
          value={session.uploading.done}
          max={session.uploading.total}
          cancel={{ label: 'Cancel upload', onCancel: session.cancelUpload }}
        />
      )}
      <JobProgress job={session.job} onCancel={() => void session.cancel()} />
      {session.notice && (
        <p className="ocr-controls__notice" role="status">
          {session.notice}
        </p>
      )}
    </section>
  )
})
