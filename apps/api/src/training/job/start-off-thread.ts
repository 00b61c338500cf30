import { AppError } from '../../errors'
import { startWorker } from '../../files/worker-thread'
import type { StartingPoint } from '../starting-point'
import type { ModelPlaces } from './model-folders'
import type { StartingPointReply } from './starting-point-worker'

/** resolveStart on a thread of its own (starting-point-worker.ts); its refusals come back as they were thrown. */
export function resolveStartOffThread(from: string, places: ModelPlaces): Promise<StartingPoint> {
  const worker = startWorker(new URL('./starting-point-worker.ts', import.meta.url), { workerData: { from, places } })
  return new Promise<StartingPoint>((resolve, reject) => {
    worker.once('message', (reply: StartingPointReply) => {
      if ('start' in reply) resolve(reply.start)
      else if ('refused' in reply)
        reject(new AppError(reply.refused.statusCode, reply.refused.code, reply.refused.message))
      else reject(new Error(`reading the starting model failed: ${reply.failed}`))
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}
