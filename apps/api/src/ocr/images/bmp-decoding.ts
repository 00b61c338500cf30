import type { ResourceLimits } from 'node:worker_threads'
import { startWorker } from '../../files/worker-thread'
import type { DecodedImage } from './bmp-decoder'
import type { BmpWorkerReply } from './bmp-worker'
import { DECODE_SECONDS, ImageRefused, tooSlow } from './image-limits'

/**
 * The decoder thread's own heap (its pixels are outside it, bounded by MAX_DECODED_BYTES): a few MB do; a decoder
 * that went wrong is stopped here instead of growing the server.
 */
const HEAP_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 }

/**
 * Decodes a BMP file (decodeBmp) on a thread of its own, so the event loop goes on meanwhile: the thread's heap is
 * bounded, and a decode that passes `seconds` is stopped (the thread terminated) and refused. A refusal of the
 * decoder's comes back as ImageRefused.
 */
export function decodeBmpFile(path: string, seconds = DECODE_SECONDS): Promise<DecodedImage> {
  const worker = startWorker(new URL('./bmp-worker.ts', import.meta.url), {
    workerData: { path },
    resourceLimits: HEAP_LIMITS,
  })
  return new Promise<DecodedImage>((resolve, reject) => {
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    const timer = setTimeout(
      () => settle(() => void worker.terminate().finally(() => reject(tooSlow(seconds)))),
      seconds * 1000,
    )
    worker.once('message', (reply: BmpWorkerReply) =>
      settle(() => {
        if ('decoded' in reply) resolve(reply.decoded)
        else if ('refused' in reply) reject(new ImageRefused(reply.refused.statusCode, reply.refused.reason))
        else reject(new Error(`the BMP decoder failed: ${reply.failed}`))
      }),
    )
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          reject(
            new ImageRefused(
              413,
              `needs more than ${HEAP_LIMITS.maxOldGenerationSizeMb} MB of working memory to decode`,
            ),
          )
        else reject(error)
      }),
    )
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the BMP decoder stopped without answering (exit code ${code})`))),
    )
  })
}
