// Worker-thread entry: renders batches of tasks with one LineRenderer and hands the encoded bytes back.
import { parentPort, workerData } from 'node:worker_threads'
import type { FontStyle } from './font-catalog'
import { LineRenderer, type RenderedImage, type RenderTask } from './line-renderer'

export interface BatchRequest {
  batch: number
  tasks: RenderTask[]
}

export type BatchReply = { batch: number; images: RenderedImage[] } | { batch: number; error: string }

const renderer = new LineRenderer((workerData as { styles: FontStyle[] }).styles)

parentPort!.on('message', ({ batch, tasks }: BatchRequest) => {
  try {
    const images = tasks.map((task) => renderer.render(task))
    const reply: BatchReply = { batch, images }
    parentPort!.postMessage(reply, images.map((image) => image.data.buffer as ArrayBuffer))
  } catch (error) {
    parentPort!.postMessage({ batch, error: error instanceof Error ? error.message : String(error) } satisfies BatchReply)
  }
})
