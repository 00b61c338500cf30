import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_TEXT, startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { upload, uploadImages } from '../helpers/ocr'
import { renderOdiaLine } from '../helpers/odia-lines'

const KEY = 'triage-secret-key-42'
const LINES = { 'same.png': 'ଭୁବନେଶ୍ୱର ଓଡ଼ିଶାର ରାଜଧାନୀ', 'differ.png': 'ପୁରୀ ଜଗନ୍ନାଥ ମନ୍ଦିର', 'fresh.png': 'କ୍ଷମା ଓ ଶ୍ରଦ୍ଧା' }

let fake: FakeGemini | undefined
afterEach(async () => fake?.close())

const fixtures: Record<string, string> = {}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function triageApp(concurrency = 4) {
  for (const key of Object.keys(fixtures)) delete fixtures[key]
  fake = await startFakeGemini({ fixtures })
  return buildTestApp({ config: { geminiBaseUrl: fake.baseUrl, geminiRetryBaseMs: 5, ocrConcurrency: concurrency } })
}

const post = (app: App, url: string, payload: object) => app.inject({ method: 'POST', url, payload })

async function runJob(app: App, payload: object) {
  const response = await post(app, '/api/ocr/jobs', payload)
  expect(response.statusCode, response.body).toBe(202)
  return app.jobs.settled(app.jobs.get(response.json().job_id)!)
}

const readingsOf = async (app: App, name: string) =>
  (await app.inject({ method: 'GET', url: `/api/ocr/readings?image_filename=${encodeURIComponent(name)}` })).json()
    .readings

