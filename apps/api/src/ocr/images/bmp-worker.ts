import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { decodeBmp, type DecodedImage } from './bmp-decoder'
import { ImageRefused } from './image-limits'

/** What the BMP decoder's thread answers: the pixels, a refusal to pass on, or an error of its own. */
export type BmpWorkerReply =
  { decoded: DecodedImage } | { refused: { statusCode: number; reason: string } } | { failed: string }

/** The thread decodes one file, answers once and ends: its memory goes with it. */
function decodeFile(path: string): { reply: BmpWorkerReply; transfer: ArrayBuffer[] } {
  try {
    const decoded = decodeBmp(readFileSync(path))
    return { reply: { decoded }, transfer: [decoded.data.buffer as ArrayBuffer] }
  } catch (error) {
    if (error instanceof ImageRefused)
      return { reply: { refused: { statusCode: error.statusCode, reason: error.reason } }, transfer: [] }
    return { reply: { failed: error instanceof Error ? error.message : String(error) }, transfer: [] }
  }
}

const { reply, transfer } = decodeFile((workerData as { path: string }).path)
parentPort!.postMessage(reply, transfer)
