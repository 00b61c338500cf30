import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { keepAllocatorOffHugePages, workerEnvironment } from './config'
import type { FontStyle } from '../fonts/font-catalog'
import { estimatedPixels } from '../lines/line-pixels'
import type { RenderedImage, RenderTask } from '../lines/line-task'
import type { PageTask, RenderedPageInfo } from '../pages/page-task'
import { PixelBudget } from './pixel-budget'
import { privateCanvasLibrary } from './private-canvas-library'
import { RenderStop } from './render-stop'
import type { BatchReply, BatchRequest, PackedImage, PageFiles, RenderWorkerData, WorkerReady } from './render-worker'

export type { PageFiles } from './render-worker'

/**
 * Pixels of large lines the workers draw at once (see PixelBudget): with ≈ 8 bytes a pixel while a line is made, the
 * pool's large lines hold ≈ 250 MB at most, or one line larger than that alone.
 */
const LARGE_LINES_PIXELS = 32_000_000
/** A batch holds lines of about this many pixels at most (estimated: see estimatedPixels), and one line at least. */
const BATCH_PIXELS = 4_000_000
/** Pixels sent ahead of the reader at most (estimated), besides one batch per worker: the bytes of batches not read yet. */
const READ_AHEAD_PIXELS = 24_000_000

/** How a stream of batches is cut and written, and when it stops (see renderInOrder). */
export interface InOrderOptions {
  /** The most tasks a batch holds. */
  batchSize: number
  /** Task `index`'s path as in `render`, asked as its batch is sent: a long job holds no list of every path. */
  saveAs?: ((index: number) => string) | undefined
  /** Stops the stream at once: the loop ends as if the reader had stopped. */
  signal?: AbortSignal | undefined
}

/**
 * The worker's entry: `render-worker.js` beside the running file once bundled (apps/api/build.mjs emits it
 * next to dist/server.js), else the TypeScript source, imported after registering tsx in the worker
 * (tests, `pnpm synth`). With `library`, the worker loads that copy of the canvas library instead of sharing ours.
 */
