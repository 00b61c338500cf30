// `pnpm synth`: the synthetic generator without the browser, for large batch jobs.
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DATASET_STYLES, SYNTHETIC_MODES, type DatasetStyle, type GenerateRequest, type SyntheticMode } from '@odia-ai/contract'
import { ConfigError, loadConfig } from '../config'
import { AppError } from '../errors'
import { sanitizeJobName } from '../synthetic/job-name'
import { recoverInterruptedJobs } from '../synthetic/recover-interrupted-jobs'
import { SyntheticGenerator } from '../synthetic/synthetic-generator'
import { progressBar } from './progress-bar'

const USAGE = `Usage: pnpm synth --mode MODE (--input lines.txt | --dataset-url URL [--text-column text] [--max-samples N] [--style STYLE])
                  --out DIR [--seed N] [--height PX] [--workers N] [--fonts-dir DIR]
                  [--columns 1|2] [--rotation] [--scan-look]   (page mode)

  --mode          ${SYNTHETIC_MODES.join(' | ')}
  --input         a UTF-8 text file, one text per non-empty line (not for huggingface)
  --dataset-url   an http(s) CSV (huggingface mode); --text-column defaults to "text";
                  --style draws its rows as single (default), comprehensive or ultra-realistic
  --out           the dataset folder to create (a suffix is added if it exists)
  --seed          same inputs + same seed = byte-identical images
  --height        fixed output height in px
  --columns       page mode: text columns per A4 page (default 1)
  --rotation      page mode: turn each page by a small seeded angle (outlines become polygons)
  --scan-look     page mode: a light scan look (paper, ink, texture, grain, uneven light)`

/** The exit code of a command stopped by a signal: 128 + the signal's number (130 for Ctrl-C, 143 for a kill's SIGTERM). */
const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143 } as const

/** Relative paths are the caller's: pnpm runs root scripts in the repository root and passes the caller's directory as INIT_CWD. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path)

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value)) throw new AppError(400, 'BAD_ARGUMENT', `--${name} must be a whole number, not "${value}".`)
  return Number(value)
}

function readInput(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new AppError(400, 'BAD_ARGUMENT', `Cannot read --input ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`)
  }
}

function readRequest(): { request: GenerateRequest; out: string; workers: number; fontsDir: string | undefined } {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string' },
      input: { type: 'string' },
      'dataset-url': { type: 'string' },
      'text-column': { type: 'string' },
      'max-samples': { type: 'string' },
      style: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      height: { type: 'string' },
      workers: { type: 'string' },
      'fonts-dir': { type: 'string' },
      columns: { type: 'string' },
      rotation: { type: 'boolean' },
      'scan-look': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const mode = values.mode as SyntheticMode | undefined
  if (!mode || !SYNTHETIC_MODES.includes(mode)) throw new AppError(400, 'BAD_ARGUMENT', `--mode must be one of ${SYNTHETIC_MODES.join(', ')}.`)
  if (!values.out) throw new AppError(400, 'BAD_ARGUMENT', '--out DIR is required: the dataset folder to create.')
  const request: GenerateRequest = { mode }
  const seed = integer('seed', values.seed)
  if (seed !== undefined) request.seed = seed
  const height = integer('height', values.height)
  if (height !== undefined) request.image_height = height
  Object.assign(request, pageOptions(values))
  if (mode === 'huggingface') {
    if (values['dataset-url']) request.dataset_url = values['dataset-url']
    if (values['text-column']) request.text_column = values['text-column']
    if (values.style) {
      if (!DATASET_STYLES.includes(values.style as DatasetStyle)) throw new AppError(400, 'BAD_ARGUMENT', `--style must be one of ${DATASET_STYLES.join(', ')}.`)
      request.dataset_style = values.style as DatasetStyle
    }
    const maxSamples = integer('max-samples', values['max-samples'])
    if (maxSamples !== undefined) request.max_samples = maxSamples
  } else {
    if (!values.input) throw new AppError(400, 'BAD_ARGUMENT', `--input lines.txt is required in ${mode} mode.`)
    request.text = readInput(fromCaller(values.input))
  }
  return {
    request,
    out: fromCaller(values.out),
    workers: integer('workers', values.workers) ?? availableParallelism(),
    fontsDir: values['fonts-dir'] ? fromCaller(values['fonts-dir']) : undefined,
  }
}

/** The page mode flags given, as request fields (the generator refuses them in other modes). */
function pageOptions(values: { columns?: string; rotation?: boolean; 'scan-look'?: boolean }): Pick<GenerateRequest, 'columns' | 'rotation' | 'scan_look'> {
  if (values.columns !== undefined && values.columns !== '1' && values.columns !== '2') throw new AppError(400, 'BAD_ARGUMENT', `--columns must be 1 or 2, not "${values.columns}".`)
  return {
    ...(values.columns ? { columns: Number(values.columns) as 1 | 2 } : {}),
    ...(values.rotation ? { rotation: true } : {}),
    ...(values['scan-look'] ? { scan_look: true } : {}),
  }
}

async function main(): Promise<void> {
  const { request, out, workers, fontsDir } = readRequest()
  request.output_subdir = basename(out)
  const outputRoot = dirname(out)
  // A run into the same folder that was killed (SIGKILL, out of memory, a power cut) left its images in a hidden
  // staging folder: they are kept as that run's folder, and this run writes beside it.
  for (const earlier of await recoverInterruptedJobs(outputRoot, sanitizeJobName(request.output_subdir))) {
    console.log(`An earlier run into this folder was killed: its ${earlier.images} images and their metadata.csv are kept in ${join(outputRoot, earlier.folder)}`)
  }
  // DATASET_URL_ALLOW_PRIVATE lets --dataset-url name a mirror on your own network, as it does for the server.
  const generator = new SyntheticGenerator({ outputRoot, fontsDir, workers, datasetUrlAllowPrivate: loadConfig().datasetUrlAllowPrivate })
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
      console.log(`Interrupted: the first ${result.files.length} of ${prepared.total - prepared.skipped} images and their metadata.csv are kept in ${folder}`)
      process.exitCode = exitCode
    } else if (result.pages_dir) console.log(`${prepared.total - prepared.skipped} pages with their PAGE XML, ${result.files.length} line crops and metadata.csv written to ${folder}`)
    else console.log(`${result.files.length} images and metadata.csv written to ${folder}`)
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
