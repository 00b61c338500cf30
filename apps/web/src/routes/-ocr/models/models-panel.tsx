import { useQuery, useQueryClient } from '@tanstack/react-query'
import { memo, useEffect } from 'react'
import { failureMessage } from '../../../api/failure-message'
import { modelKeys } from '../../../api/queries/recognition-models'
import { trainingQueryOptions } from '../../../api/queries/training'
import { useStoredPreference } from '../common/stored-preference'
import { ModelList } from './model-list'
import { TrainingForm } from './training-form'
import { TrainingOutcome } from './training-outcome'
import { TrainingProgress } from './training-progress'
import './models.css'

interface ModelsPanelProps {
  /** Follows the OCR job that re-reads the pages with a model. */
  onReread: (jobId: string) => void
  busy: boolean
}

/**
 * The `Models` panel (issue 31): the offline engine's models, `Train a model`, the training's live chart, and the model
 * it made. Open or closed as it was left (a reload finds a running training where it is: the job is on the server).
 */
export const ModelsPanel = memo(function ModelsPanel({ onReread, busy }: ModelsPanelProps) {
  const [open, setOpen] = useStoredPreference('odia-ai-tools:models-panel-open', (stored) => stored === 'true')
  return (
    <details className="ocr-models" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Models</summary>
      {open && <ModelsContent onReread={onReread} busy={busy} />}
    </details>
  )
})

function ModelsContent({ onReread, busy }: ModelsPanelProps) {
  const queryClient = useQueryClient()
  const training = useQuery(trainingQueryOptions())
  const status = training.data
  const running = status?.state === 'running'
  const ended = status && !running ? status.job_id : undefined
  // A training that ends has made a model (or kept its best checkpoint): the list shows it.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: modelKeys.all })
  }, [ended, queryClient])
  return (
    <div className="ocr-models__content">
      <ModelList />
      {training.isError && <p role="alert">Could not read the training: {failureMessage(training.error)}</p>}
      {status && running && <TrainingProgress status={status} />}
      {status && !running && <TrainingOutcome status={status} onReread={onReread} busy={busy} />}
      {!running && <TrainingForm />}
    </div>
  )
}
