// Worker-thread entry: renders batches of tasks with one LineRenderer and writes the images to files or hands their
// encoded bytes back.
import { writeFileSync } from 'node:fs'
import { setImmediate as turn } from 'node:timers/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { parentPort, workerData } from 'node:worker_threads'
import type { FontStyle } from '../fonts/font-catalog'
import { LARGE_LINE_PIXELS } from '../lines/line-pixels'
import { LineRenderer } from '../lines/line-renderer'
import type { RenderedImage, RenderTask } from '../lines/line-task'
import { PageRenderer } from '../pages/page-renderer'
import type { PageTask, RenderedPageInfo } from '../pages/page-task'
import { PixelBudget } from './pixel-budget'
import { loadedCanvasLibrary } from './private-canvas-library'
import { RenderStop } from './render-stop'

/** What a worker starts with. */
export interface RenderWorkerData {
  styles: FontStyle[]
  /** Its place in the pool, and the pool's budget of large lines' pixels (see PixelBudget). */
  index: number
  budget: { pixels: number; buffer: SharedArrayBuffer }
}

export interface LineBatchRequest {
  batch: number
  tasks: RenderTask[]
  /** Per task, the file to write its image to, without the extension (`.png` or `.jpg` is added); see RenderPool.render. */
  saveAs?: string[]
  /** The switch of the batch's stream (see RenderStop). */
  stop: SharedArrayBuffer
}

/** Where a page's files go, each without its extension: the page image, and its lines' crops (`.png`) in line order. */
export interface PageFiles {
  page: string
  crops: string[]
}

export interface PageBatchRequest {
  batch: number
  pages: PageTask[]
  files: PageFiles[]
  stop: SharedArrayBuffer
}

export type BatchRequest = LineBatchRequest | PageBatchRequest

/** Pages written to their files: what each holds. */
export interface PageBatch {
  batch: number
  pages: RenderedPageInfo[]
}

/** An image of a packed batch: its bytes are the next `length` bytes of the batch's buffer (none once saved to a file). */
export type PackedImage = Omit<RenderedImage, 'data'> & { length: number }

export interface PackedBatch {
  batch: number
  bytes: ArrayBuffer
  images: PackedImage[]
}

/** A failed batch: the error's message, and its code when it has one (a failed write's ENOSPC, EACCES…). */
export type FailedBatch = { batch: number; error: string; code?: string }

/** A batch whose stream was stopped before it was done: what it had drawn is dropped. */
export type StoppedBatch = { batch: number; stopped: true }

export type BatchReply = PackedBatch | PageBatch | FailedBatch | StoppedBatch

/** Sent once, when the worker can render: which native canvas library it loaded. */
export interface WorkerReady {
  ready: true
  library: string | undefined
}

const { styles, index, budget: shared } = workerData as RenderWorkerData
const renderer = new LineRenderer(styles)
const budget = new PixelBudget(shared.pixels, shared.buffer)
/** Made on the first page: a page's canvas holds ≈ 35 MB, which a worker rendering lines never needs. */
let pageRenderer: PageRenderer | undefined
parentPort!.postMessage({ ready: true, library: loadedCanvasLibrary() } satisfies WorkerReady)

/**
 * The batch's images in one buffer of its own: one transfer, and one free on the receiving thread. A transferred
 * buffer per image is freed across threads one by one, which costs two workers ≈ 10 % of a clean line's CPU.
 */
function pack(batch: number, images: RenderedImage[]): PackedBatch {
  const bytes = new Uint8Array(images.reduce((total, image) => total + image.data.length, 0))
  let offset = 0
  const packed = images.map(({ data, ...image }) => {
    bytes.set(data, offset)
    offset += data.length
    return { ...image, length: data.length }
  })
  return { batch, bytes: bytes.buffer, images: packed }
}

/**
 * Collections of V8's heap. V8 counts the pixels that `getImageData` returns as external memory, and collects for
 * external memory only once it has grown by 64 MB: a worker held that much of dead pixels. After each batch, a young
 * collection (a fraction of a millisecond on the worker's small heap) lets them go two batches later; after a large
 * line, a full one lets its scan's memory go (see RealisticLineDrawer). `gc` exists only with `--expose-gc`, which a
 * worker's `execArgv` refuses: set here, it gives a new context one.
 */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as (options?: { type: 'minor' }) => void

/**
 * Lets the event loop turn: the canvas library frees the pixel buffers that `getImageData` returns only then. Without
 * it, a worker drawing batch after batch kept the pixels of every image it had rendered until the job ended.
 */
