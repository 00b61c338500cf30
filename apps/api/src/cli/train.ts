// `pnpm train`: trains a Tesseract LSTM model for Odia from tesstrain ground-truth folders and the generator's own
// lines, and writes the float and integer models with their card. What the server's training job will run.
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { GenerateRequest } from '@odia-ai/contract'
import { fromCaller } from '../config'
import { AppError } from '../errors'
import { textLines } from '../eval/eval-lines'
import { checkpointsBestFirst } from '../training/checkpoints'
import { assertEncodable } from '../training/encoding-check'
import { evaluateModel, writeAtomically } from '../training/evaluate-model'
import { exportModel } from '../training/export-model'
import { readGroundTruth } from '../training/ground-truth'
import type { TrainingProgress } from '../training/lstmtraining-progress'
import { describeCheckpoint, describeEnding, modelCard } from '../training/model-card'
import { prepareLines, splitSets, type LineSet } from '../training/prepare-lines'
import { progressLine, type Budget } from '../training/progress-line'
import { startLstmtraining } from '../training/run-lstmtraining'
import { SCRATCH_NET_SPEC, shippedOri, startingPoint } from '../training/starting-point'
import { describeRequest, renderSyntheticLines } from '../training/synthetic-lines'
import { describePassedOver, syntheticTexts } from '../training/synthetic-texts'
import { requireTool } from '../training/tesseract-tools'
import { layWorkDir } from '../training/work-dir'
import { progressBar } from './progress-bar'
import { requestFlagHelp, requestFlagOptions, requestFromFlags, wholeNumber } from './request-flags'

const USAGE = `Usage: pnpm train (--ground-truth DIR ... | --synthetic N) --out DIR [options]

  --ground-truth   a folder of .png/.tif + .gt.txt pairs, as the tesstrain export writes it (repeatable)
  --synthetic      N lines drawn by the generator (its options below; --mode defaults to single)
  --text           a UTF-8 file, one text a line, for the synthetic lines (default: the bundled Odia sample)
  --from           MODEL.traineddata to start from (an integer model is recovered to float), ori (recovered
                   to float) or scratch (default: odia-base, the shipped base model)
  --iterations     train this many iterations (default 1000)
  --minutes        or train for this long instead, then keep the best checkpoint
  --eval           a further held-out folder of .png/.tif + .gt.txt pairs to measure on (repeatable)
  --name           the model's name (default odia)
  --out            where to write best/NAME.traineddata, fast/NAME.traineddata and README.md
Generator options for --synthetic:
${requestFlagHelp()}`

/** The exit code of a command stopped by a signal: 128 + the signal's number. */
const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143 } as const
const DEFAULT_ITERATIONS = 1000

const bad = (message: string) => new AppError(400, 'BAD_ARGUMENT', message)

