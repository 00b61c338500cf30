import { DATASET_FORMATS, formatBytes, LINE_EXPORT_FORMAT_NAMES, type LineExportFormat } from '@odia-ai/contract'
import { useState } from 'react'
import { ProgressLine } from '../../common/progress-line'
import { LineCheckSummary } from './line-check-summary'
import { useLineExport, type LineExportState } from './use-line-export'

const isFormat = (value: string): value is LineExportFormat =>
  (LINE_EXPORT_FORMAT_NAMES as readonly string[]).includes(value)

/** What the export is doing, under its controls. */
function ExportStatus({ state, onCancel }: { state: LineExportState; onCancel: () => void }) {
  const cancel = { label: 'Cancel export', onCancel }
  switch (state.stage) {
    case 'checking':
      return <ProgressLine kind="line-export" label="Checking the lines before export…" value={0} cancel={cancel} />
    case 'downloading':
      return (
        <ProgressLine
          kind="line-export"
          label={`Exporting ${state.report.lines.toLocaleString('en')} lines: ${formatBytes(state.received)} received`}
          value={state.received}
          cancel={cancel}
        />
      )
    case 'done':
      return (
        <p
          className="ocr-controls__notice"
          role="status"
        >{`Exported ${state.report.lines.toLocaleString('en')} lines (${formatBytes(state.bytes)}).`}</p>
      )
    case 'cancelled':
      return (
        <p className="ocr-controls__notice" role="status">
          Line export cancelled.
        </p>
      )
    case 'failed':
      return (
        <p
          className="ocr-controls__notice ocr-controls__notice--error"
          role="alert"
        >{`Line export failed: ${state.message}`}</p>
      )
    default:
      return null
  }
}

interface LineExportControlsProps {
  beforeExport: () => Promise<boolean>
  /** Only the images a second person marked reviewed: one choice for this export and the CSV's. */
  onlyReviewed: boolean
  onOnlyReviewedChange: (onlyReviewed: boolean) => void
}

/**
 * `Export lines`: the format, whether only validated lines go, whether only reviewed images (for the CSV export too),
 * the button, then the check's report and the download's progress.
 */
export function LineExportControls({ beforeExport, onlyReviewed, onOnlyReviewedChange }: LineExportControlsProps) {
  const [format, setFormat] = useState<LineExportFormat>(LINE_EXPORT_FORMAT_NAMES[0]!)
  const [onlyValidated, setOnlyValidated] = useState(true)
  const { state, start, cancel } = useLineExport(beforeExport)
  const running = state.stage === 'checking' || state.stage === 'downloading'
  const report = state.stage === 'idle' || state.stage === 'checking' ? undefined : state.report
  return (
    <>
      <div className="ocr-controls__row">
        <label className="ocr-controls__model">
          Line format
          <select
            value={format}
            disabled={running}
            onChange={(event) => isFormat(event.currentTarget.value) && setFormat(event.currentTarget.value)}
          >
            {LINE_EXPORT_FORMAT_NAMES.map((name) => (
              <option key={name} value={name}>
                {DATASET_FORMATS[name].label}
              </option>
            ))}
          </select>
        </label>
        <label className="ocr-controls__option">
          <input
            type="checkbox"
            checked={onlyValidated}
            disabled={running}
            onChange={(event) => setOnlyValidated(event.currentTarget.checked)}
          />
          Only validated lines
        </label>
        <label
          className="ocr-controls__option"
          title="Export All to CSV and Export lines hold only the images a second person marked reviewed"
        >
          <input
            type="checkbox"
            checked={onlyReviewed}
            disabled={running}
            onChange={(event) => onOnlyReviewedChange(event.currentTarget.checked)}
          />
          Only reviewed images
        </label>
        <button
          type="button"
          className="ocr-button"
          disabled={running}
          onClick={() =>
            void start({ format, only_validated: onlyValidated, ...(onlyReviewed ? { only_reviewed: true } : {}) })
          }
        >
          Export lines
        </button>
      </div>
      <ExportStatus state={state} onCancel={cancel} />
      {report && <LineCheckSummary report={report} format={format} />}
    </>
  )
}
