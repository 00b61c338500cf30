// Which of lstmtraining's checkpoints a stopped or finished run keeps. LSTMTrainer::MaintainCheckpoints writes, every
// 100 iterations, `<base>_checkpoint` (the current state) and, on each new best training error more than 1/32 below
// the last one saved, `<base>_<BCER>_<learning iteration>_<training iteration>.checkpoint`. The training reads the
// held-out lines with each best checkpoint it can (checkpoint-evaluation.ts) and keeps the one that reads them best.
import { existsSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export interface Checkpoint {
  path: string
  /** Training character error in %, when the name says it. */
  error?: number
  iteration?: number
  /** Character error (code points) on the held-out lines in %, when this checkpoint was read. */
  heldOutError?: number
}

/**
 * Every checkpoint worth converting, best first. With held-out errors (training iteration → CER), the checkpoints read
 * come first by that error: a model that keeps learning its training lines while it gets worse on lines it never saw
 * is not the best. Then the others by training error (then the later), then the current one.
 */
export function checkpointsBestFirst(
  modelBase: string,
  heldOutErrors: ReadonlyMap<number, number> = new Map(),
): Checkpoint[] {
  const dir = dirname(modelBase)
  const prefix = `${basename(modelBase)}_`
  const best = (existsSync(dir) ? readdirSync(dir) : []).flatMap((file): Checkpoint[] => {
    if (!file.startsWith(prefix) || !file.endsWith('.checkpoint')) return []
    const match = /^([\d.]+)_(\d+)_(\d+)$/.exec(file.slice(prefix.length, -'.checkpoint'.length))
    if (!match) return []
    const heldOutError = heldOutErrors.get(Number(match[3]))
    const checkpoint = { path: join(dir, file), error: Number(match[1]), iteration: Number(match[3]) }
    return [heldOutError === undefined ? checkpoint : { ...checkpoint, heldOutError }]
  })
  const rank = (checkpoint: Checkpoint) => checkpoint.heldOutError ?? Infinity
  best.sort((a, b) => rank(a) - rank(b) || a.error! - b.error! || b.iteration! - a.iteration!)
  const current = `${modelBase}_checkpoint`
  return existsSync(current) ? [...best, { path: current }] : best
}
