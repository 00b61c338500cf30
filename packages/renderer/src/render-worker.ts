// Worker-thread entry: renders batches of tasks with one LineRenderer and hands the encoded bytes back.
import { parentPort, workerData } from 'node:worker_threads'
import type { FontStyle } from './font-catalog'
import { LineRenderer, type RenderedImage, type RenderTask } from './line-renderer'
import { loadedCanvasLibrary } from './private-canvas-library'

export interface BatchRequest {
  batch: number
  tasks: RenderTask[]
}

/** An image of a packed batch: its bytes are the next `length` bytes of the batch's buffer. */
export type PackedImage = Omit<RenderedImage, 'data'> & { length: number }

export interface PackedBatch {
  batch: number
  bytes: ArrayBuffer
  images: PackedImage[]
}

export type BatchReply = PackedBatch | { batch: number; error: string }

/** Sent once, when the worker can render: which native canvas library it loaded. */
export interface WorkerReady {
  ready: true
  library: string | undefined
}

const renderer = new LineRenderer((workerData as { styles: FontStyle[] }).styles)
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

parentPort!.on('message', ({ batch, tasks }: BatchRequest) => {
  try {
    const reply = pack(batch, renderer.renderBatch(tasks))
    parentPort!.postMessage(reply, [reply.bytes])
  } catch (error) {
    parentPort!.postMessage({ batch, error: error instanceof Error ? error.message : String(error) } satisfies BatchReply)
  }
})