async function breathe(): Promise<void> {
  collectGarbage({ type: 'minor' })
  await turn()
}

/** Pixels read back between two turns of the event loop, at most, besides a large line's band (more than a batch of short lines). */
const TURN_PIXELS = 4_000_000

/**
 * Draws a batch of lines and writes each image as soon as it is made (with `saveAs`), or packs their bytes for the
 * reply. Files are written one after another on this thread: ≈ 80 µs of CPU a file here, where the main thread's
 * concurrent `writeFile` calls cost 250–450 µs (a hop to libuv's pool and back for each open, write and close, and the
 * pool's threads contending for one folder). A large line waits for its share of the pool's budget before it is drawn;
 * the stream's switch is looked at before each line and between a large line's bands, and a stopped stream's batch is
 * dropped there.
 */
async function renderLines({
  batch,
  tasks,
  saveAs,
  stop: switchBuffer,
}: LineBatchRequest): Promise<PackedBatch | StoppedBatch> {
  const stop = new RenderStop(switchBuffer)
  const stopped: StoppedBatch = { batch, stopped: true }
  const images: RenderedImage[] = []
  let sinceTurn = 0
  let large = false
  try {
    for (const step of renderer.drawBatch(tasks)) {
      if (step.kind === 'begin') {
        if (stop.stopped) return stopped
        large = step.pixels >= LARGE_LINE_PIXELS
        if (large && !budget.take(index, step.pixels, () => stop.stopped)) return stopped
        sinceTurn += step.pixels
      } else if (step.kind === 'pause') {
        await breathe()
        if (stop.stopped) return stopped
      } else {
        if (step.letGo) {
          // Full collections (`{ type: 'major' }` leaves a dropped WebAssembly memory be), the second waiting for the
          // first's freeing of it, which goes on in the background: the next large line may start at once.
          collectGarbage()
          collectGarbage()
        }
        if (large) {
          budget.release(index)
          large = false
        }
        const { image } = step
        const at = images.length
        if (saveAs && !stop.write(() => writeFileSync(`${saveAs[at]}.${image.ext}`, image.data))) return stopped
        images.push(saveAs ? { ...image, data: new Uint8Array(0) } : image)
        if (sinceTurn >= TURN_PIXELS) {
          await breathe()
          sinceTurn = 0
        }
      }
    }
    return pack(batch, images)
  } finally {
    // A large line dropped midway: its buffers go (see RealisticLineDrawer) before its share of the budget does.
    if (large) {
      collectGarbage()
      budget.release(index)
    }
  }
}

/** Renders each page and writes it and its line crops to their files; the reply holds what they show, not their bytes. */
function savePages({ batch, pages, files, stop: switchBuffer }: PageBatchRequest): PageBatch | StoppedBatch {
  const stop = new RenderStop(switchBuffer)
  pageRenderer ??= new PageRenderer(styles)
  const written: RenderedPageInfo[] = []
  for (const [at, task] of pages.entries()) {
    if (stop.stopped) return { batch, stopped: true }
    const { data, crops, ...page } = pageRenderer.render(task)
    const write = () => {
      writeFileSync(`${files[at]!.page}.${page.ext}`, data)
      crops.forEach((crop, line) => writeFileSync(`${files[at]!.crops[line]}.png`, crop))
    }
    if (!stop.write(write)) return { batch, stopped: true }
    written.push(page)
  }
  return { batch, pages: written }
}

/** Renders one batch, writes its images when asked, and sends the reply (or the batch's error) back. */
async function renderAndReply(request: BatchRequest): Promise<void> {
  const { batch } = request
  try {
    const reply = 'pages' in request ? savePages(request) : await renderLines(request)
    parentPort!.postMessage(reply, 'bytes' in reply ? [reply.bytes] : [])
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException
    parentPort!.postMessage({
      batch,
      error: error instanceof Error ? error.message : String(error),
      ...(typeof code === 'string' ? { code } : {}),
    } satisfies BatchReply)
  }
}

/** Batches received and not yet rendered, rendered one after another, the event loop turning after each. */
const waiting: BatchRequest[] = []

async function renderWaiting(): Promise<void> {
  while (waiting.length > 0) {
    await renderAndReply(waiting[0]!)
    await breathe()
    // Taken off only now: a batch that arrives meanwhile finds the queue busy and waits its turn.
    waiting.shift()
  }
}

parentPort!.on('message', (request: BatchRequest) => {
  if (waiting.push(request) === 1) void renderWaiting()
})