function readText(path: string, flag: string): string {
  try {
    return readFileSync(fromCaller(path), 'utf8')
  } catch (error) {
    throw bad(`Cannot read ${flag} ${path}: ${(error as Error).message}.`)
  }
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      ...requestFlagOptions(),
      'ground-truth': { type: 'string', multiple: true },
      synthetic: { type: 'string' },
      text: { type: 'string' },
      from: { type: 'string' },
      iterations: { type: 'string' },
      minutes: { type: 'string' },
      eval: { type: 'string', multiple: true },
      name: { type: 'string', default: 'odia' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const {
    'ground-truth': groundTruth = [],
    synthetic,
    text,
    from,
    iterations,
    minutes,
    eval: evalDirs = [],
    name,
    out,
    help: _help,
    ...flags
  } = values
  if (!out) throw bad('--out DIR is required: where the model files and their card are written.')
  if (!/^[\w.-]+$/.test(name)) throw bad(`--name ${name}: use letters, digits, _ . and - only.`)
  const syntheticCount = synthetic === undefined ? 0 : wholeNumber('synthetic', synthetic)
  if (groundTruth.length === 0 && syntheticCount === 0)
    throw bad('Nothing to train on: give --ground-truth DIR (repeatable) or --synthetic N lines.')
  if (iterations !== undefined && minutes !== undefined) throw bad('Give --iterations or --minutes, not both.')
  const budget: Budget =
    minutes !== undefined
      ? { seconds: wholeNumber('minutes', minutes) * 60 }
      : { iterations: iterations === undefined ? DEFAULT_ITERATIONS : wholeNumber('iterations', iterations) }
  const request = syntheticCount > 0 ? (requestFromFlags({ mode: ['single'], ...flags }) as GenerateRequest) : undefined
  return {
    groundTruth: groundTruth.map(fromCaller),
    syntheticCount,
    text: text === undefined ? undefined : { path: text, lines: textLines(readText(text, '--text')) },
    from: from === undefined || from === 'scratch' || from === 'ori' ? from : fromCaller(from),
    budget,
    evalDirs: evalDirs.map(fromCaller),
    name,
    out: resolve(fromCaller(out)),
    request,
  }
}

async function main(): Promise<void> {
  const options = readOptions()
  for (const tool of ['lstmtraining', 'tesseract', 'combine_tessdata'] as const) requireTool(tool)
  const controller = new AbortController()
  let exitCode = 0
  let stopTraining = () => {}
  for (const [signal, code] of Object.entries(STOP_SIGNALS))
    process.on(signal, () => {
      // A second Ctrl-C leaves at once: the model files are renamed into place whole, or not at all.
      if (controller.signal.aborted) process.exit(code)
      exitCode = code
      controller.abort(new Error('interrupted'))
      stopTraining()
    })

  const start = startingPoint(options.from)
  const ori = shippedOri()
  mkdirSync(options.out, { recursive: true })
  const work = await layWorkDir(join(options.out, 'work'), start.traineddata, ori)

  // The labels are checked before anything is drawn or trained.
  const groundTruth: LineSet[] = options.groundTruth.map((dir) => ({ folder: dir, lines: readGroundTruth(dir) }))
  if (options.text && options.text.lines.length === 0) throw bad(`--text ${options.text.path} has no text lines.`)
  assertEncodable(
    groundTruth.flatMap((set) => set.lines),
    work.unicharset,
    start.name,
  )
  const { texts, passedOver } =
    options.syntheticCount === 0
      ? { texts: [], passedOver: [] }
      : syntheticTexts(
          options.syntheticCount,
          work.unicharset,
          options.text ? { lines: options.text.lines } : { seed: options.request?.seed ?? 1 },
        )
  const leftOut = describePassedOver(passedOver)
  if (leftOut) console.log(`${leftOut}.`)
  if (options.syntheticCount > 0 && texts.length === 0)
    throw bad('No text of the source encodes with the starting model’s unicharset: nothing to draw.')

  const sets = [...groundTruth]
  let synthetic: { lines: number; options: string; texts: string } | undefined
  if (options.request) {
    const bar = progressBar(texts.length, process.stderr, 'synthetic lines')
    const rendered = await renderSyntheticLines(options.request, texts, work.root, controller.signal, (done) =>
      bar.update(done, 0),
    )
    bar.end()
    if (controller.signal.aborted) throw bad('Interrupted while drawing the synthetic lines: no model was trained.')
    sets.push({ folder: 'synthetic', lines: readGroundTruth(rendered.dir) })
    synthetic = {
      lines: rendered.images,
      options: `\`${describeRequest(options.request)}\``,
      texts: `${options.text ? options.text.path : 'the bundled Odia sample (apps/api/src/eval/odia-sample.txt)'}${leftOut ? ` (${leftOut})` : ''}`,
    }
  }
  const split = splitSets(sets)
  const evalSets: LineSet[] = options.evalDirs.map((dir) => ({ folder: dir, lines: readGroundTruth(dir) }))

  const evalOnly = evalSets.flatMap((set) => set.lines)
  const lineCount = split.reduce((sum, set) => sum + set.train.length + set.heldOut.length, evalOnly.length)
  const linesBar = progressBar(lineCount, process.stderr, 'lines prepared')
  let prepared = 0
  const lists = await prepareLines(split, work, () => linesBar.update(++prepared, 0), evalOnly)
  linesBar.end()
  if (controller.signal.aborted) throw bad('Interrupted while preparing the lines: no model was trained.')

  const modelBase = join(work.checkpoints, options.name)
  const startedAt = performance.now()
  const elapsed = () => (performance.now() - startedAt) / 1000
  let last = 0
  const heldOutErrors = new Map<number, number>()
  const show = (progress: TrainingProgress) => {
    if (progress.evalIteration !== undefined) heldOutErrors.set(progress.evalIteration, progress.evalError!)
    const line = progressLine(progress, options.budget, elapsed())
    process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`)
    last = progress.iteration
  }
  const training = startLstmtraining(
    {
      traineddata: work.traineddata,
      ...(start.scratch
        ? { netSpec: SCRATCH_NET_SPEC.replace('###', String(work.unicharset.unichars.size)) }
        : { continueFrom: work.lstm }),
      learningRate: start.learningRate,
      modelBase,
      trainList: lists.trainList,
      ...(lists.evalList ? { evalList: lists.evalList } : {}),
      maxIterations: options.budget.iterations ?? 0,
      log: join(work.root, 'lstmtraining.log'),
    },
    show,
  )
  let timedOut = false
  stopTraining = training.stop
  const timer = options.budget.seconds
    ? setTimeout(() => {
        timedOut = true
        training.stop()
      }, options.budget.seconds * 1000)
    : undefined
  const outcome = await training.done.finally(() => clearTimeout(timer))
  if (process.stderr.isTTY) process.stderr.write('\n')
  const seconds = elapsed()
  const iterations = Math.max(last, outcome.progress.iteration)

  const model = await exportModel(
    checkpointsBestFirst(modelBase, heldOutErrors),
    work.traineddata,
    options.out,
    options.name,
  )
  const evaluated = await evaluateModel(model.fast, work, split, evalSets, options.out)
  const ending = describeEnding(timedOut, outcome.stopped)
  const checkpoint = describeCheckpoint(model.checkpoint)
  writeAtomically(
    join(options.out, 'README.md'),
    modelCard({
      name: options.name,
      data: split.map((set) => ({ folder: set.folder, train: set.train.length, heldOut: set.heldOut.length })),
      ...(synthetic ? { synthetic } : {}),
      startingPoint: start.description,
      iterations,
      seconds,
      checkpoint,
      ending,
      evalSets: evaluated,
    }),
  )
  console.log(
    `Trained ${options.name}: ${iterations} iterations in ${Math.round(seconds)} s (${ending}), from ${checkpoint}.`,
  )
  console.log(`Wrote ${model.best}, ${model.fast} and ${join(options.out, 'README.md')}.`)
  if (outcome.stopped && !timedOut) process.exitCode = exitCode
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError ? error.message : error)
  process.exit(1)
})
