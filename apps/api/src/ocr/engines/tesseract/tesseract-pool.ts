import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { createWorker, PSM, type Block, type Worker } from 'tesseract.js'

/** The Odia model ships in the `@tesseract.js-data/ori` package: it is read from node_modules, never from a CDN. */
const odiaModel = createRequire(import.meta.url)('@tesseract.js-data/ori') as {
  code: string
  langPath: string
  gzip: boolean
}

/** `line`: the image holds one text line; `page`: a block or page with several lines. */
export type PageLayout = 'line' | 'page'

/** A page's layout as Tesseract found it: blocks → paragraphs → lines with their boxes and text. */
export interface PageBlocks {
  blocks: Block[]
  /**
   * The angle Tesseract turned the page by before reading it, to level a page scanned askew (0 when it was level).
   * The boxes are in that turned page, which keeps the image's size and turns about its centre.
   */
  rotateRadians: number
}

interface PooledWorker {
  worker: Worker
  layout: PageLayout | undefined
}

/**
 * Tesseract workers for Odia, started lazily (one per core by default) and reused across requests.
 * A caller waits for a free worker; a cancelled caller gives its place up without running.
 */
export class TesseractPool {
  private readonly idle: PooledWorker[] = []
  private readonly waiting: Array<(worker: PooledWorker) => void> = []
  private readonly all: Promise<PooledWorker>[] = []

  constructor(readonly size = availableParallelism()) {}

  async recognize(image: Buffer, layout: PageLayout, signal?: AbortSignal): Promise<string> {
    return this.withWorker(layout, signal, async (worker) => (await worker.recognize(image)).data.text)
  }

  /** Reads a page with its layout, levelled first when Tesseract finds its lines at an angle. */
  async readBlocks(image: Buffer, signal?: AbortSignal): Promise<PageBlocks> {
    return this.withWorker('page', signal, async (worker) => {
      const { data } = await worker.recognize(image, { rotateAuto: true }, { text: false, blocks: true })
      return { blocks: data.blocks ?? [], rotateRadians: data.rotateRadians ?? 0 }
    })
  }

  /** Stops every worker (server shutdown). */
  async close(): Promise<void> {
    const workers = await Promise.allSettled(this.all.splice(0))
    this.idle.length = 0
    await Promise.all(
      workers.flatMap((settled) => (settled.status === 'fulfilled' ? [settled.value.worker.terminate()] : [])),
    )
  }

  private async withWorker<T>(
    layout: PageLayout,
    signal: AbortSignal | undefined,
    work: (worker: Worker) => Promise<T>,
  ): Promise<T> {
    const pooled = await this.acquire(signal)
    try {
      if (pooled.layout !== layout) {
        // debug_file: Tesseract's diagnostics would otherwise flood the server's output.
        await pooled.worker.setParameters({
          tessedit_pageseg_mode: layout === 'line' ? PSM.SINGLE_LINE : PSM.AUTO,
          debug_file: '/dev/null',
        })
        pooled.layout = layout
      }
      return await work(pooled.worker)
    } finally {
      this.release(pooled)
    }
  }

  private async acquire(signal?: AbortSignal): Promise<PooledWorker> {
    signal?.throwIfAborted()
    const free = this.idle.pop()
    if (free) return free
    if (this.all.length < this.size) {
      const started = createWorker(odiaModel.code, 1, {
        langPath: odiaModel.langPath,
        gzip: odiaModel.gzip,
        cacheMethod: 'none',
      }).then((worker): PooledWorker => ({ worker, layout: undefined }))
      this.all.push(started)
      return started
    }
    return new Promise((resolve, reject) => {
      const take = (pooled: PooledWorker) => resolve(pooled)
      this.waiting.push(take)
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.waiting.indexOf(take)
          if (index >= 0) this.waiting.splice(index, 1)
          reject(signal.reason)
        },
        { once: true },
      )
    })
  }

  private release(pooled: PooledWorker): void {
    const next = this.waiting.shift()
    if (next) next(pooled)
    else this.idle.push(pooled)
  }
}
