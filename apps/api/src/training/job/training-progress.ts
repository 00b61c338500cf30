// A training's progress as the job tells it: each phase, the training error every 100 iterations and the held-out
// error of each checkpoint the job read, as job events (replayed to a late watcher) and in the state kept on disk.
import type { TrainingEvent, TrainingPhase, TrainingStatus } from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Job } from '../../jobs/job'
import type { TrainModelEvents } from '../train-model'

/** The training's state: `keep` changes it in memory, `update` writes it too; `trainer` records lstmtraining's pid. */
export interface TrainingStatusKeeper {
  readonly status: TrainingStatus | undefined
  keep: (change: Partial<TrainingStatus>) => void
  update: (change: Partial<TrainingStatus>) => void
  trainer: (pid: number | undefined) => void
}

export function trainingProgress(job: Job, state: TrainingStatusKeeper, log: FastifyBaseLogger): TrainModelEvents {
  const emit = (event: TrainingEvent) => job.advance({}, event)
  let phase: TrainingPhase | undefined
  return {
    onNote: (message) => log.info({ job: job.id }, message),
    // The job says `preparing` before the pipeline does (it writes the project's lines first): once is enough.
    onPhase: (next) => {
      if (next !== phase) emit({ event: 'phase', phase: next })
      phase = next
      state.update({ phase: next })
    },
    onStep: (step, done, total) => {
      // Kept in memory: the file is written at the next phase or iteration, not once a line.
      if (step === 'lines') state.keep({ lines: total, lines_prepared: done })
    },
    onTrainer: (pid) => state.trainer(pid),
    onProgress: (progress) => {
      job.advance({ done: Math.max(0, progress.iteration - job.done) })
      const last = state.status?.train_cer.at(-1)?.iteration ?? -1
      if (progress.iteration <= last) return
      emit({ event: 'iteration', iteration: progress.iteration, train_cer: progress.trainError })
      state.update({
        iteration: progress.iteration,
        train_cer: [...(state.status?.train_cer ?? []), { iteration: progress.iteration, cer: progress.trainError }],
      })
    },
    onHeldOut: ({ iteration, cer }) => {
      emit({ event: 'checkpoint', iteration, eval_cer: cer })
      state.update({ eval_cer: [...(state.status?.eval_cer ?? []), { iteration, cer }] })
    },
  }
}
