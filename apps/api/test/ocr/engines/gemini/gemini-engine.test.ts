import { createHash } from 'node:crypto'
import { DECOMPOSED_TEXT, DEFAULT_TEXT, startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGeminiEngine, type GeminiEngineOptions } from '../../../../src/ocr/engines/gemini/gemini-engine'
import type { OcrImage } from '../../../../src/ocr/engines/ocr-engine'
import { appErrorOf } from '../../../helpers/app-error'
import { makeImage } from '../../../helpers/images'

const MODEL = 'gemini-flash-latest'
const FIXTURE_TEXT = 'ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି'

let fake: FakeGemini
let image: OcrImage
beforeEach(async () => {
  image = { bytes: await makeImage('png'), mimeType: 'image/png' }
  fake = await startFakeGemini({ fixtures: { [createHash('sha256').update(image.bytes).digest('hex')]: FIXTURE_TEXT } })
})
afterEach(async () => fake.close())

const engine = (apiKey: string, options: Partial<GeminiEngineOptions> = {}) =>
  createGeminiEngine({ apiKey, baseUrl: fake.baseUrl, timeoutMs: 10_000, retryBaseMs: 5, ...options })

const recognize = (
  apiKey: string,
  options: Partial<GeminiEngineOptions> = {},
  signal = new AbortController().signal,
  model = MODEL,
) => engine(apiKey, options).recognize(image, { model, signal })

