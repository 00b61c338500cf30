import { describe, expect, it } from 'vitest'
import { RenderStop } from '../../src/pool/render-stop'

describe('RenderStop', () => {
  it('lets several workers write at once until the stream stops', () => {
    const stop = new RenderStop()
    let inner: boolean | undefined
    // A second write while the first is in progress, as on another worker.
    expect(stop.write(() => void (inner = stop.write(() => undefined)))).toBe(true)
    expect(inner).toBe(true)
  })

  it('stops once the write in progress has ended, and no write starts after', async () => {
    const stop = new RenderStop()
    let stopped: Promise<void> | undefined
    let done = false
    stop.write(() => {
      stopped = stop.stop().then(() => void (done = true))
    })
    await stopped
    expect(done).toBe(true)
    expect(stop.stopped).toBe(true)
    let wrote = false
    expect(stop.write(() => void (wrote = true))).toBe(false)
    expect(wrote).toBe(false)
  })

  it('waits for a write on another thread', async () => {
    const stop = new RenderStop()
    const { Worker } = await import('node:worker_threads')
    // The worker counts itself as writing (slot 1, as `write` does) and ends its write when told to.
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads'); const slots = new Int32Array(workerData);
       Atomics.add(slots, 1, 1); parentPort.postMessage('writing');
       parentPort.once('message', () => { Atomics.sub(slots, 1, 1); Atomics.notify(slots, 1) })`,
      { eval: true, workerData: stop.buffer },
    )
    try {
      await new Promise((resolve) => worker.once('message', resolve))
      let stopped = false
      const stopping = stop.stop().then(() => void (stopped = true))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(stopped).toBe(false)
      worker.postMessage('done')
      await stopping
      expect(stop.stopped).toBe(true)
    } finally {
      await worker.terminate()
    }
  })
})
