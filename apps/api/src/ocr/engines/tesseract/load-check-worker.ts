// Loads one model in tesseract.js on a thread of its own and says whether it loaded. tesseract.js answers a model it
// cannot initialise with an exception thrown on its caller's event loop, outside any promise: here that ends this
// thread, never the server.
import { parentPort, workerData } from 'node:worker_threads'
import { createWorker } from 'tesseract.js'
import type { ModelSource } from '../model-source'

const source = workerData as ModelSource
const worker = await createWorker(source.code, 1, {
  langPath: source.langPath,
  gzip: source.gzip,
  cacheMethod: 'none',
  errorHandler: (error: unknown) => parentPort?.postMessage({ loaded: false, reason: String(error) }),
})
await worker.terminate()
parentPort?.postMessage({ loaded: true })
