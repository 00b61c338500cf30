// `pnpm synth`: the synthetic generator without the browser, for large batch jobs.
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { SYNTHETIC_MODES, type GenerateRequest } from '@odia-ai/contract'
import { ConfigError, fromCaller, loadConfig } from '../config'
import { AppError } from '../errors'
import { sanitizeJobName } from '../synthetic/job-name'
import { recoverInterruptedJobs } from '../synthetic/recover-interrupted-jobs'
import { SyntheticGenerator } from '../synthetic/synthetic-generator'
import { progressBar } from './progress-bar'
import { requestFlagHelp, requestFlagOptions, requestFromFlags, wholeNumber } from './request-flags'

const USAGE = `Usage: pnpm synth --mode MODE (--input lines.txt | --dataset-url URL) --out DIR [options]

  --input          a UTF-8 text file, one text per non-empty line (modes that take typed text)
  --out            the dataset folder to create (a suffix is added if it exists)
  --workers        render worker threads (default: one per core)
  --fonts-dir      extra .ttf/.otf/.woff/.woff2 fonts, one style per file
${requestFlagHelp()}

The options a mode takes: ${Object.entries(SYNTHETIC_MODES)
  .map(([mode, info]) => `${mode}: ${info.options.join(', ') || 'those of its --dataset-style'}`)
  .join('; ')}.`

/** The exit code of a command stopped by a signal: 128 + the signal's number (130 for Ctrl-C, 143 for a kill's SIGTERM). */
const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143 } as const

function readInput(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new AppError(
      400,
      'BAD_ARGUMENT',
      `Cannot read --input ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
    )
  }
}

function readRequest(): { request: GenerateRequest; out: string; workers: number; fontsDir: string | undefined } {
  const { values } = parseArgs({
    options: {
      ...requestFlagOptions(),
      input: { type: 'string' },
      out: { type: 'string' },
      workers: { type: 'string' },
      'fonts-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const { input, out, workers, 'fonts-dir': fontsDir, help: _help, ...flags } = values
  const request = requestFromFlags(flags) as GenerateRequest
  if (!out) throw new AppError(400, 'BAD_ARGUMENT', '--out DIR is required: the dataset folder to create.')
  if (SYNTHETIC_MODES[request.mode].input === 'text') {
    if (!input) throw new AppError(400, 'BAD_ARGUMENT', `--input lines.txt is required in ${request.mode} mode.`)
    request.text = readInput(fromCaller(input))
  }
  return {
    request,
    out: fromCaller(out),
    workers: workers === undefined ? availableParallelism() : wholeNumber('workers', workers),
    fontsDir: fontsDir ? fromCaller(fontsDir) : undefined,
  }
}

/** The page mode flags given, as request fields (the generator refuses them in other modes). */
async function main(): Promise<void> {
  const { request, out, workers, fontsDir } = readRequest()
  request.output_subdir = basename(out)
  const outputRoot = dirname(out)
  // A run into the same folder that was killed (SIGKILL, out of memory, a power cut) left its images in a hidden
  // staging folder: they are kept as that run's folder, and this run writes beside it.
  for (const earlier of await recoverInterruptedJobs(outputRoot, sanitizeJobName(request.output_subdir))) {
    const files = earlier.card ? ', their metadata.csv and README.md' : ' and their metadata.csv'
    console.log(
      `An earlier run into this folder was killed: its ${earlier.images} images${files} are kept in ${join(outputRoot, earlier.folder)}`,
    )
  }
  // DATASET_URL_ALLOW_PRIVATE lets --dataset-url name a mirror on your own network, as it does for the server.
  const generator = new SyntheticGenerator({
    outputRoot,
    fontsDir,
    workers,
    datasetUrlAllowPrivate: loadConfig().datasetUrlAllowPrivate,
  })
  const controller = new AbortController()
  let exitCode = 0
  for (const [signal, code] of Object.entries(STOP_SIGNALS)) {
    process.once(signal, () => {
      exitCode = code
      controller.abort(new Error('interrupted'))
    })
  }
  try {
    const prepared = await generator.prepare(request, controller.signal)
    const bar = progressBar(prepared.total, process.stderr, request.mode === 'page' ? 'pages' : 'images')
    let done = 0
    bar.update(0, prepared.skipped)
    const result = await prepared.run(controller.signal, (count) => bar.update((done += count), prepared.skipped))
    bar.end()
    const folder = join(outputRoot, prepared.folder)
    if (controller.signal.aborted) {
      // Ctrl-C or SIGTERM keeps the images written so far, listed in their metadata.csv.
      console.log(
        `Interrupted: the first ${result.image_count} of ${prepared.total - prepared.skipped} images and their metadata.csv are kept in ${folder}`,
      )
      process.exitCode = exitCode
    } else if (result.pages_dir) {
      console.log(
        `${prepared.total - prepared.skipped} pages with their PAGE XML, ${result.image_count} line crops, metadata.csv and README.md written to ${folder}`,
      )
    } else console.log(`${result.image_count} images, metadata.csv and README.md written to ${folder}`)
    for (const skip of result.skipped ?? []) console.log(`skipped ${skip.count}: ${skip.reason}`)
  } catch (error) {
    if (!controller.signal.aborted) throw error
    console.error('Interrupted before any image was written: nothing was kept.')
    process.exitCode = exitCode
  } finally {
    await generator.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError || error instanceof ConfigError ? error.message : error)
  // A job that failed on an unexpected error says "see the server log": here, that is this terminal.
  if (error instanceof AppError && error.cause) console.error(error.cause)
  process.exit(1)
})
