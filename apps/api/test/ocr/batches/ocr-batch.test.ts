import { DEFAULT_PROJECT_ID, TEXT_MAX_LENGTH } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/errors'
import { runOcrBatch } from '../../../src/ocr/batches/ocr-batch'
import type { OcrEngine, RecognizeOptions } from '../../../src/ocr/engines/ocr-engine'
import { ReadingRepository } from '../../../src/ocr/readings/reading-repository'
import { buildTestApp } from '../../helpers/build-test-app'
import { uploadImages } from '../../helpers/ocr'

/** An engine that answers after a short wait and counts how many calls run at once. */
function countingEngine(behave: (call: number, options: RecognizeOptions) => void = () => undefined) {
  const stats = { calls: 0, inFlight: 0, maxInFlight: 0, maxInFlightAfterCall4: 0 }
  const engine: OcrEngine = {
    name: 'counting',
    listModels: async () => [],
    async recognize(_image, options) {
      stats.calls += 1
      stats.inFlight += 1
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
      if (stats.calls > 4) stats.maxInFlightAfterCall4 = Math.max(stats.maxInFlightAfterCall4, stats.inFlight)
      try {
        behave(stats.calls, options)
        await new Promise((resolve) => setTimeout(resolve, 20))
        return { status: 'extracted', text: 'ଓଡ଼ିଆ' }
      } finally {
        stats.inFlight -= 1
      }
    },
  }
  return { engine, stats }
}

async function setup(count: number) {
  const { app } = await buildTestApp()
  const names = await uploadImages(
    app,
    Array.from({ length: count }, (_, index) => `p${index}.png`),
  )
  const deps = {
    files: app.ocr.files,
    annotations: app.ocr.annotations,
    readings: new ReadingRepository(app.db, DEFAULT_PROJECT_ID),
    log: app.log,
  }
  return { app, names, deps }
}

describe('runOcrBatch', () => {
  it('never runs more images at once than its concurrency', async () => {
    const { app, names, deps } = await setup(10)
    const { engine, stats } = countingEngine()
    const job = app.jobs.start('ocr', names.length, (current) =>
      runOcrBatch(current, { names, model: 'm', engine, concurrency: 3 }, deps),
    )
    await app.jobs.settled(job)
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 10 })
    expect(stats.maxInFlight).toBe(3)
  })

  it('sends fewer images at once after the engine was rate limited', async () => {
    const { app, names, deps } = await setup(16)
    const { engine, stats } = countingEngine((call, options) => {
      if (call === 1) {
        options.onRateLimited?.()
        options.onRateLimited?.()
      }
    })
    const job = app.jobs.start('ocr', names.length, (current) =>
      runOcrBatch(current, { names, model: 'm', engine, concurrency: 4 }, deps),
    )
    await app.jobs.settled(job)
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 16 })
    // Halved twice, 4 → 2 → 1: the first four calls were already under way; every later one runs alone.
    expect(stats.maxInFlight).toBe(4)
    expect(stats.maxInFlightAfterCall4).toBe(1)
  })

  it('stops at a batch-wide error, keeping what finished and starting nothing more', async () => {
    const { app, names, deps } = await setup(6)
    const { engine, stats } = countingEngine((call) => {
      if (call === 3)
        throw new AppError(400, 'GEMINI_KEY_REJECTED', 'Gemini rejected the API key. Check the key and try again.')
    })
    const job = app.jobs.start('ocr', names.length, (current) =>
      runOcrBatch(current, { names, model: 'm', engine, concurrency: 1 }, deps),
    )
    await app.jobs.settled(job)
    expect(job.snapshot()).toMatchObject({
      state: 'failed',
      done: 2,
      message: 'Gemini rejected the API key. Check the key and try again.',
    })
    expect(stats.calls).toBe(3)
    expect(app.ocr.annotations.get('p1.png')).toMatchObject({ status: 'extracted', engine: 'counting' })
    expect(app.ocr.annotations.get('p3.png')).toMatchObject({ status: 'new' })
  })
  it('fails an image whose result is over the text limit, naming it, and keeps the others', async () => {
    const { app, names, deps } = await setup(3)
    // Up to the limit counted in characters: 100,000 emoji are 200,000 UTF-16 units and still fit.
    const results = ['କ'.repeat(TEXT_MAX_LENGTH + 1), 'କ'.repeat(TEXT_MAX_LENGTH), '😀'.repeat(TEXT_MAX_LENGTH)]
    const engine: OcrEngine = {
      name: 'verbose',
      listModels: async () => [],
      recognize: async () => ({ status: 'extracted', text: results.shift()! }),
    }
    const job = app.jobs.start('ocr', names.length, (current) =>
      runOcrBatch(current, { names, model: 'm', engine, concurrency: 1 }, deps),
    )
    await app.jobs.settled(job)
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 2, failed: 1 })
    expect(app.ocr.annotations.get('p0.png')).toMatchObject({
      status: 'failed',
      extracted_text: '',
      failure_reason:
        'The engine read more than 100,000 characters from this image, more than a text may hold, so none of it was kept.',
    })
    expect(app.ocr.annotations.get('p1.png')?.extracted_text).toHaveLength(TEXT_MAX_LENGTH)
    expect(app.ocr.annotations.get('p2.png')).toMatchObject({ status: 'extracted' })
  })
})
