// A run's working folder, `<out>/work`: the starting model and its parts, the tessdata tesseract reads, the line
// files, the list files and lstmtraining's checkpoints. Laid anew by each run; kept afterwards to look into.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runTool } from './tesseract-tools'
import { parseUnicharset, type Unicharset } from './unicharset'

/** Debian's tessdata/configs/lstm.train: what makes `tesseract … lstm.train` write a .lstmf. */
export const LSTM_TRAIN_CONFIG = `file_type                   .bl
textord_fast_pitch_test	T
tessedit_zero_rejection T
tessedit_minimal_rejection F
tessedit_write_rep_codes F
edges_children_fix F
edges_childarea 0.65
edges_boxarea 0.9
tessedit_train_line_recognizer T
textord_no_rejects T
tessedit_init_config_only T
`

export interface WorkDir {
  root: string
  /** The float starting model, for --traineddata (and --stop_training). */
  traineddata: string
  /**
   * When the unicharset was extended (extended-traineddata.ts), the starting model, for --old_traineddata:
   * `traineddata` is then the extended one.
   */
  oldTraineddata?: string
  /** Its LSTM network, extracted, for --continue_from. */
  lstm: string
  unicharset: Unicharset
  /** A tessdata folder with `ori` (integer) and configs/lstm.train. */
  tessdata: string
  lines: string
  checkpoints: string
}

export async function layWorkDir(root: string, start: Uint8Array, ori: Uint8Array): Promise<WorkDir> {
  // Asynchronous, as the server's training job lays it: megabytes written, or a large old folder removed, in one go
  // would hold up its requests.
  await rm(root, { recursive: true, force: true })
  const dirs = { start: join(root, 'start'), tessdata: join(root, 'tessdata'), checkpoints: join(root, 'checkpoints') }
  for (const dir of [...Object.values(dirs), join(dirs.tessdata, 'configs')]) await mkdir(dir, { recursive: true })
  const traineddata = join(dirs.start, 'start.traineddata')
  await writeFile(traineddata, start)
  await writeFile(join(dirs.tessdata, 'ori.traineddata'), ori)
  await writeFile(join(dirs.tessdata, 'configs', 'lstm.train'), LSTM_TRAIN_CONFIG)
  // combine_tessdata -e names each component by its file's extension.
  const lstm = join(dirs.start, 'start.lstm')
  const unicharsetFile = join(dirs.start, 'start.lstm-unicharset')
  await runTool('combine_tessdata', ['-e', traineddata, lstm, unicharsetFile])
  return {
    root,
    traineddata,
    lstm,
    unicharset: parseUnicharset(await readFile(unicharsetFile, 'utf8')),
    tessdata: dirs.tessdata,
    lines: join(root, 'lines'),
    checkpoints: dirs.checkpoints,
  }
}
