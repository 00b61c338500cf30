// Held-out CER while a training runs, for the live chart. lstmtraining evaluates only at local maxima of its training
// error (LSTMTrainer::UpdateErrorGraph), so a short run gets no held-out figure from it. Here each new best checkpoint
// is converted to an integer model and the held-out lines are read with it by the tesseract CLI, as the card reads
// them: below interactive work's priority, one evaluation at a time, a checkpoint that appears while one is read
// skipped (the next one after it is read instead).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { checkpointsBestFirst } from './checkpoints'
import { asSeen } from './as-seen'
import { linesReadCer, readLines } from './evaluate'
import { convertCheckpoint } from './export-model'
import type { LabelledLine } from './ground-truth'
import { TRAINING_NICENESS } from './run-lstmtraining'

export interface HeldOutPoint {
  /** The checkpoint's training iteration. */
  iteration: number
  /** Character error over code points on the held-out lines, in %. */
  cer: number
  /** The same on the guard lines, when there are any, label and reading as seen (as-seen.ts). */
  guardCer?: number
}

export interface CheckpointEvaluationOptions {
  /** lstmtraining's --model_output, whose best checkpoints are read. */
  modelBase: string
  /** The starting model, whose charsets the converted checkpoint keeps. */
  traineddata: string
  heldOut: readonly LabelledLine[]
  /** Lines read beside the held-out ones, their CER told apart (checkpoint-choice.ts). */
  guard: readonly LabelledLine[]
  /** Its own folder: the converted model's tessdata and the image list. */
  dir: string
  onPoint: (point: HeldOutPoint) => void
  onFailure: (message: string) => void
}

const LANG = 'checkpoint'

export class CheckpointEvaluation {
  private readonly controller = new AbortController()
  private running: Promise<void> | undefined
  private lastIteration = -1

  constructor(private readonly options: CheckpointEvaluationOptions) {}

  /** Reads the newest best checkpoint not read yet, unless an evaluation is under way (then it waits for the next call). */
  poll(): void {
    const { heldOut, guard } = this.options
    if (this.running || heldOut.length + guard.length === 0 || this.controller.signal.aborted) return
    const newest = checkpointsBestFirst(this.options.modelBase)
      .filter((checkpoint) => (checkpoint.iteration ?? -1) > this.lastIteration)
      .sort((a, b) => b.iteration! - a.iteration!)[0]
    if (!newest) return
    this.lastIteration = newest.iteration!
    this.running = this.evaluate(newest.path, newest.iteration!)
      .catch((error: Error) => {
        if (!this.controller.signal.aborted) this.options.onFailure(`A held-out evaluation failed: ${error.message}`)
      })
      .finally(() => {
        this.running = undefined
      })
  }

  /** Waits for the evaluation under way; with `stop`, ends it instead. No evaluation starts afterwards. */
  async finish(stop: boolean): Promise<void> {
    if (stop) this.controller.abort()
    await this.running
    this.controller.abort()
  }

  private async evaluate(checkpoint: string, iteration: number): Promise<void> {
    const { heldOut, guard, dir, traineddata } = this.options
    const run = { niceness: TRAINING_NICENESS, signal: this.controller.signal }
    const tessdata = join(dir, 'tessdata')
    mkdirSync(tessdata, { recursive: true })
    await convertCheckpoint(checkpoint, traineddata, join(tessdata, `${LANG}.traineddata`), true, run)
    const lines = [...heldOut, ...guard]
    const read = await readLines(
      lines.map((line) => line.image),
      tessdata,
      LANG,
      dir,
      run,
    )
    this.options.onPoint({
      iteration,
      cer: linesReadCer(heldOut, read.slice(0, heldOut.length)),
      ...(guard.length > 0 ? { guardCer: linesReadCer(guard, read.slice(heldOut.length), asSeen) } : {}),
    })
  }
}
