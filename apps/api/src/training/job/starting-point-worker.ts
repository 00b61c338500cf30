// A thread that reads a training's starting model (resolveStart): unzipping, parsing and recovering an 8 MB model to
// float takes a tenth of a second or more of CPU, which the server's event loop must not wait through.
import { parentPort, workerData } from 'node:worker_threads'
import { AppError } from '../../errors'
import { resolveStart, type ModelPlaces } from './model-folders'

export type StartingPointReply =
  | { start: ReturnType<typeof resolveStart> }
  | { refused: { statusCode: number; code: string; message: string } }
  | { failed: string }

const { from, places } = workerData as { from: string; places: ModelPlaces }
let reply: StartingPointReply
try {
  reply = { start: resolveStart(from, places) }
} catch (error) {
  reply =
    error instanceof AppError
      ? { refused: { statusCode: error.statusCode, code: error.code, message: error.message } }
      : { failed: (error as Error).message }
}
parentPort!.postMessage(reply, 'start' in reply ? [reply.start.traineddata.buffer as ArrayBuffer] : [])
