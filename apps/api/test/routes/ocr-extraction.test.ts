import { createHash } from 'node:crypto'
import { DEFAULT_TEXT, startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { upload, uploadImages } from '../helpers/ocr'

const FIXTURE_TEXT = 'ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି'

let fake: FakeGemini | undefined
afterEach(async () => fake?.close())

async function ocrApp(concurrency = 4) {
  const firstImage = await makeImage('png', 1)
  fake = await startFakeGemini({ fixtures: { [createHash('sha256').update(firstImage).digest('hex')]: FIXTURE_TEXT } })
  return buildTestApp({ config: { geminiBaseUrl: fake.baseUrl, geminiRetryBaseMs: 5, ocrConcurrency: concurrency } })
}

const post = (app: App, url: string, payload: object) => app.inject({ method: 'POST', url, payload })

describe('POST /api/ocr/process', () => {
  it('answers file name → text, and stores each result with engine, model and model version', async () => {
    const { app } = await ocrApp()
    const names = await uploadImages(app, ['a.png', 'b.png'])
    const response = await post(app, '/api/ocr/process', { api_key: 'good-key', image_filenames: names })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ 'a.png': FIXTURE_TEXT, 'b.png': DEFAULT_TEXT })
    expect(app.ocr.annotations.get('a.png')).toMatchObject({
      extracted_text: FIXTURE_TEXT,
      validated_text: '',
      status: 'extracted',
      engine: 'gemini',
      model: 'gemini-flash-latest',
      model_version: 'gemini-2.5-flash-preview-09-2025',
    })
  })

  it("never overwrites a person's validated text", async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png'])
    await post(app, '/api/ocr/save', { 'a.png': { validated_text: 'ମୁଁ ଠିକ୍ କରିଛି' } })
    await post(app, '/api/ocr/process', { api_key: 'good-key', image_filenames: ['a.png'] })
    expect(app.ocr.annotations.get('a.png')).toMatchObject({
      extracted_text: FIXTURE_TEXT,
      validated_text: 'ମୁଁ ଠିକ୍ କରିଛି',
      status: 'validated',
    })
  })

  it('uses the model the request names', async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png'])
    await post(app, '/api/ocr/process', { api_key: 'good-key', image_filenames: ['a.png'], model: 'gemini-2.5-pro' })
    expect(fake!.requests[0]?.model).toBe('gemini-2.5-pro')
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ model: 'gemini-2.5-pro', model_version: 'gemini-2.5-pro' })
  })

  it('sends a TIFF to Gemini as PNG', async () => {
    const { app } = await ocrApp()
    await upload(app, [{ filename: 'scan.tif', bytes: await makeImage('tiff') }])
    const response = await post(app, '/api/ocr/process', { api_key: 'good-key', image_filenames: ['scan.tif'] })
    expect(response.json()).toEqual({ 'scan.tif': DEFAULT_TEXT })
    expect(fake!.requests[0]?.images?.[0]?.mimeType).toBe('image/png')
  })

  it('records a per-image failure with its reason and goes on', async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png', 'b.png'])
    const response = await post(app, '/api/ocr/process', { api_key: 'safety', image_filenames: ['a.png', 'b.png'] })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
    expect(app.ocr.annotations.get('b.png')).toMatchObject({
      status: 'failed',
      failure_reason: "Blocked by Gemini's safety filter",
      extracted_text: '',
    })
  })

  it.each([
    ['', 400, 'Please enter your Gemini API Key'],
    ['bad-key', 400, 'Gemini rejected the API key. Check the key and try again.'],
    ['denied', 403, /suspended/],
    ['quota-day', 429, /daily Gemini quota is used up/],
  ])('stops the batch for the key %j with a message saying what to do', async (key, status, message) => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png', 'b.png', 'c.png'])
    const response = await post(app, '/api/ocr/process', { api_key: key, image_filenames: ['a.png', 'b.png', 'c.png'] })
    expect(response.statusCode).toBe(status)
    expect(response.json().message).toMatch(message)
    expect(fake!.requests.length).toBeLessThanOrEqual(key ? 3 : 0)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ status: 'new' })
  })

  it('refuses unknown images and malformed requests before calling Gemini', async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png'])
    const unknown = await post(app, '/api/ocr/process', { api_key: 'good-key', image_filenames: ['a.png', 'nope.png'] })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('No stored image named nope.png: upload it first.')
    for (const payload of [
      { api_key: 'k', image_filenames: [] },
      { api_key: 'k', image_filenames: ['../a.png'] },
      { image_filenames: ['a.png'] },
      { api_key: 'k', image_filenames: ['a.png'], model: 'models/../../x' },
    ]) {
      expect((await post(app, '/api/ocr/process', payload)).statusCode).toBe(400)
    }
    expect(fake!.requests).toHaveLength(0)
  })

  it('cancels the batch when the client goes away', async () => {
    const { app } = await ocrApp(1)
    const names = await uploadImages(app, ['a.png', 'b.png'])
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const client = new AbortController()
    const request = fetch(`${address}/api/ocr/process`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'slow-2000', image_filenames: names }),
      signal: client.signal,
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    client.abort()
    await expect(request).rejects.toThrow()
    // Uncancelled, the first image would be stored at ~2 s and the second sent.
    await new Promise((resolve) => setTimeout(resolve, 2300))
    expect(fake!.requests).toHaveLength(1)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ status: 'new' })
  })

  it('sends several images at once, within the concurrency limit', async () => {
    const { app } = await ocrApp(4)
    const names = await uploadImages(
      app,
      Array.from({ length: 8 }, (_, index) => `p${index}.png`),
    )
    const started = Date.now()
    const response = await post(app, '/api/ocr/process', { api_key: 'slow-200', image_filenames: names })
    expect(Object.keys(response.json())).toHaveLength(8)
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2 * 200)
    expect(elapsed).toBeLessThan(8 * 200)
  })
})

