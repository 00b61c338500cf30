import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * Starts a worker thread from its TypeScript source, named beside the caller (`new URL('./x-worker.ts',
 * import.meta.url)`). Once bundled, the caller runs from dist/server.js and the thread from the `.js` of the same name
 * that apps/api/build.mjs emits beside it; else (tests, `pnpm dev`) from the source, imported after registering tsx in
 * the thread.
 */
export function startWorker(source: URL, options: WorkerOptions = {}): Worker {
  const built = new URL(source.href.replace(/\.ts$/, '.js'))
  if (existsSync(fileURLToPath(built))) return new Worker(built, options)
  const tsxApiCjs = createRequire(import.meta.url).resolve('tsx/esm/api')
  const tsxApi = pathToFileURL(tsxApiCjs.replace(/index\.cjs$/, 'index.mjs')).href
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(source.href)}) })`
  return new Worker(boot, { ...options, eval: true })
}