describe('Gemini engine against the fake server', () => {
  it('answers the transcription and the model version, sending the image first, then the instruction', async () => {
    expect(await recognize('good-key')).toEqual({
      status: 'extracted',
      text: FIXTURE_TEXT,
      modelVersion: 'gemini-2.5-flash-preview-09-2025',
    })
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]).toMatchObject({
      path: `/v1beta/models/${MODEL}:generateContent`,
      images: [{ mimeType: 'image/png' }],
      prompt: expect.stringMatching(/Odia/),
    })
    expect(fake.requests[0]?.systemInstruction).toMatch(/no markdown/)
  })

  it.each(['', '   '])('refuses the empty key %j before any call', async (key) => {
    expect(() => engine(key)).toThrow('Please enter your Gemini API Key')
    expect(fake.requests).toHaveLength(0)
  })

  it.each(['good-\nkey', 'good key', 'good-key;', 'ключ-good'])(
    'refuses the key %j, with characters no API key has, before any call',
    async (key) => {
      expect(() => engine(key)).toThrow('The API key contains characters an API key cannot have')
      expect(fake.requests).toHaveLength(0)
    },
  )

  it.each([
    ['bad-key', 400, 'Gemini rejected the API key. Check the key and try again.'],
    ['denied', 403, /suspended/],
    ['quota-day', 429, /daily Gemini quota is used up/],
  ])('stops the batch on %s without retrying', async (key, status, message) => {
    const error = await appErrorOf(recognize(key))
    expect(error.statusCode).toBe(status)
    expect(error.message).toMatch(message)
    expect(error.message).not.toContain(key)
    expect(fake.requests).toHaveLength(1)
  })

  it('stops the batch on an unknown model, naming it', async () => {
    const error = await appErrorOf(recognize('good-key', {}, undefined, 'gemini-0.1-imaginary'))
    expect(error.message).toBe('Gemini has no model named gemini-0.1-imaginary for this key. Choose another model.')
  })

  it('waits the retryDelay Gemini asks for on a minute quota, then succeeds', async () => {
    const started = Date.now()
    let rateLimited = 0
    const result = await engine('quota-minute').recognize(image, {
      model: MODEL,
      signal: new AbortController().signal,
      onRateLimited: () => (rateLimited += 1),
    })
    expect(result).toMatchObject({ status: 'extracted', text: FIXTURE_TEXT })
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(fake.requests.map((request) => request.status)).toEqual([429, 200])
    expect(rateLimited).toBe(1)
  })

  it.each([
    ['flaky-2', [503, 503, 200]],
    ['ratelimit-2', [429, 429, 200]],
  ])('retries %s with backoff, then succeeds', async (key, statuses) => {
    expect(await recognize(key)).toMatchObject({ status: 'extracted', text: FIXTURE_TEXT })
    expect(fake.requests.map((request) => request.status)).toEqual(statuses)
  })

  it.each([
    ['overloaded', 'Gemini was unavailable (HTTP 503); try this image again later.'],
    ['internal', 'Gemini was unavailable (HTTP 500); try this image again later.'],
    ['html-502', 'Gemini was unavailable (HTTP 502); try this image again later.'],
  ])('fails the image after 5 tries of %s', async (key, reason) => {
    expect(await recognize(key)).toEqual({ status: 'failed', reason })
    expect(fake.requests).toHaveLength(5)
  })

  it('counts a call that never answers as a timeout and gives up after its tries', async () => {
    expect(await recognize('hang', { timeoutMs: 100, maxTries: 2 })).toEqual({
      status: 'failed',
      reason: 'Gemini did not answer in time; try this image again later.',
    })
    expect(fake.requests).toHaveLength(2)
  })

  it('stops a slow call as soon as the batch is cancelled', async () => {
    const controller = new AbortController()
    const started = Date.now()
    setTimeout(() => controller.abort(new Error('cancelled')), 100)
    await expect(recognize('slow-5000', {}, controller.signal)).rejects.toThrow('cancelled')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(fake.requests).toHaveLength(1)
  })

  it('answers a slow reply once it comes', async () => {
    expect(await recognize('slow-300')).toMatchObject({ status: 'extracted', text: FIXTURE_TEXT })
  })

  it.each([
    ['blocked', 'Gemini blocked this image (SAFETY); type the text by hand'],
    ['safety', "Blocked by Gemini's safety filter"],
    ['recitation', 'Gemini would not transcribe this image (it looked like a copyrighted text); type the text by hand'],
    ['empty', 'Gemini found no text in this image'],
  ])('marks the image, not the batch, when the answer to %s holds no text', async (key, reason) => {
    expect(await recognize(key)).toMatchObject({ status: 'failed', reason })
    expect(fake.requests).toHaveLength(1)
  })

  it('retries a cut-off answer once with a larger limit, then marks it truncated', async () => {
    expect(await recognize('max-tokens')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/cut off/) })
    expect(fake.requests.map((request) => request.maxOutputTokens)).toEqual([8192, 32768])
  })

  it('strips a markdown fence and a lead-in sentence', async () => {
    expect(await recognize('markdown')).toMatchObject({ status: 'extracted', text: FIXTURE_TEXT })
  })

  it('NFC-normalises decomposed text', async () => {
    const result = await recognize('decomposed')
    expect(result).toMatchObject({ status: 'extracted', text: DECOMPOSED_TEXT.normalize('NFC') })
    expect(result.status === 'extracted' && result.text).not.toContain('\u0B47\u0B56')
  })

  it('fails only this image when Gemini cannot use it', async () => {
    image = { bytes: image.bytes, mimeType: 'image/tiff' }
    expect(await recognize('good-key')).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^Gemini could not use this image: Unable to process input image/),
    })
    expect(fake.requests).toHaveLength(1)
  })

  it('answers the default line for an image the fixtures do not know', async () => {
    image = { bytes: await makeImage('png', 9), mimeType: 'image/png' }
    expect(await recognize('good-key')).toMatchObject({ text: DEFAULT_TEXT })
  })

  it('lists the models that can generate content', async () => {
    const models = await engine('good-key').listModels()
    expect(models).toContainEqual({ name: 'gemini-flash-latest', display_name: 'Gemini Flash Latest' })
    expect(models.map((model) => model.name)).not.toContain('text-embedding-004')
    const error = await appErrorOf(engine('bad-key').listModels())
    expect(error.message).toBe('Gemini rejected the API key. Check the key and try again.')
  })

  it('never puts the key in the request log', async () => {
    await recognize('my-secret-key-42')
    expect(JSON.stringify(fake.requests)).not.toContain('my-secret-key-42')
  })
})