function startWorker(workerData: RenderWorkerData, library: string | undefined): Worker {
  const options = { workerData, env: workerEnvironment(library) }
  const built = new URL('./render-worker.js', import.meta.url)
  if (existsSync(fileURLToPath(built))) return new Worker(built, options)
  const tsxApiCjs = createRequire(import.meta.url).resolve('tsx/esm/api')
  const tsxApi = pathToFileURL(tsxApiCjs.replace(/index\.cjs$/, 'index.mjs')).href
  const source = new URL('./render-worker.ts', import.meta.url).href
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}) })`
  return new Worker(boot, { ...options, eval: true })
}

/** Each image's bytes as a view of the batch's buffer. */
function unpack(bytes: ArrayBuffer, images: PackedImage[]): RenderedImage[] {
  let offset = 0
  return images.map(({ length, ...image }) => {
    const data = new Uint8Array(bytes, offset, length)
    offset += length
    return { ...image, data }
  })
}

interface Pending {
  resolve: (results: RenderedImage[] | RenderedPageInfo[]) => void
  reject: (error: Error) => void
}

/**
 * Worker threads (one per core by default), each with its own renderer and a canvas library no other render thread
 * uses: the first shares the main thread's (which renders nothing), each other one loads its own copy (see
 * privateCanvasLibrary), so no copy is mapped that nobody draws with. Work goes to the least busy worker.
 */
export class RenderPool {
  readonly size: number
  /** Resolves once every worker can render, with the native canvas library each one loaded. */
  readonly ready: Promise<Array<string | undefined>>
  private readonly workers: Worker[]
  private readonly load: number[]
  private readonly pending = new Map<number, Pending>()
  private readonly owner = new Map<number, number>()
  private readonly budget: PixelBudget
  private nextBatch = 0
  private closed = false

  constructor(styles: FontStyle[], size = availableParallelism()) {
    this.size = Math.max(1, size)
    keepAllocatorOffHugePages()
    this.budget = new PixelBudget(LARGE_LINES_PIXELS, PixelBudget.shared(this.size))
    const spawned = Array.from({ length: this.size }, (_, index) => this.spawn(styles, index))
    this.workers = spawned.map(({ worker }) => worker)
    this.load = this.workers.map(() => 0)
    this.ready = Promise.all(spawned.map(({ ready }) => ready))
    // Batches report a worker's failure themselves; nobody has to wait for `ready`.
    this.ready.catch(() => undefined)
  }

  /** Starts worker `index`: the first on the main thread's canvas library, the others on copies deleted once loaded. */
  private spawn(styles: FontStyle[], index: number): { worker: Worker; ready: Promise<string | undefined> } {
    const library = index === 0 ? undefined : privateCanvasLibrary()
    const worker = startWorker(
      { styles, index, budget: { pixels: this.budget.pixels, buffer: this.budget.buffer } },
      library?.path,
    )
    const ready = new Promise<string | undefined>((resolve, reject) => {
      const fail = (error: Error) => {
        library?.remove()
        reject(error)
        if (!this.closed) this.failWorker(index, error)
      }
      worker.on('message', (message: BatchReply | WorkerReady) => {
        if (!('ready' in message)) return this.settle(message)
        library?.remove()
        resolve(message.library)
      })
      worker.on('error', fail)
      worker.on('exit', (code) => fail(new Error(`A render worker stopped (exit code ${code}).`)))
    })
    return { worker, ready }
  }

  /** True once every worker has stopped unexpectedly: make a new pool. */
  get broken(): boolean {
    return this.load.every((load) => load === Number.POSITIVE_INFINITY)
  }

  /**
   * Renders one batch of tasks on the least busy worker; the images come back in task order. With `saveAs` (a path
   * per task, without its extension), the worker writes each image to its path plus `.png` or `.jpg`, and the images
   * come back without their bytes: files are written on the workers, in parallel, and no bytes cross threads. A
   * stopped `stop` drops the batch (it rejects).
   */
  render(tasks: RenderTask[], saveAs?: string[], stop = new RenderStop()): Promise<RenderedImage[]> {
    return this.send((batch) => ({ batch, tasks, stop: stop.buffer, ...(saveAs ? { saveAs } : {}) }))
  }

  /** Renders laid-out pages on the least busy worker, which writes each page and its line crops to `files`. */
  renderPages(pages: PageTask[], files: PageFiles[], stop = new RenderStop()): Promise<RenderedPageInfo[]> {
    return this.send((batch) => ({ batch, pages, files, stop: stop.buffer }))
  }

  private send<Result extends RenderedImage[] | RenderedPageInfo[]>(
    request: (batch: number) => BatchRequest,
  ): Promise<Result> {
    if (this.closed) return Promise.reject(new Error('The render pool is closed.'))
    if (this.broken) return Promise.reject(new Error('Every render worker has stopped.'))
    const worker = this.load.indexOf(Math.min(...this.load))
    const batch = this.nextBatch++
    this.load[worker]! += 1
    this.owner.set(batch, worker)
    return new Promise((resolve, reject) => {
      this.pending.set(batch, { resolve: resolve as Pending['resolve'], reject })
      this.workers[worker]!.postMessage(request(batch))
    })
  }

  /**
   * Renders `tasks` in batches and yields each batch's images in task order. A batch holds at most `batchSize` tasks
   * and BATCH_PIXELS (estimated), so a batch of long lines is a few of them, or one. A new batch goes out whenever any
   * batch comes back (two per worker in flight), so no worker waits while an older batch is still being read; at most
   * four batches per worker and READ_AHEAD_PIXELS are rendered ahead of the reader. Near the end the batches shrink,
   * so the workers finish together instead of one rendering the last full batch alone. Stopping the loop, or
   * `signal`, stops the stream: no batch is sent, the workers drop what they were drawing for it, and the loop ends
   * once no worker is writing a file of it (none will).
   */
  renderInOrder(tasks: RenderTask[], { batchSize, saveAs, signal }: InOrderOptions): AsyncGenerator<RenderedImage[]> {
    return this.inOrder(tasks.length, batchCutter(tasks, batchSize), signal, (sent, size, stop) =>
      this.render(
        tasks.slice(sent, sent + size),
        saveAs && Array.from({ length: size }, (_, offset) => saveAs(sent + offset)),
        stop,
      ),
    )
  }

  /** Renders pages one a batch (a page's pixels are ≈ 35 MB) as renderInOrder renders lines; `files` gives page `index`'s files. */
  renderPagesInOrder(
    pages: PageTask[],
    files: (index: number) => PageFiles,
    signal?: AbortSignal,
  ): AsyncGenerator<RenderedPageInfo[]> {
    return this.inOrder(
      pages.length,
      () => ({ size: 1, pixels: 0 }),
      signal,
      (sent, size, stop) =>
        this.renderPages(
          pages.slice(sent, sent + size),
          Array.from({ length: size }, (_, offset) => files(sent + offset)),
          stop,
        ),
    )
  }

  private async *inOrder<Result>(
    count: number,
    cut: (sent: number, share: number) => { size: number; pixels: number },
    signal: AbortSignal | undefined,
    render: (sent: number, size: number, stop: RenderStop) => Promise<Result[]>,
  ): AsyncGenerator<Result[]> {
    const inFlight = this.size * 2
    const stop = new RenderStop()
    /** Batches sent and not yet read, with their estimated pixels; a batch leaves when read, so a long job keeps no images it has handed out. */
    const queue: Array<{ batch: Promise<Result[]>; pixels: number }> = []
    let [sent, running, ahead] = [0, 0, 0]
    let stopped = false
    const send = () => {
      while (
        !stopped &&
        sent < count &&
        running < inFlight &&
        queue.length < this.size * 4 &&
        (queue.length < this.size || ahead < READ_AHEAD_PIXELS)
      ) {
        const { size, pixels } = cut(sent, Math.ceil((count - sent) / inFlight))
        const batch = render(sent, size, stop)
        sent += size
        running += 1
        ahead += pixels
        // Handled here so a batch nobody reads any more never counts as an unhandled rejection.
        batch.then(
          () => ((running -= 1), send()),
          () => (running -= 1),
        )
        queue.push({ batch, pixels })
      }
    }
    const aborted = new Promise<undefined>((resolve) =>
      signal?.addEventListener('abort', () => resolve(undefined), { once: true }),
    )
    try {
      while ((queue.length > 0 || sent < count) && !signal?.aborted) {
        send()
        const images = await Promise.race([queue[0]!.batch, aborted])
        if (images === undefined) return
        // The batch being read still counts against the read-ahead until the reader comes back for the next.
        yield images
        ahead -= queue.shift()!.pixels
      }
    } finally {
      stopped = true
      await stop.stop()
    }
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.workers.map((worker) => worker.terminate()))
    for (const pending of this.pending.values()) pending.reject(new Error('The render pool was closed.'))
    this.pending.clear()
  }

  private settle(reply: BatchReply): void {
    const pending = this.pending.get(reply.batch)
    if (!pending) return
    this.pending.delete(reply.batch)
    this.load[this.owner.get(reply.batch)!]! -= 1
    this.owner.delete(reply.batch)
    if ('stopped' in reply) pending.reject(new Error('The batch was dropped: its stream was stopped.'))
    else if ('error' in reply)
      pending.reject(Object.assign(new Error(reply.error), reply.code ? { code: reply.code } : {}))
    else pending.resolve('pages' in reply ? reply.pages : unpack(reply.bytes, reply.images))
  }

  private failWorker(worker: number, error: Error): void {
    for (const [batch, owner] of this.owner) {
      if (owner !== worker) continue
      this.pending.get(batch)?.reject(error)
      this.pending.delete(batch)
      this.owner.delete(batch)
    }
    this.load[worker] = Number.POSITIVE_INFINITY
    this.budget.release(worker)
  }
}

/**
 * Cuts a stream of lines into batches of at most `batchSize` tasks and BATCH_PIXELS estimated pixels (one task at
 * least), each no larger than `share` tasks (near the end, the workers' share of what is left).
 */
function batchCutter(tasks: RenderTask[], batchSize: number) {
  return (sent: number, share: number) => {
    let [size, pixels] = [0, 0]
    while (size < Math.min(batchSize, share) && sent + size < tasks.length) {
      const next = estimatedPixels(tasks[sent + size]!)
      if (size > 0 && pixels + next > BATCH_PIXELS) break
      size += 1
      pixels += next
    }
    return { size, pixels }
  }
}
