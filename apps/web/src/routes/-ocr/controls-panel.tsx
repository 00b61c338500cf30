import { useState } from 'react'
import type { OcrSession } from './use-ocr-session'
import { FileButton } from './file-button'
import { JobProgress } from './job-progress'
import { ModelSelect } from './model-select'
import { ProgressLine } from './progress-line'

interface ControlsPanelProps {
  session: OcrSession
  apiKey: string
  onApiKeyChange(apiKey: string): void
  model: string | undefined
  onModelChange(model: string | undefined): void
}

/** The key, the model, and the buttons that load, process, import and export (SPEC §2.1). */
export function ControlsPanel({ session, apiKey, onApiKeyChange, model, onModelChange }: ControlsPanelProps) {
  const { busy } = session
  const [forExcel, setForExcel] = useState(false)
  return (
    <section className="ocr-controls" aria-label="Controls">
      <div className="ocr-controls__row">
        <input
          className="ocr-controls__key"
          type="password"
          aria-label="Gemini API Key"
          placeholder="Enter your Gemini API Key"
          autoComplete="off"
          value={apiKey}
          onChange={(event) => onApiKeyChange(event.currentTarget.value)}
        />
        <ModelSelect apiKey={apiKey} model={model} onChange={onModelChange} disabled={busy} />
      </div>
      <div className="ocr-controls__row">
        <FileButton label="Load Folder" accept="image/*" multiple disabled={busy} onFiles={(files) => void session.upload(files)} />
        <button type="button" className="ocr-button" disabled={busy} onClick={() => void session.process(apiKey, model)}>
          {busy ? 'Processing...' : 'Process OCR'}
        </button>
        <FileButton label="Load CSV" accept=".csv" disabled={busy} onFiles={([file]) => file && void session.importAnnotations(file)} />
        <button type="button" className="ocr-button" onClick={() => void session.exportAll(forExcel)}>
          Export All to CSV
        </button>
        <label className="ocr-controls__option">
          <input type="checkbox" checked={forExcel} onChange={(event) => setForExcel(event.currentTarget.checked)} />
          For Excel
        </label>
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
}
