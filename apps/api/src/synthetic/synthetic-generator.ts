import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { drawingModeOf, optionApplies, PREVIEW_LIMIT, SYNTHETIC_MODES, type GenerateRequest, type GenerateResponse, type SkippedRows, type TopUpResult, outputArchivePath } from '@odia-ai/contract'
import { imagesPerText, loadStyleSet, RenderPool, type StyleSet } from '@odia-ai/renderer'
import { badRequest } from '../errors'
import { datasetRequestOf } from './inputs/dataset-request'
import type { DatasetUploads } from './inputs/dataset-uploads'
import { DEFAULT_HF_BASE_URL } from './inputs/hf-parquet-urls'
import { reserveJobFolder, sanitizeJobName } from './job-name'
import { impossibleTexts } from './impossible-texts'
import { LIMITS } from './limits'
import { planImages } from './plan-images'
import { recordedOptions, renderChoicesOf } from './render-options'
import { topUpMarkdown } from './top-up/top-up-markdown'
import { topUpTexts, type ProjectMistakes } from './top-up/top-up-texts'
import { textsFromTextArea } from './typed-texts'
import { writeDataset } from './write-dataset'

export interface SyntheticGeneratorOptions {
  /** `DATA_DIR/output`, served at `/output/`. */
  outputRoot: string
  fontsDir: string | undefined
  workers: number
  /** Dataset URLs may name loopback and private-network addresses (`DATASET_URL_ALLOW_PRIVATE`). */
  datasetUrlAllowPrivate: boolean
  /** Dataset files sent to the upload route; the CLI has none. */
  uploads?: DatasetUploads
  /** Hugging Face, or a mirror of its API (`HF_BASE_URL`). */
  hfBaseUrl?: string
  /** WebDataset's shard size; about 1 GB unless a test makes it small. */
  shardBytes?: number
  /** The annotation projects a top-up reads (the server's; the CLI has none). */
  projectMistakes?: ProjectMistakes
}

/** A checked, planned generation, ready to render. */
export interface PreparedGeneration {
  /** Images planned plus images and rows skipped. */
  total: number
  skipped: number
  /** `DATA_DIR/output/<folder>`, reserved. */
  folder: string
  run(signal: AbortSignal, onImages: (count: number) => void): Promise<GenerateResponse>
}

interface Texts {
  texts: string[]
  /** The input row of each text (several texts share one when a row is split into lines). */
  rows: number[]
  skipped: Array<{ reason: string; count: number }>
  skippedRows?: SkippedRows | undefined
  topUp?: TopUpResult
}

/**
 * Turns a generate request into work: reads the texts (typed, or a dataset's rows), checks the limits,
 * plans every image, reserves the job folder; `run` then renders and writes on the worker pool.
 * The fonts and the pool are loaded on first use and shared by every generation (server jobs, the CLI).
 */
export class SyntheticGenerator {
  private styleSet: StyleSet | undefined
  private pool: RenderPool | undefined

  constructor(private readonly options: SyntheticGeneratorOptions) {}

  /** `DATA_DIR/output`, where published jobs are. */
  get outputRoot(): string {
    return this.options.outputRoot
  }

