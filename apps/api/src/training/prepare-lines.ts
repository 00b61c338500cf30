// Data preparation: each folder split into lines to train on and lines held out, each line's .lstmf made, and the
// list files lstmtraining reads.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LabelledLine } from './ground-truth'
import { makeLineFiles, type LineFile } from './line-files'
import { listFile } from './list-file'
import { splitLines } from './split'

export interface LineSet {
  /** The folder, as the card names it. */
  folder: string
  lines: LabelledLine[]
}

export interface SplitSet {
  folder: string
  train: LabelledLine[]
  heldOut: LabelledLine[]
}

export interface PreparedLines {
  sets: SplitSet[]
  trainList: string
  /** Absent when no line is held out (a single line in each folder). */
  evalList?: string
}

export const splitSets = (sets: readonly LineSet[]): SplitSet[] =>
  sets.map(({ folder, lines }) => ({ folder, ...splitLines(lines) }))

/**
 * `evalOnly`: lines of further held-out sets (--eval), which lstmtraining evaluates its best checkpoints on with the
 * held-out lines of `sets`, so the checkpoint kept is the one that reads unseen lines best.
 */
export async function prepareLines(
  sets: readonly SplitSet[],
  workDir: { lines: string; tessdata: string; root: string },
  onLine: () => void,
  evalOnly: readonly LabelledLine[] = [],
): Promise<PreparedLines> {
  const train = sets.flatMap((set) => set.train)
  const heldOut = [...sets.flatMap((set) => set.heldOut), ...evalOnly]
  const trainFiles: LineFile[] = await makeLineFiles(train, join(workDir.lines, 'train'), workDir.tessdata, onLine)
  const heldOutFiles = await makeLineFiles(heldOut, join(workDir.lines, 'held-out'), workDir.tessdata, onLine)
  const trainList = join(workDir.root, 'list.train')
  writeFileSync(trainList, listFile(trainFiles.map((file) => file.lstmf)))
  if (heldOutFiles.length === 0) return { sets: [...sets], trainList }
  const evalList = join(workDir.root, 'list.eval')
  writeFileSync(evalList, listFile(heldOutFiles.map((file) => file.lstmf)))
  return { sets: [...sets], trainList, evalList }
}
