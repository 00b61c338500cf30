import type { TrainingPhase, TrainingStatus } from '@odia-ai/contract'
import { useEffect, useState } from 'react'
import { failureMessage } from '../../../api/failure-message'
import { useCancelTraining } from '../../../api/queries/training'
import { CerChart } from './cer-chart'

export const PHASE_NAMES: Record<TrainingPhase, string> = {
  preparing: 'Preparing the lines',
  training: 'Training',
  exporting: 'Writing the model',
  evaluating: 'Reading the held-out lines',
}

/** m:ss (h:mm:ss past an hour) since `from`. */
export function elapsedSince(from: string, to: number): string {
  const seconds = Math.max(0, Math.floor((to - Date.parse(from)) / 1000))
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
  const pad = (value: number) => String(value).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** The time now, again every second (the phase may not change for a while, the clock does). */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

const budgetText = ({ iterations, minutes }: TrainingStatus['budget']) =>
  iterations !== undefined ? `${iterations} iterations` : `${minutes} min`

/** A running training: its phase, iteration, elapsed time and chart, and Cancel (which keeps the best checkpoint). */
export function TrainingProgress({ status }: { status: TrainingStatus }) {
  const cancel = useCancelTraining()
  const now = useClock()
  const preparing = status.phase === 'preparing' && status.lines > 0
  return (
    <section className="ocr-models__training" aria-label="Training">
      <h3>Training {status.name}</h3>
      <p role="status" className="ocr-models__phase">
        {PHASE_NAMES[status.phase]}
        {preparing && ` (${status.lines_prepared} / ${status.lines} lines)`} · iteration{' '}
        <strong>{status.iteration}</strong> · {elapsedSince(status.started_at, now)} of {budgetText(status.budget)}
      </p>
      <CerChart training={status.train_cer} heldOut={status.eval_cer} />
      <p>
        <button
          type="button"
          className="ocr-button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(status.job_id)}
        >
          Cancel training
        </button>{' '}
        <small>Cancel keeps the best checkpoint so far as the model.</small>
      </p>
      {cancel.isError && <p role="alert">Failed to cancel: {failureMessage(cancel.error)}</p>}
    </section>
  )
}
