import { createHash } from 'node:crypto'
import { startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { upload } from '../helpers/ocr'
import { renderOdiaLine } from '../helpers/odia-lines'

let fake: FakeGemini | undefined
afterEach(async () => fake?.close())

async function runJob(app: App, payload: object) {
  const response = await app.inject({ method: 'POST', url: '/api/ocr/jobs', payload })
  expect(response.statusCode, response.body).toBe(202)
  return app.jobs.settled(app.jobs.get(response.json().job_id)!)
}

describe('GET /api/ocr/readings/validated', () => {
  it('gives each validated image’s readings by the engines other than the one whose text it holds', async () => {
    const fixtures: Record<string, string> = {}
    fake = await startFakeGemini({ fixtures })
    const { app } = await buildTestApp({ config: { geminiBaseUrl: fake.baseUrl, geminiRetryBaseMs: 5 } })
    const lines = { 'checked.png': 'ଓଡ଼ିଆ ଭାଷା', 'open.png': 'ପୁରୀ ମନ୍ଦିର' }
    const rendered = Object.entries(lines).map(([filename, text]) => ({ filename, bytes: renderOdiaLine(text) }))
    for (const { bytes } of rendered) fixtures[createHash('sha256').update(bytes).digest('hex')] = 'ଘର'
    expect((await upload(app, rendered)).statusCode).toBe(200)
    const names = Object.keys(lines)
    await runJob(app, { api_key: '', engine: 'tesseract', image_filenames: names })
    await runJob(app, { api_key: 'a-key', engine: 'gemini', image_filenames: names })
    const saved = await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: { 'checked.png': { validated_text: lines['checked.png'] } },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const answer = await app.inject({ method: 'GET', url: '/api/ocr/readings/validated' })
    expect(answer.statusCode).toBe(200)
    expect(app.ocr.annotations.get('checked.png')?.engine).toBe('gemini')
    // Gemini's reading is the image's own extracted text; Tesseract's comes beside it; open.png is not validated.
    expect(Object.keys(answer.json().images)).toEqual(['checked.png'])
    expect(Object.keys(answer.json().images['checked.png'])).toEqual(['tesseract:ori'])
    expect(answer.json().images['checked.png']['tesseract:ori']).toMatch(/[\u0B00-\u0B7F]/u)
  }, 120_000)
})
