import type { JobProgress as Progress } from '@odia-ai/contract'

const HEADLINE: Record<Progress['state'], string> = {
  running: 'Processing',
  completed: 'OCR finished',
  cancelled: 'OCR cancelled',
  failed: 'OCR stopped',
}

/** Done / total / failed of the OCR batch, with a cancel button while it runs. */
export function JobProgress({ job, onCancel }: { job: Progress | null; onCancel(): void }) {
  if (job === null) return null
  const running = job.state === 'running'
  const finished = job.done + job.failed + job.skipped
  return (
    <div className="ocr-job" role="status" aria-live="polite">
      <progress max={Math.max(job.total, 1)} value={finished} aria-label="OCR progress" />
      <span>
        {HEADLINE[job.state]}: {finished} / {job.total} images, {job.failed} failed
      </span>
      {running && (
        <button type="button" onClick={onCancel}>
          Cancel OCR
        </button>
      )}
    </div>
  )
}
