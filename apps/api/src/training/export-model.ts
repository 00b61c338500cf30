// The model files of a run, from its best checkpoint: `best/NAME.traineddata` (float, can be trained further) and
// `fast/NAME.traineddata` (integer, what recognition reads). Each is written beside its place and renamed into it,
// so a reader never finds half a model.
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Checkpoint } from './checkpoints'
import { runTool, type ToolRun } from './tesseract-tools'

export interface ModelFiles {
  best: string
  fast: string
  checkpoint: Checkpoint
}

/** A checkpoint as a .traineddata (integer with `toInt`), written beside `target` and renamed into it. */
export async function convertCheckpoint(
  checkpoint: string,
  traineddata: string,
  target: string,
  toInt: boolean,
  run: ToolRun = {},
): Promise<void> {
  const partial = `${target}.partial`
  rmSync(partial, { force: true })
  try {
    await runTool(
      'lstmtraining',
      [
        '--stop_training',
        '--continue_from',
        checkpoint,
        '--traineddata',
        traineddata,
        ...(toInt ? ['--convert_to_int'] : []),
        '--model_output',
        partial,
      ],
      run,
    )
    renameSync(partial, target)
  } finally {
    rmSync(partial, { force: true })
  }
}

/**
 * Converts the first checkpoint that converts (one cut short by a stop may be half-written: the next is tried).
 * `traineddata` is the starting model, whose dictionaries and charsets the new model keeps.
 */
export async function exportModel(
  checkpoints: readonly Checkpoint[],
  traineddata: string,
  out: string,
  name: string,
): Promise<ModelFiles> {
  const best = join(out, 'best', `${name}.traineddata`)
  const fast = join(out, 'fast', `${name}.traineddata`)
  mkdirSync(join(out, 'best'), { recursive: true })
  mkdirSync(join(out, 'fast'), { recursive: true })
  const failures: string[] = []
  for (const checkpoint of checkpoints) {
    try {
      await convertCheckpoint(checkpoint.path, traineddata, best, false)
      await convertCheckpoint(checkpoint.path, traineddata, fast, true)
      return { best, fast, checkpoint }
    } catch (error) {
      failures.push((error as Error).message.split('\n')[0]!)
    }
  }
  throw new Error(
    checkpoints.length === 0
      ? 'lstmtraining wrote no checkpoint: it stopped before its first 100 iterations were done.'
      : `No checkpoint could be converted:\n  ${failures.join('\n  ')}`,
  )
}
