import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FontStyle } from './font-catalog'
import type { RenderedImage, RenderTask } from './line-renderer'
import { privateCanvasLibrary } from './private-canvas-library'
import type { PageTask, RenderedPageInfo } from './page-task'
import type { BatchReply, BatchRequest, PackedImage, PageFiles, WorkerReady } from './render-worker'

export type { PageFiles } from './render-worker'

/**
 * The worker's entry: `render-worker.js` beside the running file once bundled (apps/api/build.mjs emits it
 * next to dist/server.js), else the TypeScript source, imported after registering tsx in the worker
 * (tests, `pnpm synth`). With `library`, the worker loads that copy of the canvas library instead of sharing ours.
 */
function startWorker(styles: FontStyle[], library: string | undefined): Worker {
  const options = {
    workerData: { styles },
    env: library ? { ...process.env, NAPI_RS_NATIVE_LIBRARY_PATH: library } : process.env,
  }
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
  private nextBatch = 0
  private closed = false

  constructor(styles: FontStyle[], size = availableParallelism()) {
    this.size = Math.max(1, size)
    // The canvas library's allocator (mimalloc) asks for 2 MB transparent huge pages where the system allows them, and a
    // worker then holds whole huge pages of which it uses a part. Each copy of the library reads this as it loads; the
    // launchers (scripts/synth.mjs, scripts/start.mjs) set it for the main thread's, loaded before any pool exists.
    process.env.MIMALLOC_ALLOW_THP ??= '0'
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
    const worker = startWorker(styles, library?.path)
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
   * come back without their bytes: files are written on the workers, in parallel, and no bytes cross threads.
   */
  render(tasks: RenderTask[], saveAs?: string[]): Promise<RenderedImage[]> {
    return this.send((batch) => ({ batch, tasks, ...(saveAs ? { saveAs } : {}) }))
  }

  /** Renders laid-out pages on the least busy worker, which writes each page and its line crops to `files`. */
  renderPages(pages: PageTask[], files: PageFiles[]): Promise<RenderedPageInfo[]> {
    return this.send((batch) => ({ batch, pages, files }))
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
   * Renders `tasks` in batches of at most `batchSize` and yields each batch's images in task order. A new batch
   * goes out whenever any batch comes back (two per worker in flight), so no worker waits while an older batch is
   * still being read; at most four batches per worker are rendered ahead of the reader. Near the end the batches
   * shrink, so the workers finish together instead of one rendering the last full batch alone. Stopping the
   * loop stops sending batches, and returns once those sent are done (none is still writing files). `saveAs` gives
   * task `index`'s path as in `render`, asked as its batch is sent: a long job holds no list of every path.
   */
  renderInOrder(
    tasks: RenderTask[],
    batchSize: number,
    saveAs?: (index: number) => string,
  ): AsyncGenerator<RenderedImage[]> {
    return this.inOrder(tasks, batchSize, (sent, size) =>
      this.render(
        tasks.slice(sent, sent + size),
        saveAs && Array.from({ length: size }, (_, offset) => saveAs(sent + offset)),
      ),
    )
  }

  /** Renders pages one a batch (a page's pixels are ≈ 35 MB) as renderInOrder renders lines; `files` gives page `index`'s files. */
  renderPagesInOrder(pages: PageTask[], files: (index: number) => PageFiles): AsyncGenerator<RenderedPageInfo[]> {
    return this.inOrder(pages, 1, (sent, size) =>
      this.renderPages(
        pages.slice(sent, sent + size),
        Array.from({ length: size }, (_, offset) => files(sent + offset)),
      ),
    )
  }

  private async *inOrder<Result>(
    tasks: unknown[],
    batchSize: number,
    render: (sent: number, size: number) => Promise<Result[]>,
  ): AsyncGenerator<Result[]> {
    const inFlight = this.size * 2
    /** Batches sent and not yet read; a batch leaves it when read, so a long job keeps no images it has handed out. */
    const queue: Array<Promise<Result[]>> = []
    let sent = 0
    let running = 0
    let stopped = false
    const send = () => {
      while (!stopped && sent < tasks.length && running < inFlight && queue.length < this.size * 4) {
        const size = Math.min(batchSize, Math.ceil((tasks.length - sent) / inFlight))
        const batch = render(sent, size)
        sent += size
        running += 1
        // Handled here so a batch nobody reads any more never counts as an unhandled rejection.
        batch.then(
          () => ((running -= 1), send()),
          () => (running -= 1),
        )
        queue.push(batch)
      }
    }
    try {
      while (queue.length > 0 || sent < tasks.length) {
        send()
        // The batch being read still counts against the read-ahead until the reader comes back for the next.
        yield await queue[0]!
        queue.shift()
      }
    } finally {
      stopped = true
      await Promise.allSettled(queue)
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
    if ('error' in reply) pending.reject(Object.assign(new Error(reply.error), reply.code ? { code: reply.code } : {}))
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
  }
}