  /** Everything that can be refused is checked here, before any rendering, so refusals are plain 4xx answers. */
  async prepare(request: GenerateRequest, signal: AbortSignal): Promise<PreparedGeneration> {
    const renderMode = drawingModeOf(request.mode, request.dataset_style)
    const set = this.styles()
    const choices = renderChoicesOf(request, renderMode, set.styles)
    const { texts, rows, skipped: rowSkips, skippedRows, topUp } = await this.readTexts(request, signal)
    // Started before the checks and the plan: the workers load on the other cores meanwhile.
    const pool = this.renderPool()
    const perText = imagesPerText(renderMode, choices)
    const planned = texts.length * perText
    if (planned > LIMITS.imagesPerJob) {
      throw badRequest(
        'TOO_MANY_IMAGES',
        `This job would make ${planned} images (${texts.length} texts × ${perText} per text in ${request.mode} mode); one job makes at most ${LIMITS.imagesPerJob}. Use fewer lines or another mode.`,
      )
    }
    const plan = planImages(renderMode, texts, choices, set, { height: request.image_height, strength: request.strength })
    const skipped = [...rowSkips, ...[...plan.skipped].map(([reason, count]) => ({ reason, count }))]
    const skippedCount = skipped.reduce((sum, entry) => sum + entry.count, 0)
    const impossible = impossibleTexts(texts, rows)
    const folder = await reserveJobFolder(this.options.outputRoot, sanitizeJobName(request.output_subdir))
    const licenses = new Map(set.styles.map((style) => [style.id, style.license]))

    const run = async (runSignal: AbortSignal, onImages: (count: number) => void): Promise<GenerateResponse> => {
      const started = performance.now()
      const written = await writeDataset({
        pool,
        images: plan.images,
        mode: request.mode,
        seed: optionApplies(renderMode, 'seed') ? choices.seed : undefined,
        outputRoot: this.options.outputRoot,
        folder,
        signal: runSignal,
        onImages,
        format: request.output_format,
        shardBytes: this.options.shardBytes,
        card: { skipped, licenseOf: (font) => licenses.get(font) },
      })
      // Beside metadata.csv, for the dataset card to include.
      if (topUp) await writeFile(join(this.options.outputRoot, folder, 'top-up.md'), topUpMarkdown(topUp))
      const base = `output/${folder}`
      const files = written.imagesDir === undefined ? [] : written.images.map((file) => `${base}/${file}`)
      return {
        output_dir: base,
        csv: `${base}/metadata.csv`,
        images_dir: written.imagesDir === undefined || written.imagesDir === '.' ? base : `${base}/${written.imagesDir}`,
        files,
        image_count: written.images.length,
        archive: outputArchivePath(folder),
        ...(skipped.length > 0 ? { skipped } : {}),
        ...(impossible ? { impossible } : {}),
        preview: files.slice(0, PREVIEW_LIMIT).map((file, index) => ({ file, text: plan.images[index]!.text })),
        options: recordedOptions(renderMode, choices, request.image_height),
        elapsed_ms: Math.round(performance.now() - started),
        ...(skippedRows ? { skipped_rows: skippedRows } : {}),
        ...(topUp ? { top_up: topUp } : {}),
      }
    }
    return { total: plan.images.length + skippedCount, skipped: skippedCount, folder, run }
  }

  async close(): Promise<void> {
    await this.pool?.close()
  }

  private async readTexts(request: GenerateRequest, signal: AbortSignal): Promise<Texts> {
    if (request.top_up) return topUpTexts(request, this.options.projectMistakes, (input) => this.readInput(input, signal))
    return this.readInput(request, signal)
  }

  private async readInput(request: GenerateRequest, signal: AbortSignal): Promise<Texts> {
    if (SYNTHETIC_MODES[request.mode].input === 'text') return { ...textsFromTextArea(request.text, request.max_line_chars), skipped: [] }
    const sources = { uploads: this.options.uploads, hfBaseUrl: this.options.hfBaseUrl ?? DEFAULT_HF_BASE_URL }
    // Loaded on first use: the download's HTTP client, parsers and address ranges would be most of what `pnpm synth`
    // loads at start for typed or file input (see apps/api/build.mjs).
    const [{ readDatasetTexts }, { datasetAddressPolicy }] = await Promise.all([import('./dataset-texts'), import('./public-address')])
    return readDatasetTexts(await datasetRequestOf(request, sources), signal, datasetAddressPolicy(this.options.datasetUrlAllowPrivate))
  }

  private styles(): StyleSet {
    this.styleSet ??= loadStyleSet(this.options.fontsDir)
    return this.styleSet
  }

  private renderPool(): RenderPool {
    if (this.pool?.broken) void this.pool.close()
    if (!this.pool || this.pool.broken) this.pool = new RenderPool(this.styles().styles, this.options.workers)
    return this.pool
  }
}
