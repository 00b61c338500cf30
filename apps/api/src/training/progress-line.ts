import type { TrainingProgress } from './lstmtraining-progress'

/** m:ss */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

export interface Budget {
  iterations?: number
  seconds?: number
}

/**
 * One line of training progress, in the manner of `pnpm synth`'s bar:
 * `[#####-----] 300/1000 iterations · 5.2 it/s · BCER train 3.21 % · eval 2.90 % (at 200)`.
 */
export function progressLine(progress: TrainingProgress, budget: Budget, elapsedSeconds: number): string {
  const width = 30
  const fraction = budget.iterations
    ? progress.iteration / budget.iterations
    : budget.seconds
      ? elapsedSeconds / budget.seconds
      : 0
  const filled = Math.min(width, Math.round(Math.min(1, fraction) * width))
  const done = budget.iterations
    ? `${progress.iteration}/${budget.iterations} iterations`
    : `${progress.iteration} iterations, ${clock(elapsedSeconds)}/${clock(budget.seconds ?? 0)}`
  const rate = progress.iteration / Math.max(0.001, elapsedSeconds)
  const train = progress.iteration > 0 ? ` · BCER train ${progress.trainError.toFixed(2)} %` : ''
  const evaluated =
    progress.evalError === undefined ? '' : ` · eval ${progress.evalError.toFixed(2)} % (at ${progress.evalIteration})`
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done} · ${rate.toFixed(1)} it/s${train}${evaluated}`
}
