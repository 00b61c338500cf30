// `pnpm eval`: a generate → recognise round trip. Renders N lines with the synthetic renderer, reads them
// back with an OCR engine and prints CER/WER, lines per second and the worst lines with their diffs.
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  DEFAULT_STRENGTH,
  DEGRADATION_STRENGTHS,
  isOcrEngineName,
  MODEL_ENGINE,
  OCR_ENGINE_NAMES,
  OCR_ENGINES,
  type DegradationStrength,
} from '@odia-ai/contract'
import { fromCaller, loadConfig, SHIPPED_BASE_MODEL_DIR } from '../config'
import { AppError } from '../errors'
import { formatReport } from '../eval/eval-report'
import { cycleLines, sampleLines, textLines } from '../eval/eval-lines'
import { runRoundTrip } from '../eval/round-trip'
import { ModelStore } from '../models/model-store'
import { modelFileSource, type ModelSources } from '../ocr/engines/model-source'
import { ENGINE_ENTRIES } from '../ocr/engines/ocr-engines'
import { progressBar } from './progress-bar'

const USAGE = `Usage: pnpm eval [--engine ${OCR_ENGINE_NAMES.join('|')}] [--mode single|ultra-realistic] [--strength ${DEGRADATION_STRENGTHS.join('|')}]
                 [--lines N] [--input lines.txt] [--seed N] [--workers N] [--api-key-file FILE|-] [--base-url URL]
                 [--model NAME | --model-file MODEL.traineddata]

  --engine        tesseract (default, offline), or an engine that needs a key with --api-key-file (read, never echoed)
  --mode          single (default): clean lines; ultra-realistic: degraded scan-like lines
  --strength      how hard ultra-realistic degrades (default ${DEFAULT_STRENGTH})
  --lines         how many lines to generate and recognise (default 100)
  --input         a UTF-8 text file, one line of text per line (default: lines cut from bundled Odia sentences)
  --model         the engine's model: for tesseract a model of the tool (ori by default; trained and added ones are
                  read from DATA_DIR/models), for Gemini a Gemini model (default gemini-flash-latest)
  --model-file    tesseract only: read with this .traineddata (gzipped or not) instead
  --base-url      Gemini API base URL (default Google; tests use a local fake)`

const bad = (message: string) => new AppError(400, 'BAD_ARGUMENT', message)

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw bad(`--${name} must be a whole number of at least 1, not "${value}".`)
  return Number(value)
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path === '-' ? 0 : fromCaller(path), 'utf8')
  } catch (error) {
    throw bad(
      `Cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
    )
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'tesseract' },
      mode: { type: 'string', default: 'single' },
      strength: { type: 'string', default: DEFAULT_STRENGTH },
      lines: { type: 'string' },
      input: { type: 'string' },
      seed: { type: 'string' },
      workers: { type: 'string' },
      'api-key-file': { type: 'string' },
      'base-url': { type: 'string' },
      model: { type: 'string' },
      'model-file': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) return void console.log(USAGE)
  const mode = values.mode
  if (mode !== 'single' && mode !== 'ultra-realistic') throw bad('--mode must be single or ultra-realistic.')
  const strength = values.strength as DegradationStrength
  if (!DEGRADATION_STRENGTHS.includes(strength))
    throw bad(`--strength must be one of ${DEGRADATION_STRENGTHS.join(', ')}.`)
  const count = wholeNumber('lines', values.lines, 100)
  const seed = wholeNumber('seed', values.seed, 1)
  const workers = wholeNumber('workers', values.workers, availableParallelism())
  const lines = values.input
    ? cycleLines(textLines(readText(values.input, '--input')), count)
    : sampleLines(count, seed)
  if (lines.length === 0) throw bad(`--input ${values.input} has no text lines.`)

  const engineName = values.engine
  if (!isOcrEngineName(engineName)) throw bad(`--engine must be one of ${OCR_ENGINE_NAMES.join(', ')}.`)
  if (OCR_ENGINES[engineName].needsKey && !values['api-key-file']) {
    throw bad(`--engine ${engineName} needs --api-key-file FILE (or - to read the key from standard input).`)
  }
  const apiKey = values['api-key-file'] ? readText(values['api-key-file'], '--api-key-file').trim() : ''
  const modelFile = values['model-file']
  if (modelFile !== undefined && (engineName !== MODEL_ENGINE || values.model !== undefined))
    throw bad(`--model-file is for --engine ${MODEL_ENGINE}, instead of --model.`)
  const models: ModelSources = modelFile
    ? modelFileSource(fromCaller(modelFile))
    : new ModelStore({ modelsDir: join(loadConfig().dataDir, 'models'), baseDir: SHIPPED_BASE_MODEL_DIR })
  const settings = {
    geminiBaseUrl: values['base-url'],
    geminiModel: (engineName === MODEL_ENGINE ? undefined : values.model) ?? 'gemini-flash-latest',
    geminiTimeoutMs: 120_000,
    geminiRetryBaseMs: 1000,
    ocrConcurrency: workers,
  }
  const opened = ENGINE_ENTRIES[engineName].open({ ...settings, workers, models })
  const engine = opened.create(apiKey)
  const model = modelFile ? (await models.list())[0]!.id : (values.model ?? opened.defaultModel)

  const controller = new AbortController()
  process.once('SIGINT', () => controller.abort(new Error('interrupted')))
  const bar = progressBar(lines.length)
  let done = 0
  try {
    await opened.checkModel?.(model)
    const result = await runRoundTrip({
      lines,
      mode,
      strength,
      engine,
      model,
      seed,
      concurrency: workers,
      signal: controller.signal,
      onLine: () => bar.update(++done, 0),
    })
    bar.end()
    console.log(
      formatReport(
        `Round trip: ${lines.length} ${mode === 'ultra-realistic' ? `${mode} (${strength})` : mode} lines → ${engineName} (${model}), seed ${seed}, ${workers} workers`,
        result,
      ),
    )
  } finally {
    await opened.close?.()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError ? error.message : error)
  process.exit(1)
})
