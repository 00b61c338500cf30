import { AppError } from '../../../errors'
import { startWorker } from '../../../files/worker-thread'
import type { ModelSource } from '../model-source'

/** A load takes a second or two; a model still loading after this is taken as one that never will. */
const LOAD_TIMEOUT_MS = 60_000

const doesNotLoad = (id: string, why: string) =>
  new AppError(
    422,
    'MODEL_DOES_NOT_LOAD',
    `The offline engine cannot load the model “${id}”: ${why}. Use a Tesseract 4 or 5 LSTM .traineddata.`,
  )

/**
 * Loads the model in tesseract.js on a throwaway thread, so a file it cannot load is a clear error and not a crashed
 * or hung server: tesseract.js ends its caller with an uncaught exception on such a file.
 */
export function checkModelLoads(source: ModelSource, timeoutMs = LOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const thread = startWorker(new URL('./load-check-worker.ts', import.meta.url), { workerData: source })
    let settled = false
    const settle = (error?: AppError) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void thread.terminate()
      if (error) reject(error)
      else resolve()
    }
    const timer = setTimeout(
      () => settle(doesNotLoad(source.id, `it was still loading after ${timeoutMs / 1000} s`)),
      timeoutMs,
    )
    thread.on('message', (message: { loaded: boolean; reason?: string }) =>
      settle(message.loaded ? undefined : doesNotLoad(source.id, message.reason ?? 'tesseract.js refused it')),
    )
    thread.on('error', (error) => settle(doesNotLoad(source.id, error.message)))
    thread.on('exit', () => settle(doesNotLoad(source.id, 'its loader stopped before it was done')))
  })
}
