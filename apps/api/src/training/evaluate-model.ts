// After training: the new model and ori read every held-out set (the split's, then each --eval and --guard folder),
// and the readings are kept as `eval.json`, the figures of the model card.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { evaluateSet, type EvalSet } from './evaluate'
import type { LineSet, SplitSet } from './prepare-lines'

/** Writes beside the target and renames it into place. */
export function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.partial`, text)
  renameSync(`${path}.partial`, path)
}

export async function evaluateModel(
  fastModel: string,
  work: { root: string; tessdata: string },
  split: readonly SplitSet[],
  evalSets: readonly LineSet[],
  out: string,
  guardSets: readonly LineSet[] = [],
): Promise<EvalSet[]> {
  // Its own tessdata folder, so a model named `ori` does not shadow ori.
  const tessdata = join(work.root, 'eval-tessdata')
  mkdirSync(tessdata, { recursive: true })
  writeFileSync(join(tessdata, 'model.traineddata'), readFileSync(fastModel))
  const readers = {
    model: { tessdata, lang: 'model' },
    ori: { tessdata: work.tessdata, lang: 'ori' },
    workDir: join(work.root, 'eval'),
  }
  const evaluated: EvalSet[] = []
  for (const set of split.filter((set) => set.heldOut.length > 0))
    evaluated.push(await evaluateSet(`held out of ${set.folder}`, set.heldOut, readers))
  for (const set of evalSets) evaluated.push(await evaluateSet(`--eval ${set.folder}`, set.lines, readers))
  for (const set of guardSets) evaluated.push(await evaluateSet(`--guard ${set.folder}`, set.lines, readers))
  writeAtomically(join(out, 'eval.json'), `${JSON.stringify({ sets: evaluated }, null, 2)}\n`)
  return evaluated
}
