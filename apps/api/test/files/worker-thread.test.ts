import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { startWorker } from '../../src/files/worker-thread'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/**
 * A folder of ES modules (as apps/api is) holding `echo-worker.ts`, TypeScript only tsx can run, and, when `built` is
 * given, an `echo-worker.js`.
 */
function workerFolder(built?: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'odia-worker-thread-test-'))
  folders.push(folder)
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ type: 'module' }))
  writeFileSync(
    join(folder, 'echo-worker.ts'),
    `import { parentPort, workerData } from 'node:worker_threads'
const from: string = 'source'
parentPort!.postMessage({ from, data: workerData as unknown })
`,
  )
  if (built) writeFileSync(join(folder, 'echo-worker.js'), built)
  return folder
}

const firstMessage = (worker: Worker): Promise<unknown> =>
  new Promise((resolve, reject) => {
    worker.once('message', (message) => void worker.terminate().then(() => resolve(message)))
    worker.once('error', reject)
  })

describe('startWorker', () => {
  it('runs the TypeScript source through tsx when no build stands beside it, with the options given', async () => {
    const source = pathToFileURL(join(workerFolder(), 'echo-worker.ts'))
    expect(await firstMessage(startWorker(source, { workerData: 7 }))).toEqual({ from: 'source', data: 7 })
  })

  it('runs the built .js of the same name when there is one', async () => {
    const built = `import { parentPort, workerData } from 'node:worker_threads'
parentPort.postMessage({ from: 'build', data: workerData })
`
    const source = pathToFileURL(join(workerFolder(built), 'echo-worker.ts'))
    expect(await firstMessage(startWorker(source, { workerData: 'x' }))).toEqual({ from: 'build', data: 'x' })
  })
})