describe('POST /api/ocr/jobs', () => {
  it('runs the batch as a job: items as each image finishes, and the map as its result', async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png', 'b.png'])
    const response = await post(app, '/api/ocr/jobs', { api_key: 'good-key', image_filenames: ['a.png', 'b.png'] })
    expect(response.statusCode).toBe(202)
    const { job_id, total } = response.json()
    expect(total).toBe(2)
    const job = await app.jobs.settled(app.jobs.get(job_id)!)
    expect(job.snapshot()).toMatchObject({
      kind: 'ocr',
      state: 'completed',
      done: 2,
      failed: 0,
      result: { 'a.png': FIXTURE_TEXT, 'b.png': DEFAULT_TEXT },
    })
    expect(job.items).toContainEqual({
      file_name: 'a.png',
      status: 'extracted',
      extracted_text: FIXTURE_TEXT,
      engine: 'gemini',
      model: 'gemini-flash-latest',
      model_version: 'gemini-2.5-flash-preview-09-2025',
    })
  })

  it('ends failed with the message when the key is rejected, keeping the images already done', async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png'])
    const { job_id } = (await post(app, '/api/ocr/jobs', { api_key: 'bad-key', image_filenames: ['a.png'] })).json()
    const job = await app.jobs.settled(app.jobs.get(job_id)!)
    expect(job.snapshot()).toMatchObject({
      state: 'failed',
      message: 'Gemini rejected the API key. Check the key and try again.',
    })
  })

  it('counts failed images and publishes their reasons', async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png'])
    const { job_id } = (await post(app, '/api/ocr/jobs', { api_key: 'recitation', image_filenames: ['a.png'] })).json()
    const job = await app.jobs.settled(app.jobs.get(job_id)!)
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 0, failed: 1, result: {} })
    expect(job.items).toEqual([
      expect.objectContaining({
        file_name: 'a.png',
        status: 'failed',
        failure_reason: expect.stringMatching(/copyrighted/),
      }),
    ])
  })

  it('writes each result as it arrives, and a cancel stops the rest', async () => {
    const { app } = await ocrApp(1)
    const names = await uploadImages(app, ['a.png', 'b.png', 'c.png'])
    const { job_id } = (await post(app, '/api/ocr/jobs', { api_key: 'slow-150', image_filenames: names })).json()
    const job = app.jobs.get(job_id)!
    await new Promise<void>((resolve) => job.subscribe((event) => event.type === 'item' && resolve()))
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ status: 'extracted' })
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/jobs/${job_id}` })
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', done: 1 })
    expect(app.ocr.annotations.get('c.png')).toMatchObject({ status: 'new' })
  })

  it('refuses an empty key before starting a job', async () => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png'])
    const response = await post(app, '/api/ocr/jobs', { api_key: '', image_filenames: ['a.png'] })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Please enter your Gemini API Key')
  })
})

describe('a key with characters no API key has', () => {
  it.each([
    ['/api/ocr/process', { image_filenames: ['a.png'] }],
    ['/api/ocr/jobs', { image_filenames: ['a.png'] }],
    ['/api/ocr/models', {}],
  ])('is refused by %s with 400 before any Gemini call, without echoing it', async (url, body) => {
    const { app } = await ocrApp()
    await uploadImages(app, ['a.png'])
    const response = await post(app, url, { api_key: 'good-key\nX-Other: secret', ...body })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'GEMINI_KEY_MALFORMED',
      message: 'The API key contains characters an API key cannot have',
    })
    expect(response.body).not.toContain('secret')
    expect(fake!.requests).toHaveLength(0)
  })
})

describe('POST /api/ocr/models', () => {
  it('lists the models for the key and the default model', async () => {
    const { app } = await ocrApp()
    const response = await post(app, '/api/ocr/models', { api_key: 'good-key' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      default_model: 'gemini-flash-latest',
      models: expect.arrayContaining([{ name: 'gemini-2.5-pro', display_name: 'Gemini 2.5 Pro' }]),
    })
  })

  it.each([
    ['', 400, 'Please enter your Gemini API Key'],
    ['bad-key', 400, 'Gemini rejected the API key. Check the key and try again.'],
  ])('refuses the key %j', async (key, status, message) => {
    const { app } = await ocrApp()
    const response = await post(app, '/api/ocr/models', { api_key: key })
    expect(response.statusCode).toBe(status)
    expect(response.json().message).toBe(message)
  })
})
