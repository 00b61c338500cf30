import { DEFAULT_SEED, DEFAULT_TEXT_COLUMN, type GenerateRequest, type GenerateResponse } from '@odia-ai/contract'
import { imagesPerText, loadStyleSet, RenderPool, type PageOptions, type RenderMode, type StyleSet } from '@odia-ai/renderer'
import { badRequest } from '../errors'
import { readDatasetTexts } from './dataset-texts'
import { reserveJobFolder, sanitizeJobName } from './job-name'
import { impossibleTexts } from './impossible-texts'
import { LIMITS } from './limits'
import { pageOptionsOf, planPages } from './page-plan'
import { datasetAddressPolicy } from './public-address'
import { planImages } from './plan-images'
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
  skipped: Array<{ reason: string; count: number }>
}

/** A finished job's answer: its folder, CSV, images and what was skipped or found impossible, as links from the server base. */
function answer(folder: string, files: string[], skipped: GenerateResponse['skipped'] & object, impossible: GenerateResponse['impossible']): GenerateResponse {
  const base = `output/${folder}`
  return {
    output_dir: base,
    csv: `${base}/metadata.csv`,
    images_dir: `${base}/images`,
    files: files.map((file) => `${base}/${file}`),
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(impossible ? { impossible } : {}),
  }
}

/**
 * Turns a generate request into work: reads the texts (typed or from a dataset CSV), checks the limits,
 * plans every image, reserves the job folder; `run` then renders and writes on the worker pool.
 * The fonts and the pool are loaded on first use and shared by every generation (server jobs, the CLI).
 */
export class SyntheticGenerator {
  private styleSet: StyleSet | undefined
  private pool: RenderPool | undefined

  constructor(private readonly options: SyntheticGeneratorOptions) {}

  /** Everything that can be refused is checked here, before any rendering, so refusals are plain 4xx answers. */
  async prepare(request: GenerateRequest, signal: AbortSignal): Promise<PreparedGeneration> {
    const pageOptions = pageOptionsOf(request)
    const { texts, skipped: rowSkips } = await this.readTexts(request, signal)
    if (pageOptions) return this.preparePages(request, texts, pageOptions, signal)
    const set = this.styles()
    const renderMode: RenderMode = request.mode === 'huggingface' ? (request.dataset_style ?? 'single') : (request.mode as RenderMode)
    const planned = texts.length * imagesPerText(renderMode, set)
    if (planned > LIMITS.imagesPerJob) {
      throw badRequest(
        'TOO_MANY_IMAGES',
        `This job would make ${planned} images (${texts.length} texts × ${imagesPerText(renderMode, set)} per text in ${request.mode} mode); one job makes at most ${LIMITS.imagesPerJob}. Use fewer lines or another mode.`,
      )
    }
    const plan = planImages(renderMode, texts, request.seed ?? DEFAULT_SEED, set)
    const skipped = [...rowSkips, ...[...plan.skipped].map(([reason, count]) => ({ reason, count }))]
    const skippedCount = skipped.reduce((sum, entry) => sum + entry.count, 0)
    const impossible = impossibleTexts(texts)
    const folder = await reserveJobFolder(this.options.outputRoot, sanitizeJobName(request.output_subdir))
    const pool = this.renderPool()

    const run = async (runSignal: AbortSignal, onImages: (count: number) => void): Promise<GenerateResponse> => {
      const files = await writeDataset({
        pool,
        images: plan.images,
        mode: request.mode,
        height: request.image_height,
        outputRoot: this.options.outputRoot,
        folder,
        signal: runSignal,
        onImages,
      })
      return answer(folder, files, skipped, impossible)
    }
    return { total: plan.images.length + skippedCount, skipped: skippedCount, folder, run }
  }

  /** A `page` job: lays out every page first (limits), then renders them and writes their crops, PAGE XML and rows. */
  private async preparePages(request: GenerateRequest, texts: string[], options: PageOptions, signal: AbortSignal): Promise<PreparedGeneration> {
    const plan = await planPages(texts, options, request.seed ?? DEFAULT_SEED, this.styles(), signal)
    const skipped = [...plan.skipped].map(([reason, count]) => ({ reason, count }))
    const skippedCount = skipped.reduce((sum, entry) => sum + entry.count, 0)
    const impossible = impossibleTexts(texts)
    const folder = await reserveJobFolder(this.options.outputRoot, sanitizeJobName(request.output_subdir))
    const pool = this.renderPool()
    const run = async (runSignal: AbortSignal, onPages: (count: number) => void): Promise<GenerateResponse> => {
      const files = await writePages({ pool, pages: plan.pages, outputRoot: this.options.outputRoot, folder, signal: runSignal, now: new Date(), onPages })
      return { ...answer(folder, files, skipped, impossible), pages_dir: `output/${folder}/pages` }
    }
    return { total: plan.pages.length + skippedCount, skipped: skippedCount, folder, run }
  }

  async close(): Promise<void> {
    await this.pool?.close()
  }

  private async readTexts(request: GenerateRequest, signal: AbortSignal): Promise<Texts> {
    if (request.mode !== 'huggingface') return { texts: textsFromTextArea(request.text), skipped: [] }
    if (!request.dataset_url?.trim()) throw badRequest('NO_DATASET_URL', 'Enter the HuggingFace CSV URL of the dataset to render.')
    return readDatasetTexts(
      { url: request.dataset_url, column: request.text_column || DEFAULT_TEXT_COLUMN, maxSamples: request.max_samples },
      signal,
      datasetAddressPolicy(this.options.datasetUrlAllowPrivate),
    )
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
