import { MODEL_ENGINE, type TrainingStatus } from '@odia-ai/contract'
import { useId, useState } from 'react'
import { failureMessage } from '../../../api/failure-message'
import { useRereadWithModel, useSetProjectModel } from '../../../api/queries/model-mutations'
import { useEngineChoice } from '../common/engine-scope'
import { CerChart } from './cer-chart'
import { ModelScores } from './model-scores'

interface TrainingOutcomeProps {
  status: TrainingStatus
  /** Follows the OCR job that re-reads the pages, as the page follows its own. */
  onReread: (jobId: string) => void
  /** An OCR job is running: the page runs one at a time. */
  busy: boolean
}

const ENDING: Record<Exclude<TrainingStatus['state'], 'running'>, string> = {
  completed: 'Trained',
  cancelled: 'Cancelled: the best checkpoint was kept as',
  failed: 'Failed',
}

/**
 * The last training's end: the model's card figures, `Use for this project` and `Re-read the pages not validated with
 * it`; or why it failed.
 */
export function TrainingOutcome({ status, onReread, busy }: TrainingOutcomeProps) {
  const { engine, setModel } = useEngineChoice()
  const choose = useSetProjectModel()
  const reread = useRereadWithModel()
  const [problem, setProblem] = useState<string | null>(null)
  const rereadHint = useId()
  const model = status.model
  const state = status.state === 'running' ? 'failed' : status.state
  const chooseForProject = (id: string) => {
    setProblem(null)
    choose.mutate(id, {
      // The select shows the project's model from now on.
      onSuccess: () => engine === MODEL_ENGINE && setModel(id),
      onError: (error) => setProblem(`Failed to use ${model?.label ?? id} for this project: ${failureMessage(error)}`),
    })
  }
  const rereadWith = (id: string) => {
    setProblem(null)
    reread.mutate(id, {
      onSuccess: (started) => onReread(started.job_id),
      onError: (error) => setProblem(`Failed to re-read the pages: ${failureMessage(error)}`),
    })
  }
  return (
    <section className="ocr-models__training" aria-label="Last training">
      <h3>
        {ENDING[state]} {model ? model.label : status.name}
      </h3>
      {status.message && <p className="ocr-models__refusal">{status.message}</p>}
      {model && (
        <>
          <p>
            {model.iterations} iterations in {Math.round(model.seconds)} s, from {model.starting_point}.
          </p>
          <ModelScores scores={model.scores} />
          <p className="ocr-models__buttons">
            <button
              type="button"
              className="ocr-button"
              disabled={choose.isPending}
              onClick={() => chooseForProject(model.id)}
            >
              Use for this project
            </button>
            <button
              type="button"
              className="ocr-button"
              disabled={busy || reread.isPending}
              aria-describedby={rereadHint}
              onClick={() => rereadWith(model.id)}
            >
              Re-read the pages not validated with it
            </button>
          </p>
          <p id={rereadHint} className="ocr-models__hint">
            A page annotated line by line keeps its boxes; its validated lines and any text a person typed stay.
          </p>
          {choose.isSuccess && <p role="status">This project now reads with {model.label}.</p>}
        </>
      )}
      {status.train_cer.length > 0 && <CerChart training={status.train_cer} heldOut={status.eval_cer} />}
      {problem && (
        <p className="ocr-controls__notice ocr-controls__notice--error" role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