describe('running both engines', () => {
  it('reads each image with Tesseract beside Gemini, reusing earlier readings, and sums up how far they agree', async () => {
    const { app, dataDir } = await triageApp()
    const rendered = Object.entries(LINES).map(([filename, text]) => ({ filename, bytes: renderOdiaLine(text) }))
    expect((await upload(app, rendered)).statusCode).toBe(200)

    // An earlier run of the offline engine alone counts: its readings are kept.
    await runJob(app, { api_key: '', engine: 'tesseract', image_filenames: ['same.png', 'differ.png'] })
    const [offline] = await readingsOf(app, 'same.png')
    expect(offline).toMatchObject({ engine: 'tesseract', model: 'ori', model_version: 'tesseract-ori-4.0.0' })
    // Gemini reads the first image exactly as Tesseract did, the second otherwise; the third it answers its default line.
    fixtures[sha256(rendered[0]!.bytes)] = offline.text
    fixtures[sha256(rendered[1]!.bytes)] = 'ଅନ୍ୟ ଏକ ଧାଡ଼ି'

    const job = await runJob(app, {
      api_key: KEY,
      engine: 'gemini',
      compare_with: ['tesseract'],
      image_filenames: Object.keys(LINES),
    })
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 3, failed: 0 })
    expect(job.items).toContainEqual(
      expect.objectContaining({
        file_name: 'same.png',
        status: 'extracted',
        extracted_text: offline.text,
        engine: 'gemini',
        compared: [
          {
            engine: 'tesseract',
            model: 'ori',
            model_version: 'tesseract-ori-4.0.0',
            status: 'extracted',
            text: offline.text,
          },
        ],
      }),
    )
    expect(fake!.requests).toHaveLength(3)
    // Tesseract was not asked again for what it had read: the same reading, made then.
    expect((await readingsOf(app, 'same.png'))[1]).toEqual(offline)
    expect(await readingsOf(app, 'fresh.png')).toEqual([
      expect.objectContaining({ engine: 'gemini', model: 'gemini-flash-latest', text: DEFAULT_TEXT }),
      expect.objectContaining({ engine: 'tesseract', text: expect.stringMatching(/[\u0B00-\u0B7F]/u) }),
    ])
    // The image's extracted text is the job's engine's, as for any batch.
    expect(app.ocr.annotations.get('differ.png')).toMatchObject({
      extracted_text: 'ଅନ୍ୟ ଏକ ଧାଡ଼ି',
      engine: 'gemini',
      status: 'extracted',
    })

    const summary = (await app.inject({ method: 'GET', url: '/api/ocr/readings/summary' })).json()
    expect(summary.images['same.png']).toEqual({
      readers: ['gemini:gemini-flash-latest', 'tesseract:ori'],
      disagreement: 0,
      identical: true,
      has_lines: false,
    })
    expect(summary.images['differ.png']).toMatchObject({ identical: false, disagreement: expect.any(Number) })
    expect(summary.images['differ.png'].disagreement).toBeGreaterThan(0.3)

    const accepted = await post(app, '/api/ocr/readings/accept', { image_filenames: ['same.png'] })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({
      accepted: 1,
      saved: { 'same.png': { validated_text: offline.text, status: 'validated' } },
    })
    const refused = await post(app, '/api/ocr/readings/accept', { image_filenames: ['differ.png'] })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'READINGS_DIFFER',
      message: 'The engines read differ.png differently: open it and choose its text.',
    })

    // The key went to Gemini and nowhere else: not into the database, its journal, or any file of the data directory.
    for (const file of readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
      const path = join(dataDir, file)
      if (statSync(path).isFile()) expect(readFileSync(path).includes(KEY), file).toBe(false)
    }
  }, 120_000)

  it('asks Gemini again only for an image it has not read with that model', async () => {
    const { app } = await triageApp()
    const names = await uploadImages(app, ['a.png', 'b.png'])
    const both = { api_key: KEY, engine: 'tesseract', compare_with: ['gemini'], image_filenames: names }
    await runJob(app, both)
    expect(fake!.requests).toHaveLength(2)
    const job = await runJob(app, both)
    expect(fake!.requests).toHaveLength(2)
    expect(job.items).toContainEqual(
      expect.objectContaining({
        file_name: 'a.png',
        compared: [expect.objectContaining({ engine: 'gemini', status: 'extracted', text: DEFAULT_TEXT })],
      }),
    )
  }, 60_000)

  it('compares a trained model with ori, both read by the offline engine, and refuses a model it does not have', async () => {
    const { app } = await triageApp()
    const rendered = [{ filename: 'ୱ.png', bytes: renderOdiaLine('ୱିଣ୍ଡୋ ଖୋଲ') }]
    expect((await upload(app, rendered)).statusCode).toBe(200)
    const job = await runJob(app, {
      api_key: '',
      engine: 'tesseract',
      model: 'odia-base',
      compare_with: [
        { engine: 'tesseract', model: 'ori' },
        { engine: 'tesseract', model: 'odia-base' },
      ],
      image_filenames: ['ୱ.png'],
    })
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 1, failed: 0 })
    expect(job.items[0]).toMatchObject({
      engine: 'tesseract',
      model: 'odia-base',
      compared: [{ engine: 'tesseract', model: 'ori', status: 'extracted' }],
    })
    const readings = await readingsOf(app, 'ୱ.png')
    expect(readings.map(({ model }: { model: string }) => model)).toEqual(['odia-base', 'ori'])
    expect(readings[0].text).toBe(app.ocr.annotations.get('ୱ.png')!.extracted_text)
    const summary = (await app.inject({ method: 'GET', url: '/api/ocr/readings/summary' })).json()
    expect(summary.images['ୱ.png'].readers).toEqual(['tesseract:odia-base', 'tesseract:ori'])
    expect(fake!.requests).toHaveLength(0)

    const unknown = await post(app, '/api/ocr/jobs', {
      api_key: '',
      engine: 'tesseract',
      compare_with: [{ engine: 'tesseract', model: 'no-such-model' }],
      image_filenames: ['ୱ.png'],
    })
    expect(unknown.statusCode).toBe(404)
    for (const model of ['../ori', 'a/b', '', 'x'.repeat(200)]) {
      const malformed = await post(app, '/api/ocr/jobs', {
        api_key: '',
        engine: 'tesseract',
        compare_with: [{ engine: 'tesseract', model }],
        image_filenames: ['ୱ.png'],
      })
      expect(malformed.statusCode, model).toBe(400)
      expect(malformed.json().message, model).toMatch(/compare_with/)
    }
  }, 120_000)

  it('needs the Gemini key when Gemini reads beside the offline engine, and refuses comparing lines', async () => {
    const { app } = await triageApp()
    await uploadImages(app, ['a.png'])
    const keyless = await post(app, '/api/ocr/jobs', {
      api_key: '',
      engine: 'tesseract',
      compare_with: ['gemini'],
      image_filenames: ['a.png'],
    })
    expect(keyless.statusCode).toBe(400)
    expect(keyless.json().message).toBe('Please enter your Gemini API Key')
    const lines = await post(app, '/api/ocr/jobs', {
      api_key: KEY,
      engine: 'gemini',
      compare_with: ['tesseract'],
      level: 'lines',
      image_filenames: ['a.png'],
    })
    expect(lines.statusCode).toBe(400)
    expect(lines.json()).toMatchObject({ code: 'COMPARE_LINES' })
    expect(fake!.requests).toHaveLength(0)
  })

  it('stops at a rejected key and when cancelled, keeping the readings of the images finished', async () => {
    const { app } = await triageApp(1)
    const names = await uploadImages(app, ['a.png', 'b.png', 'c.png'])
    const rejected = await runJob(app, {
      api_key: 'bad-key',
      engine: 'tesseract',
      compare_with: ['gemini'],
      image_filenames: names,
    })
    expect(rejected.snapshot()).toMatchObject({
      state: 'failed',
      message: 'Gemini rejected the API key. Check the key and try again.',
    })

    const started = await post(app, '/api/ocr/jobs', {
      api_key: 'slow-300',
      engine: 'gemini',
      compare_with: ['tesseract'],
      image_filenames: names,
    })
    const job = app.jobs.get(started.json().job_id)!
    const first = await new Promise<string>((resolve) =>
      job.subscribe((event) => event.type === 'item' && resolve((event.data as { file_name: string }).file_name)),
    )
    expect((await app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}` })).json()).toMatchObject({
      state: 'cancelled',
    })
    await app.jobs.settled(job)
    expect(await readingsOf(app, first)).toContainEqual(
      expect.objectContaining({ engine: 'gemini', text: DEFAULT_TEXT }),
    )
    expect((await readingsOf(app, 'c.png')).map((reading: { engine: string }) => reading.engine)).not.toContain(
      'gemini',
    )
  }, 60_000)

  it('answers 404 for the readings of an unknown image and 400 for a path', async () => {
    const { app } = await triageApp()
    await upload(app, [{ filename: 'a.png', bytes: await makeImage('png') }])
    expect(await readingsOf(app, 'a.png')).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/api/ocr/readings?image_filename=nope.png' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/ocr/readings?image_filename=..%2Fa.png' })).statusCode).toBe(
      400,
    )
  })
})
