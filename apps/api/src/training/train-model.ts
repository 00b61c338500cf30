// One training from its data to its model files and card: the encoding check, the generator's lines, the split, the
// .lstmf files, lstmtraining, the export and the held-out evaluation. `pnpm train` and the server's training job
// both run it; each tells its progress its own way (bars on a console, a job's events).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateRequest, TrainingPhase } from '@odia-ai/contract'
import { badRequest } from '../errors'
import { CheckpointEvaluation, type HeldOutPoint } from './checkpoint-evaluation'
import { asSeen } from './as-seen'
import { checkpointRanking, describeGuard } from './checkpoint-choice'
import { checkpointsBestFirst } from './checkpoints'
import { assertEncodable, unicharsetName } from './encoding-check'
import { evaluateModel, writeAtomically } from './evaluate-model'
import { linesCer, type EvalSet } from './evaluate'
import { exportModel, type ModelFiles } from './export-model'
import { readGroundTruth } from './ground-truth'
import type { TrainingProgress } from './lstmtraining-progress'
import { extendForLabels } from './extended-traineddata'
import { describeCheckpoint, describeUnicharset, modelCard } from './model-card'
import { prepareLines, splitSets, type LineSet } from './prepare-lines'
import type { Budget } from './progress-line'
import { startLstmtraining, TRAINING_NICENESS } from './run-lstmtraining'
import { SCRATCH_NET_SPEC, shippedOri, type StartingPoint } from './starting-point'
import { describeRequest, renderSyntheticLines } from './synthetic-lines'
import { describePassedOver, syntheticCandidates, syntheticTexts } from './synthetic-texts'
import { requireTool } from './tesseract-tools'
import { layWorkDir } from './work-dir'

export interface SyntheticOptions {
  count: number
  /** The generator's options (mode, fonts, sizes, strength, seed…). */
  request: GenerateRequest
  /** The texts to draw, one a line (used in turn), and how the card names them; the bundled sample without them. */
  source?: { name: string; lines: string[] }
  /** Render worker threads. */
  workers: number
}

/** How a run that did not reach its end is described on the card. */
export interface EndingWords {
  timedOut: string
  stopped: string
}

export interface TrainModelOptions {
  /** The model's file name: `best/NAME.traineddata`, `fast/NAME.traineddata`. */
  name: string
  /** Where best/, fast/, eval.json and README.md are written. */
  out: string
  /** The run's working folder, laid anew: line files, list files, checkpoints, lstmtraining.log. */
  workDir: string
  start: StartingPoint
  groundTruth: LineSet[]
  synthetic?: SyntheticOptions
  /** Further held-out sets, never trained on. */
  evalSets: LineSet[]
  /** Sets the model must read no worse than ori: the checkpoint kept is chosen among those that do (checkpoint-choice.ts). */
  guardSets?: LineSet[]
  budget: Budget
  /** What the card says the model was trained with (`` `pnpm train` ``). */
  trainedWith: string
  endings: EndingWords
}

export interface TrainModelEvents {
  /** Said once each, for the reader (the characters added to the unicharset, texts of the source left out). */
  onNote?: (message: string) => void
  onPhase?: (phase: TrainingPhase) => void
  /** Synthetic lines drawn, then lines prepared, of their totals. */
  onStep?: (step: 'synthetic' | 'lines', done: number, total: number) => void
  onProgress?: (progress: TrainingProgress, elapsedSeconds: number) => void
  /** lstmtraining's process id once it runs, undefined once it has exited. */
  onTrainer?: (pid: number | undefined) => void
  /**
   * With this, each new best checkpoint's held-out CER is measured while training runs (checkpoint-evaluation.ts), one
   * at a time, and told here.
   */
  onHeldOut?: (point: HeldOutPoint) => void
}

