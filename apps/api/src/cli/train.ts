// `pnpm train`: trains a Tesseract LSTM model for Odia from tesstrain ground-truth folders and the generator's own
// lines, and writes the float and integer models with their card: the pipeline of training/train-model.ts, on a console.
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { GenerateRequest } from '@odia-ai/contract'
import { fromCaller } from '../config'
import { AppError } from '../errors'
import { textLines } from '../eval/eval-lines'
import { readGroundTruth } from '../training/ground-truth'
import type { TrainingProgress } from '../training/lstmtraining-progress'
import { describeCheckpoint } from '../training/model-card'
import { progressLine, type Budget } from '../training/progress-line'
import { startingPoint } from '../training/starting-point'
import { trainModel } from '../training/train-model'
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
  --guard          a folder of lines the model must read no worse than ori (repeatable): the checkpoint kept is
                   the best on the held-out lines among those that do
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
      guard: { type: 'string', multiple: true },
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
    guard: guardDirs = [],
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
    guardDirs: guardDirs.map(fromCaller),
    name,
    out: resolve(fromCaller(out)),
    request,
  }
}

async function main(): Promise<void> {
  const options = readOptions()
  const controller = new AbortController()
  let exitCode = 0
  for (const [signal, code] of Object.entries(STOP_SIGNALS))
    process.on(signal, () => {
      // A second Ctrl-C leaves at once: the model files are renamed into place whole, or not at all.
      if (controller.signal.aborted) process.exit(code)
      exitCode = code
      controller.abort(new Error('interrupted'))
    })

  const start = startingPoint(options.from)
  if (options.text && options.text.lines.length === 0) throw bad(`--text ${options.text.path} has no text lines.`)
  const bars = new Map<string, ReturnType<typeof progressBar>>()
  const endBars = () => {
    for (const bar of bars.values()) bar.end()
    bars.clear()
  }
  const show = (progress: TrainingProgress, elapsed: number) => {
    const line = progressLine(progress, options.budget, elapsed)
    process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`)
  }
  const trained = await trainModel(
    {
      name: options.name,
      out: options.out,
      workDir: join(options.out, 'work'),
      start,
      groundTruth: options.groundTruth.map((dir) => ({ folder: dir, lines: readGroundTruth(dir) })),
      ...(options.request
        ? {
            synthetic: {
              count: options.syntheticCount,
              request: options.request,
              ...(options.text ? { source: { name: options.text.path, lines: options.text.lines } } : {}),
              workers: availableParallelism(),
            },
          }
        : {}),
      evalSets: options.evalDirs.map((dir) => ({ folder: dir, lines: readGroundTruth(dir) })),
      guardSets: options.guardDirs.map((dir) => ({ folder: dir, lines: readGroundTruth(dir) })),
      budget: options.budget,
      trainedWith: '`pnpm train`',
      endings: { timedOut: 'stopped at the --minutes budget', stopped: 'stopped by Ctrl-C or SIGTERM' },
    },
    controller.signal,
    {
      onNote: (message) => console.log(message),
      onStep: (step, done, total) => {
        const unit = step === 'synthetic' ? 'synthetic lines' : 'lines prepared'
        if (!bars.has(step)) {
          endBars()
          bars.set(step, progressBar(total, process.stderr, unit))
        }
        bars.get(step)!.update(done, 0)
      },
      onPhase: (phase) => {
        endBars()
        if (phase === 'exporting' && process.stderr.isTTY) process.stderr.write('\n')
      },
      onProgress: show,
      onHeldOut: ({ iteration, cer, guardCer }) =>
        process.stderr.write(
          `${process.stderr.isTTY ? '\n' : ''}Held-out CER ${cer.toFixed(2)} %${guardCer === undefined ? '' : `, guard ${guardCer.toFixed(2)} %`} with the best checkpoint at iteration ${iteration}\n`,
        ),
    },
  )
  const checkpoint = describeCheckpoint(trained.files.checkpoint)
  console.log(
    `Trained ${options.name}: ${trained.iterations} iterations in ${Math.round(trained.seconds)} s (${trained.ending}), from ${checkpoint}.`,
  )
  console.log(`Wrote ${trained.files.best}, ${trained.files.fast} and ${trained.card}.`)
  if (trained.stopped && !trained.timedOut) process.exitCode = exitCode
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError ? error.message : error)
  process.exit(1)
})
