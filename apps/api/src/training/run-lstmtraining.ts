// lstmtraining as a child process below interactive work's priority, its log read into progress as it comes.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { setPriority } from 'node:os'
import { createInterface } from 'node:readline'
import { INITIAL_PROGRESS, parseProgressLine, type TrainingProgress } from './lstmtraining-progress'
import { requireTool, TOOL_ENV } from './tesseract-tools'

/** Below the shell and a server's requests (0), above idle batch work. */
export const TRAINING_NICENESS = 10

export interface TrainingRun {
  traineddata: string
  /** The network to continue from; none for a new network. */
  continueFrom?: string
  /** The traineddata `continueFrom` was trained with, when its unicharset is not `traineddata`'s. */
  oldTraineddata?: string
  netSpec?: string
  learningRate: number
  /** lstmtraining's --model_output: checkpoints are `<base>_checkpoint` and `<base>_<BCER>_<N>_<M>.checkpoint`. */
  modelBase: string
  trainList: string
  evalList?: string
  /** 0: until stopped. */
  maxIterations: number
  log: string
}

export interface TrainingOutcome {
  progress: TrainingProgress
  /** Stopped through `stop` (Ctrl-C, SIGTERM, the time budget) rather than at max_iterations. */
  stopped: boolean
}

export function lstmtrainingArgs(run: TrainingRun): string[] {
  return [
    '--traineddata',
    run.traineddata,
    ...(run.continueFrom ? ['--continue_from', run.continueFrom] : []),
    ...(run.oldTraineddata ? ['--old_traineddata', run.oldTraineddata] : []),
    ...(run.netSpec ? ['--net_spec', run.netSpec] : []),
    '--learning_rate',
    String(run.learningRate),
    '--model_output',
    run.modelBase,
    '--train_listfile',
    run.trainList,
    ...(run.evalList ? ['--eval_listfile', run.evalList] : []),
    '--max_iterations',
    String(run.maxIterations),
    '--target_error_rate',
    '0.01',
    '--debug_interval',
    '0',
  ]
}

/** Starts lstmtraining; `stop` ends it (what it last wrote stays), `done` settles when it has exited. */
export function startLstmtraining(
  run: TrainingRun,
  onProgress: (progress: TrainingProgress) => void,
): { pid: number | undefined; stop: () => void; done: Promise<TrainingOutcome> } {
  requireTool('lstmtraining')
  const child = spawn('lstmtraining', lstmtrainingArgs(run), { env: TOOL_ENV, stdio: ['ignore', 'pipe', 'pipe'] })
  if (child.pid !== undefined) setPriority(child.pid, TRAINING_NICENESS)
  const log = createWriteStream(run.log)
  let progress = INITIAL_PROGRESS
  let stopped = false
  const read = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`)
      const next = parseProgressLine(line, progress)
      if (next !== progress) onProgress((progress = next))
    })
  read(child.stdout)
  read(child.stderr)
  const done = new Promise<TrainingOutcome>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code, signal) => {
      log.end()
      if (stopped || code === 0) resolve({ progress, stopped })
      else reject(new Error(`lstmtraining failed (${signal ?? `exit code ${code}`}): see ${run.log}`))
    })
  })
  return {
    pid: child.pid,
    stop: () => {
      stopped = true
      child.kill('SIGTERM')
    },
    done,
  }
}
