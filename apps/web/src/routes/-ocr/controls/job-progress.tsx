import { counted, type JobProgress as Progress } from '@odia-ai/contract'
import { ProgressLine } from '../common/progress-line'
import type { OcrJobView } from '../session/use-ocr-jobs'

const HEADLINE: Record<Progress['state'], string> = {
  running: 'Processing',
  completed: 'OCR finished',
  cancelled: 'OCR cancelled',
  failed: 'OCR stopped',
}

/** Done / total / failed of the OCR batch (and the lines a re-reading changed), with a cancel button while it runs. */
export function JobProgress({ job, onCancel }: { job: OcrJobView | null; onCancel: () => void }) {
  if (job === null) return null
  const finished = job.done + job.failed + job.skipped
  const lines = job.lines ? ` · ${counted(job.lines.reread, 'line')} re-read, ${job.lines.kept} kept` : ''
  return (
    <ProgressLine
      kind="job"
      label={`${HEADLINE[job.state]}: ${finished} / ${job.total} images, ${job.failed} failed${lines}`}
      value={finished}
      max={job.total}
      {...(job.state === 'running' ? { cancel: { label: 'Cancel OCR', onCancel } } : {})}
    />
  )
}
