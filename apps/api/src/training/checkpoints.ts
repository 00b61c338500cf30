// Which of lstmtraining's checkpoints a stopped or finished run keeps. LSTMTrainer::MaintainCheckpoints writes, every
// 100 iterations, `<base>_checkpoint` (the current state) and, on each new best training error more than 1/32 below
// the last one saved, `<base>_<BCER>_<learning iteration>_<training iteration>.checkpoint`.
import { existsSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export interface Checkpoint {
  path: string
  /** Training character error in %, when the name says it. */
  error?: number
  iteration?: number
}

/** Every checkpoint worth converting, best first: the best-error ones by error (then the later), then the current one. */
export function checkpointsBestFirst(modelBase: string): Checkpoint[] {
  const dir = dirname(modelBase)
  const prefix = `${basename(modelBase)}_`
  const best = (existsSync(dir) ? readdirSync(dir) : []).flatMap((file): Checkpoint[] => {
    if (!file.startsWith(prefix) || !file.endsWith('.checkpoint')) return []
    const match = /^([\d.]+)_(\d+)_(\d+)$/.exec(file.slice(prefix.length, -'.checkpoint'.length))
    return match ? [{ path: join(dir, file), error: Number(match[1]), iteration: Number(match[3]) }] : []
  })
  best.sort((a, b) => a.error! - b.error! || b.iteration! - a.iteration!)
  const current = `${modelBase}_checkpoint`
  return existsSync(current) ? [...best, { path: current }] : best
}
