import { characterErrors, rate } from '@odia-ai/text-metrics'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { upload } from '../helpers/ocr'
import { renderOdiaLine } from '../helpers/odia-lines'

const LINE = 'ଭୁବନେଶ୍ୱର ଓଡ଼ିଶାର ରାଜଧାନୀ'

async function appWithLine() {
  const { app } = await buildTestApp({ config: { geminiBaseUrl: 'http://127.0.0.1:9' } })
  const response = await upload(app, [{ filename: 'line.png', bytes: renderOdiaLine(LINE) }])
  expect(response.statusCode).toBe(200)
  return app
}

describe('offline OCR engine through the API', () => {
  it('processes without an API key and stores engine and model', async () => {
    const app = await appWithLine()
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/process',
      payload: { api_key: '', engine: 'tesseract', image_filenames: ['line.png'] },
    })
    expect(response.statusCode).toBe(200)
    const text = response.json()['line.png']
    expect(rate(characterErrors(LINE, text)!)).toBeLessThan(0.2)
    expect(app.ocr.annotations.get('line.png')).toMatchObject({
      extracted_text: text,
      status: 'extracted',
      engine: 'tesseract',
      model: 'ori',
      model_version: 'tesseract-ori-4.0.0',
    })
  }, 60_000)

  it('still asks for a key when the engine is Gemini', async () => {
    const app = await appWithLine()
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/process',
      payload: { api_key: ' ', image_filenames: ['line.png'] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Please enter your Gemini API Key')
  })

  it('lists its models without a key, ori the default', async () => {
    const app = await appWithLine()
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/models',
      payload: { api_key: '', engine: 'tesseract' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      // The shipped base model is listed beside ori; ori stays the default.
      models: [
        { name: 'ori', display_name: 'ori (Tesseract’s Odia model)' },
        { name: 'odia-base', display_name: 'Odia base (ori fine-tuned on generated lines)' },
      ],
      default_model: 'ori',
    })
  })

  it('rejects an unknown engine', async () => {
    const app = await appWithLine()
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/process',
      payload: { api_key: '', engine: 'magic', image_filenames: ['line.png'] },
    })
    expect(response.statusCode).toBe(400)
  })

  it('runs as a job with progress, keeping a validated text', async () => {
    const app = await appWithLine()
    await app.inject({ method: 'POST', url: '/api/ocr/save', payload: { 'line.png': { validated_text: LINE } } })
    const started = await app.inject({
      method: 'POST',
      url: '/api/ocr/jobs',
      payload: { api_key: '', engine: 'tesseract', image_filenames: ['line.png'] },
    })
    expect(started.statusCode).toBe(202)
    const job = app.jobs.get(started.json().job_id)!
    await app.jobs.settled(job)
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 1, failed: 0, total: 1 })
    expect(app.ocr.annotations.get('line.png')).toMatchObject({ validated_text: LINE, engine: 'tesseract' })
  }, 60_000)

  it('stops a job when cancelled: finished images keep their text, the rest stay new', async () => {
    const { app } = await buildTestApp()
    const files = ['ଏକ', 'ଦୁଇ', 'ତିନି', 'ଚାରି', 'ପାଞ୍ଚ', 'ଛଅ', 'ସାତ', 'ଆଠ'].map((word, index) => ({
      filename: `${index}.png`,
      bytes: renderOdiaLine(`${LINE} ${word}`),
    }))
    expect((await upload(app, files)).statusCode).toBe(200)
    const names = files.map((file) => file.filename)
    const { job_id } = (
      await app.inject({
        method: 'POST',
        url: '/api/ocr/jobs',
        payload: { api_key: '', engine: 'tesseract', image_filenames: names },
      })
    ).json()
    const job = app.jobs.get(job_id)!
    await new Promise<void>((resolve) => job.subscribe((event) => event.type === 'item' && resolve()))
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/jobs/${job_id}` })
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' })
    await app.jobs.settled(job)
    const statuses = names.map((name) => app.ocr.annotations.get(name)?.status ?? 'new')
    expect(statuses.filter((status) => status === 'extracted').length).toBe(job.snapshot().done)
    expect(statuses).toContain('new')
  }, 60_000)
})
