import type { JobProgress as Progress } from '@odia-ai/contract'
import { ProgressLine } from '../common/progress-line'

const HEADLINE: Record<Progress['state'], string> = {
  running: 'Processing',
  completed: 'OCR finished',
  cancelled: 'OCR cancelled',
  failed: 'OCR stopped',
}

/** Done / total / failed of the OCR batch, with a cancel button while it runs. */
export function JobProgress({ job, onCancel }: { job: Progress | null; onCancel: () => void }) {
  if (job === null) return null
  const finished = job.done + job.failed + job.skipped
  return (
    <ProgressLine
      kind="job"
      label={`${HEADLINE[job.state]}: ${finished} / ${job.total} images, ${job.failed} failed`}
      value={finished}
      max={job.total}
      {...(job.state === 'running' ? { cancel: { label: 'Cancel OCR', onCancel } } : {})}
    />
  )
}
