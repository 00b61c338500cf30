// Worker-thread entry: renders batches of tasks with one LineRenderer and writes the images to files or hands their
// encoded bytes back.
import { writeFileSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { parentPort, workerData } from 'node:worker_threads'
import type { FontStyle } from './font-catalog'
import { LineRenderer, type RenderedImage, type RenderTask } from './line-renderer'
import { PageRenderer } from './page-renderer'
import type { PageTask, RenderedPageInfo } from './page-task'
import { loadedCanvasLibrary } from './private-canvas-library'

export interface LineBatchRequest {
  batch: number
  tasks: RenderTask[]
  /** Per task, the file to write its image to, without the extension (`.png` or `.jpg` is added); see RenderPool.render. */
  saveAs?: string[]
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
export type BatchReply = PackedBatch | PageBatch | { batch: number; error: string; code?: string }

/** Sent once, when the worker can render: which native canvas library it loaded. */
export interface WorkerReady {
  ready: true
  library: string | undefined
}

const { styles } = workerData as { styles: FontStyle[] }
const renderer = new LineRenderer(styles)
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
 * Writes each image to its file, one after another on this thread: ≈ 80 µs of CPU a file here, where the main thread's
 * concurrent `writeFile` calls cost 250–450 µs (a hop to libuv's pool and back for each open, write and close, and the
 * pool's threads contending for one folder). The images keep no bytes.
 */
function save(images: RenderedImage[], saveAs: string[]): RenderedImage[] {
  return images.map((image, index) => {
    writeFileSync(`${saveAs[index]}.${image.ext}`, image.data)
    return { ...image, data: new Uint8Array(0) }
  })
}

/** Renders each page and writes it and its line crops to their files; the reply holds what they show, not their bytes. */
function savePages({ pages, files }: PageBatchRequest): RenderedPageInfo[] {
  pageRenderer ??= new PageRenderer(styles)
  return pages.map((task, index) => {
    const { data, crops, ...page } = pageRenderer!.render(task)
    writeFileSync(`${files[index]!.page}.${page.ext}`, data)
    crops.forEach((crop, line) => writeFileSync(`${files[index]!.crops[line]}.png`, crop))
    return page
  })
}

/** Renders one batch, writes its images when asked, and sends the reply (or the batch's error) back. */
function renderAndReply(request: BatchRequest): void {
  const { batch } = request
  try {
    if ('pages' in request) return parentPort!.postMessage({ batch, pages: savePages(request) } satisfies PageBatch)
    const images = renderer.renderBatch(request.tasks)
    const reply = pack(batch, request.saveAs ? save(images, request.saveAs) : images)
    parentPort!.postMessage(reply, [reply.bytes])
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException
    parentPort!.postMessage({
      batch,
      error: error instanceof Error ? error.message : String(error),
      ...(typeof code === 'string' ? { code } : {}),
    } satisfies BatchReply)
  }
}

/**
 * A collection of V8's young generation. V8 counts the pixels that `getImageData` returns as external memory, and
 * collects for external memory only once it has grown by 64 MB: a worker held that much of dead pixels. After each
 * batch, a young collection (a fraction of a millisecond on the worker's small heap) lets them go two batches later.
 * `gc` exists only with `--expose-gc`, which a worker's `execArgv` refuses: set here, it gives a new context one.
 */
setFlagsFromString('--expose-gc')
const collectYoungGarbage = runInNewContext('gc') as (options: { type: 'minor' }) => void

/**
 * Batches received and not yet rendered, one rendered per turn of the event loop. The canvas library frees the pixel
 * buffers that `getImageData` returns only when this thread's loop turns, and the pool sends the next batch while one
 * is being rendered: taken straight from the message queue, batch after batch, the loop never turned and the worker
 * kept the pixels of every image it had rendered until the job ended.
 */
const waiting: BatchRequest[] = []

function renderWaiting(): void {
  renderAndReply(waiting.shift()!)
  collectYoungGarbage({ type: 'minor' })
  if (waiting.length > 0) setImmediate(renderWaiting)
}

parentPort!.on('message', (request: BatchRequest) => {
  if (waiting.push(request) === 1) setImmediate(renderWaiting)
})