export interface TrainedModel {
  files: ModelFiles
  iterations: number
  seconds: number
  /** Why training ended, as the card says it. */
  ending: string
  /** Stopped through the signal (not at the budget's end). */
  stopped: boolean
  timedOut: boolean
  evalSets: EvalSet[]
  card: string
}

const interrupted = (step: string) => badRequest('INTERRUPTED', `Interrupted while ${step}: no model was trained.`)

export async function trainModel(
  options: TrainModelOptions,
  signal: AbortSignal,
  events: TrainModelEvents = {},
): Promise<TrainedModel> {
  for (const tool of ['lstmtraining', 'tesseract', 'combine_tessdata'] as const) requireTool(tool)
  const { start, synthetic: syntheticOptions, guardSets = [] } = options
  events.onPhase?.('preparing')
  mkdirSync(options.out, { recursive: true })
  const source = syntheticOptions?.source
  if (source && source.lines.length === 0) throw badRequest('BAD_ARGUMENT', `${source.name} has no text lines.`)
  const textSource = source ? { lines: source.lines } : { seed: syntheticOptions?.request.seed ?? 1 }

  // The labels are checked before anything is drawn or trained, once the unicharset has taken in what they need.
  const { work, added } = await extendForLabels(await layWorkDir(options.workDir, start.traineddata, shippedOri()), [
    ...[...options.groundTruth, ...options.evalSets, ...guardSets].flatMap((set) => set.lines.map((line) => line.text)),
    ...(syntheticOptions ? syntheticCandidates(syntheticOptions.count, textSource) : []),
  ])
  if (added.length > 0) events.onNote?.(`Unicharset: ${describeUnicharset(added)}.`)
  assertEncodable(
    options.groundTruth.flatMap((set) => set.lines),
    work.unicharset,
    unicharsetName(start.name, added),
  )
  const { texts, passedOver } = syntheticOptions
    ? syntheticTexts(syntheticOptions.count, work.unicharset, textSource)
    : { texts: [], passedOver: [] }
  const leftOut = describePassedOver(passedOver)
  if (leftOut) events.onNote?.(`${leftOut}.`)
  if (syntheticOptions && texts.length === 0)
    throw badRequest(
      'BAD_ARGUMENT',
      'No text of the source encodes with the starting model’s unicharset: nothing to draw.',
    )

  const sets = [...options.groundTruth]
  let synthetic: { lines: number; options: string; texts: string } | undefined
  if (syntheticOptions) {
    const rendered = await renderSyntheticLines(
      syntheticOptions.request,
      texts,
      work.root,
      signal,
      syntheticOptions.workers,
      (done) => events.onStep?.('synthetic', done, texts.length),
    )
    if (signal.aborted) throw interrupted('drawing the synthetic lines')
    sets.push({ folder: 'synthetic', lines: readGroundTruth(rendered.dir) })
    synthetic = {
      lines: rendered.images,
      options: `\`${describeRequest(syntheticOptions.request)}\``,
      texts: `${source ? source.name : 'the bundled Odia sample (apps/api/src/eval/odia-sample.txt)'}${leftOut ? ` (${leftOut})` : ''}`,
    }
  }
  const split = splitSets(sets)

  const evalOnly = options.evalSets.flatMap((set) => set.lines)
  const lineCount = split.reduce((sum, set) => sum + set.train.length + set.heldOut.length, evalOnly.length)
  let prepared = 0
  const lists = await prepareLines(
    split,
    work,
    () => {
      if (signal.aborted) throw interrupted('preparing the lines')
      events.onStep?.('lines', ++prepared, lineCount)
    },
    evalOnly,
  )
  if (signal.aborted) throw interrupted('preparing the lines')

  const guard = guardSets.flatMap((set) => set.lines)
  const oriGuardCer =
    guard.length > 0
      ? await linesCer(
          guard,
          { tessdata: work.tessdata, lang: 'ori', dir: join(work.root, 'guard') },
          { run: { niceness: TRAINING_NICENESS, signal }, fold: asSeen },
        )
      : undefined
  if (oriGuardCer !== undefined)
    events.onNote?.(
      `ori reads the guard lines at ${oriGuardCer.toFixed(2)} % CER (as seen): the checkpoint kept reads them no worse.`,
    )
  if (signal.aborted) throw interrupted('reading the guard lines')

  events.onPhase?.('training')
  const modelBase = join(work.checkpoints, options.name)
  const startedAt = performance.now()
  const elapsed = () => (performance.now() - startedAt) / 1000
  let last = 0
  // The held-out (and guard) CER of each best checkpoint read: the model is made from the best of them by
  // checkpointRanking.
  const heldOutPoints: HeldOutPoint[] = []
  const checkpointEvaluation = new CheckpointEvaluation({
    modelBase,
    traineddata: work.traineddata,
    heldOut: [...split.flatMap((set) => set.heldOut), ...evalOnly],
    guard,
    dir: join(work.root, 'checkpoint-eval'),
    onPoint: (point) => {
      heldOutPoints.push(point)
      events.onHeldOut?.(point)
    },
    onFailure: (message) => events.onNote?.(message),
  })
  const training = startLstmtraining(
    {
      traineddata: work.traineddata,
      ...(start.scratch
        ? { netSpec: SCRATCH_NET_SPEC.replace('###', String(work.unicharset.unichars.size)) }
        : { continueFrom: work.lstm, oldTraineddata: work.oldTraineddata }),
      learningRate: start.learningRate,
      modelBase,
      trainList: lists.trainList,
      ...(lists.evalList ? { evalList: lists.evalList } : {}),
      maxIterations: options.budget.iterations ?? 0,
      log: join(work.root, 'lstmtraining.log'),
    },
    (progress) => {
      last = progress.iteration
      events.onProgress?.(progress, elapsed())
      checkpointEvaluation.poll()
    },
  )
  events.onTrainer?.(training.pid)
  let timedOut = false
  signal.addEventListener('abort', training.stop, { once: true })
  const timer = options.budget.seconds
    ? setTimeout(() => {
        timedOut = true
        training.stop()
      }, options.budget.seconds * 1000)
    : undefined
  const outcome = await training.done.finally(() => {
    clearTimeout(timer)
    signal.removeEventListener('abort', training.stop)
    events.onTrainer?.(undefined)
  })
  const seconds = elapsed()
  // The last best checkpoint is read too, unless the training was cancelled.
  if (!signal.aborted) checkpointEvaluation.poll()
  await checkpointEvaluation.finish(signal.aborted)
  const iterations = Math.max(last, outcome.progress.iteration)

  events.onPhase?.('exporting')
  const files = await exportModel(
    checkpointsBestFirst(modelBase, checkpointRanking(heldOutPoints, oriGuardCer)),
    work.traineddata,
    options.out,
    options.name,
  )
  events.onPhase?.('evaluating')
  const evaluated = await evaluateModel(files.fast, work, split, options.evalSets, options.out, guardSets)
  const ending = timedOut ? options.endings.timedOut : outcome.stopped ? options.endings.stopped : 'finished'
  const card = join(options.out, 'README.md')
  writeAtomically(
    card,
    modelCard({
      name: options.name,
      trainedWith: options.trainedWith,
      data: split.map((set) => ({ folder: set.folder, train: set.train.length, heldOut: set.heldOut.length })),
      ...(synthetic ? { synthetic } : {}),
      startingPoint: start.description,
      addedUnichars: added,
      iterations,
      seconds,
      checkpoint: `${describeCheckpoint(files.checkpoint)}${describeGuard(heldOutPoints, files.checkpoint.iteration, oriGuardCer)}`,
      ending,
      evalSets: evaluated,
    }),
  )
  return { files, iterations, seconds, ending, stopped: outcome.stopped, timedOut, evalSets: evaluated, card }
}
