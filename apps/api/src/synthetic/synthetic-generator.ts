import { DEFAULT_SEED, DEFAULT_TEXT_COLUMN, type GenerateRequest, type GenerateResponse } from '@odia-ai/contract'
import { imagesPerText, loadStyleSet, RenderPool, type RenderMode, type StyleSet } from '@odia-ai/renderer'
import { badRequest } from '../errors'
import type { Job } from '../jobs/job'
import type { JobRegistry } from '../jobs/job-registry'
import { readDatasetTexts } from './dataset-texts'
import { reserveJobFolder, sanitizeJobName } from './job-name'
import { LIMITS } from './limits'
import { planImages } from './plan-images'
import { textsFromTextArea } from './typed-texts'
import { writeDataset } from './write-dataset'

export const SYNTHETIC_JOB_KIND = 'synthetic'

export interface SyntheticGeneratorOptions {
  /** `DATA_DIR/output`, served at `/output/`. */
  outputRoot: string
  fontsDir: string | undefined
  workers: number
}

interface Texts {
  texts: string[]
  skipped: Array<{ reason: string; count: number }>
}

/**
 * Turns a generate request into a job: reads the texts (typed or from a dataset CSV), checks the limits,
 * plans every image, reserves the job folder, then renders and writes on the worker pool.
 * The fonts and the pool are loaded on first use and shared by every job.
 */
export class SyntheticGenerator {
  private styleSet: StyleSet | undefined
  private pool: RenderPool | undefined

  constructor(
    private readonly options: SyntheticGeneratorOptions,
    private readonly jobs: JobRegistry,
  ) {}

  /** Everything that can be refused is checked before the job starts, so refusals are plain 4xx answers. */
  async start(request: GenerateRequest, signal: AbortSignal): Promise<Job> {
    const renderMode: RenderMode = request.mode === 'huggingface' ? 'single' : request.mode
    const { texts, skipped: rowSkips } = await this.readTexts(request, signal)
    const set = this.styles()
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
    const folder = await reserveJobFolder(this.options.outputRoot, sanitizeJobName(request.output_subdir))
    const pool = this.renderPool()

    return this.jobs.start(SYNTHETIC_JOB_KIND, plan.images.length + skippedCount, async (job): Promise<GenerateResponse> => {
      job.advance({ skipped: skippedCount })
      const files = await writeDataset({
        pool,
        images: plan.images,
        mode: request.mode,
        height: request.image_height,
        outputRoot: this.options.outputRoot,
        folder,
        signal: job.signal,
        onImages: (count) => job.advance({ done: count }),
      })
      const base = `output/${folder}`
      return {
        output_dir: base,
        csv: `${base}/metadata.csv`,
        images_dir: `${base}/images`,
        files: files.map((file) => `${base}/${file}`),
        ...(skipped.length > 0 ? { skipped } : {}),
      }
    })
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
    )
  }

  private styles(): StyleSet {
    this.styleSet ??= loadStyleSet(this.options.fontsDir)
    return this.styleSet
  }

  private renderPool(): RenderPool {
    this.pool ??= new RenderPool(this.styles().styles, this.options.workers)
    return this.pool
  }
}
