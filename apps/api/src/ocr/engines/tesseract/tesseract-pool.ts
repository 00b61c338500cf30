import { availableParallelism } from 'node:os'
import { createWorker, PSM, type Block, type Worker } from 'tesseract.js'
import { checkModelLoads } from './load-check'
import { ORI_VERSION, type ModelSource } from '../model-source'

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
  /** The model it has loaded (its source's `key`). */
  model: string
}

interface Waiter {
  model: ModelSource
  take: (worker: PooledWorker) => void
  fail: (error: unknown) => void
}

/** Checks once that tesseract.js can load a model, before a pool worker loads it (see checkModelLoads). */
export type LoadCheck = (model: ModelSource) => Promise<void>

/**
 * Tesseract workers for Odia, started lazily (one per core by default) and reused across requests. Each worker has one
 * model loaded; the pool never holds more workers than its size, whatever the models asked for: a worker of a model
 * nobody waits for makes way for one of the model a caller needs. A caller waits for a free worker; a cancelled
 * caller gives its place up without running.
 */
export class TesseractPool {
  private readonly idle: PooledWorker[] = []
  private readonly waiting: Waiter[] = []
  private readonly live = new Set<Promise<PooledWorker>>()
  private readonly startedAs = new Map<PooledWorker, Promise<PooledWorker>>()
  private readonly checks = new Map<string, Promise<void>>()

  constructor(
    readonly size = availableParallelism(),
    private readonly loadCheck: LoadCheck = checkModelLoads,
  ) {}

  async recognize(image: Buffer, layout: PageLayout, model: ModelSource, signal?: AbortSignal): Promise<string> {
    return this.withWorker(layout, model, signal, async (worker) => (await worker.recognize(image)).data.text)
  }

  /** Reads a page with its layout, levelled first when Tesseract finds its lines at an angle. */
  async readBlocks(image: Buffer, model: ModelSource, signal?: AbortSignal): Promise<PageBlocks> {
    return this.withWorker('page', model, signal, async (worker) => {
      const { data } = await worker.recognize(image, { rotateAuto: true }, { text: false, blocks: true })
      return { blocks: data.blocks ?? [], rotateRadians: data.rotateRadians ?? 0 }
    })
  }

  /** The models the pool's workers have loaded now, one entry a worker (what a test observes). */
  async loadedModels(): Promise<string[]> {
    const workers = await Promise.allSettled([...this.live])
    return workers.flatMap((settled) => (settled.status === 'fulfilled' ? [settled.value.model] : []))
  }

  /** Stops every worker (server shutdown). */
  async close(): Promise<void> {
    const workers = await Promise.allSettled([...this.live])
    this.live.clear()
    this.startedAs.clear()
    this.idle.length = 0
    await Promise.all(
      workers.flatMap((settled) => (settled.status === 'fulfilled' ? [settled.value.worker.terminate()] : [])),
    )
  }

  private async withWorker<T>(
    layout: PageLayout,
    model: ModelSource,
    signal: AbortSignal | undefined,
    work: (worker: Worker) => Promise<T>,
  ): Promise<T> {
    const pooled = await this.acquire(model, signal)
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

  /** The load check of a model, run once per file (a failed one again at the next call); the shipped ori needs none. */
  check(model: ModelSource): Promise<void> {
    if (model.key === ORI_VERSION) return Promise.resolve()
    let check = this.checks.get(model.key)
    if (!check) {
      check = this.loadCheck(model)
      this.checks.set(model.key, check)
      check.catch(() => this.checks.delete(model.key))
    }
    return check
  }

  private async acquire(model: ModelSource, signal?: AbortSignal): Promise<PooledWorker> {
    signal?.throwIfAborted()
    await this.check(model)
    signal?.throwIfAborted()
    const same = this.idle.findIndex((pooled) => pooled.model === model.key)
    if (same >= 0) return this.idle.splice(same, 1)[0]!
    if (this.live.size < this.size) return this.start(model)
    const other = this.idle.shift()
    if (other) return this.replace(other, model)
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { model, take: resolve, fail: reject }
      this.waiting.push(waiter)
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.waiting.indexOf(waiter)
          if (index >= 0) this.waiting.splice(index, 1)
          reject(signal.reason)
        },
        { once: true },
      )
    })
  }

  private release(pooled: PooledWorker): void {
    const same = this.waiting.findIndex((waiter) => waiter.model.key === pooled.model)
    if (same >= 0) return this.waiting.splice(same, 1)[0]!.take(pooled)
    const other = this.waiting.shift()
    if (other) this.replace(pooled, other.model).then(other.take, other.fail)
    else this.idle.push(pooled)
  }

  private start(model: ModelSource): Promise<PooledWorker> {
    const started = createWorker(model.code, 1, {
      langPath: model.langPath,
      gzip: model.gzip,
      cacheMethod: 'none',
    }).then((worker): PooledWorker => {
      const pooled = { worker, layout: undefined, model: model.key }
      this.startedAs.set(pooled, started)
      return pooled
    })
    this.live.add(started)
    started.catch(() => this.live.delete(started))
    return started
  }

  /** Ends a worker of another model and starts one of `model` in its place (the count of workers never grows). */
  private replace(pooled: PooledWorker, model: ModelSource): Promise<PooledWorker> {
    const started = this.startedAs.get(pooled)
    if (started) this.live.delete(started)
    this.startedAs.delete(pooled)
    void pooled.worker.terminate()
    return this.start(model)
  }
}
