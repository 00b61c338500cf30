import {
  drawingModeOf,
  isLineMode,
  optionApplies,
  SYNTHETIC_MODES,
  type DrawingMode,
  type GenerateRequest,
  type GenerateResponse,
  type SkippedRows,
  type TopUpResult,
} from '@odia-ai/contract'
import { imagesPerText, loadStyleSet, RenderPool, type RenderChoices, type StyleSet } from '@odia-ai/renderer'
import { badRequest } from '../errors'
import { datasetRequestOf, DEFAULT_HF_BASE_URL } from './inputs/dataset-request'
import type { DatasetUploads } from './inputs/dataset-uploads'
import { reserveJobFolder, sanitizeJobName } from './job-name'
import { impossibleTexts } from './impossible-texts'
import { jobAnswer } from './job-answer'
import { LIMITS } from './limits'
import { pageOptionsOf, planPages } from './page-plan'
import { pagePreview } from './page-preview'
import { planImages } from './plan-images'
import { recordedOptions, renderChoicesOf } from './render-options'
import { topUpTexts, type ProjectMistakes } from './top-up/top-up-texts'
import { textsFromTextArea } from './typed-texts'
import { writeDataset } from './write-dataset'
import { writePages } from './write-pages'

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
  run: (signal: AbortSignal, onImages: (count: number) => void) => Promise<GenerateResponse>
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
    const read = await this.readTexts(request, signal)
    // Started before the checks and the plan: the workers load on the other cores meanwhile.
    const pool = this.renderPool()
    if (!isLineMode(renderMode)) return this.preparePages(request, renderMode, choices, read, pool, signal)
    const perText = imagesPerText(renderMode, choices)
    const planned = read.texts.length * perText
    if (planned > LIMITS.imagesPerJob) {
      throw badRequest(
        'TOO_MANY_IMAGES',
        `This job would make ${planned} images (${read.texts.length} texts × ${perText} per text in ${request.mode} mode); one job makes at most ${LIMITS.imagesPerJob}. Use fewer lines or another mode.`,
      )
    }
    const plan = planImages(renderMode, read.texts, choices, set, {
      height: request.image_height,
      strength: request.strength,
    })
    const { skipped, skippedCount, impossible, folder, licenses } = await this.reserveJob(request, read, plan.skipped)

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
        card: { mode: request.mode, skipped, licenses, topUp: read.topUp },
      })
      const options = recordedOptions(renderMode, choices, request.image_height)
      const answer = jobAnswer(folder, written, {
        skipped,
        impossible,
        skippedRows: read.skippedRows,
        options,
        textOf: (index) => plan.images[index]!.text,
        started,
      })
      return read.topUp ? { ...answer, top_up: read.topUp } : answer
    }
    return { total: plan.images.length + skippedCount, skipped: skippedCount, folder, run }
  }

  /** A page mode job: lays out every page first (limits), then renders them and writes their crops, PAGE XML and rows. */
  private async preparePages(
    request: GenerateRequest,
    mode: DrawingMode,
    choices: RenderChoices,
    read: Texts,
    pool: RenderPool,
    signal: AbortSignal,
  ): Promise<PreparedGeneration> {
    const options = pageOptionsOf(request)
    const set = this.styles()
    const plan = await planPages(read.texts, options, choices, set, signal)
    const { skipped, skippedCount, impossible, folder, licenses } = await this.reserveJob(request, read, plan.skipped)
    const run = async (runSignal: AbortSignal, onPages: (count: number) => void): Promise<GenerateResponse> => {
      const started = performance.now()
      const written = await writePages({
        pool,
        pages: plan.pages,
        styles: new Map(set.styles.map((style) => [style.id, style])),
        seed: choices.seed,
        outputRoot: this.options.outputRoot,
        folder,
        signal: runSignal,
        now: new Date(),
        onPages,
        format: request.output_format,
        card: { mode: request.mode, skipped, licenses, topUp: read.topUp },
      })
      const texts = plan.pages.flatMap((page) => page.lines.map((line) => line.text))
      const recorded = recordedOptions(mode, choices, undefined, options)
      const facts = {
        skipped,
        impossible,
        skippedRows: read.skippedRows,
        options: recorded,
        textOf: (index: number) => texts[index]!,
        started,
      }
      return {
        ...jobAnswer(folder, written, facts),
        pages_dir: `output/${folder}/pages`,
        pages: await pagePreview(this.options.outputRoot, folder),
        ...(read.topUp ? { top_up: read.topUp } : {}),
      }
    }
    return { total: plan.pages.length + skippedCount, skipped: skippedCount, folder, run }
  }

  async close(): Promise<void> {
    await this.pool?.close()
  }

  private async readTexts(request: GenerateRequest, signal: AbortSignal): Promise<Texts> {
    if (request.top_up)
      return topUpTexts(request, this.options.projectMistakes, (input) => this.readInput(input, signal))
    return this.readInput(request, signal)
  }

  private async readInput(request: GenerateRequest, signal: AbortSignal): Promise<Texts> {
    if (SYNTHETIC_MODES[request.mode].input === 'text')
      return { ...textsFromTextArea(request.text, request.max_line_chars), skipped: [] }
    const sources = { uploads: this.options.uploads, hfBaseUrl: this.options.hfBaseUrl ?? DEFAULT_HF_BASE_URL }
    // Loaded on first use: the download's HTTP client, parsers and address ranges would be most of what `pnpm synth`
    // loads at start for typed or file input (see apps/api/build.mjs).
    const [{ readDatasetTexts }, { datasetAddressPolicy }] = await Promise.all([
      import('./inputs/dataset-texts'),
      import('./public-address'),
    ])
    return readDatasetTexts(
      await datasetRequestOf(request, sources),
      signal,
      datasetAddressPolicy(this.options.datasetUrlAllowPrivate),
    )
  }

  /**
   * What every job needs once its plan is checked: its skipped texts (rows, then what the plan could not draw, by
   * reason), the texts impossible in Odia, the fonts' licences for its card, and its reserved folder.
   */
  private async reserveJob(request: GenerateRequest, read: Texts, planSkips: Map<string, number>) {
    const skipped = [...read.skipped, ...[...planSkips].map(([reason, count]) => ({ reason, count }))]
    return {
      skipped,
      skippedCount: skipped.reduce((sum, entry) => sum + entry.count, 0),
      impossible: impossibleTexts(read.texts, read.rows),
      licenses: Object.fromEntries(
        this.styles().styles.flatMap((style) => (style.license ? [[style.id, style.license]] : [])),
      ),
      folder: await reserveJobFolder(this.options.outputRoot, sanitizeJobName(request.output_subdir)),
    }
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
