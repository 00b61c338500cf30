import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { ReadingRepository } from '../../src/ocr/readings/reading-repository'
import { buildTestApp } from '../helpers/build-test-app'
import { uploadImages } from '../helpers/ocr'

const GEMINI = { engine: 'gemini', model: 'gemini-flash-latest' }
const TESSERACT = { engine: 'tesseract', model: 'tesseract-ori-4.0.0' }

/** Images read by both engines: `same.png` and `also.png` alike, `differ.png` not; `single.png` by one engine only. */
async function readApp() {
  const { app } = await buildTestApp()
  await uploadImages(app, ['same.png', 'also.png', 'differ.png', 'single.png'])
  const readings = new ReadingRepository(app.db, DEFAULT_PROJECT_ID)
  for (const name of ['same.png', 'also.png']) {
    readings.record(name, `${name} ଘର`, GEMINI)
    readings.record(name, `${name} ଘର`, TESSERACT)
  }
  readings.record('differ.png', 'କମଳ', GEMINI)
  readings.record('differ.png', 'କମଲ', TESSERACT)
  readings.record('single.png', 'ଘର', GEMINI)
  return app
}

const accept = (app: App, names: string[]) =>
  app.inject({ method: 'POST', url: '/api/ocr/readings/accept', payload: { image_filenames: names } })
const annotations = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/ocr/annotations' })).json().annotations

describe('POST /api/ocr/readings/accept', () => {
  it('validates images whose engines read the same text with that text, and answers how many', async () => {
    const app = await readApp()
    app.ocr.annotations.recordExtraction('also.png', 'also.png ଘର', GEMINI)
    const response = await accept(app, ['same.png', 'also.png'])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      accepted: 2,
      saved: {
        // Without an extraction, the agreed text is the image's extraction too.
        'same.png': expect.objectContaining({
          extracted_text: 'same.png ଘର',
          validated_text: 'same.png ଘର',
          status: 'validated',
        }),
        'also.png': expect.objectContaining({
          extracted_text: 'also.png ଘର',
          validated_text: 'also.png ଘର',
          status: 'validated',
          engine: 'gemini',
        }),
      },
    })
    expect((await annotations(app))['same.png']).toMatchObject({ validated_text: 'same.png ଘର', status: 'validated' })
  })

  it.each([
    [
      ['same.png', 'differ.png'],
      'READINGS_DIFFER',
      'The engines read differ.png differently: open it and choose its text.',
    ],
    [
      ['single.png', 'same.png'],
      'READINGS_MISSING',
      'single.png was not read by two engines yet: run both engines on it first.',
    ],
  ])('refuses %j with 409 and validates none of them', async (names, code, message) => {
    const app = await readApp()
    const before = await annotations(app)
    const response = await accept(app, names)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ statusCode: 409, code, error: 'Conflict', message })
    expect(await annotations(app)).toEqual(before)
  })

  it("never replaces a person's validated text", async () => {
    const app = await readApp()
    await app.inject({ method: 'POST', url: '/api/ocr/save', payload: { 'same.png': { validated_text: 'ମୋ ଲେଖା' } } })
    const response = await accept(app, ['also.png', 'same.png'])
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'IMAGE_VALIDATED',
      message: 'same.png is already validated: its text stays as a person saved it.',
    })
    expect((await annotations(app))['same.png']).toMatchObject({ validated_text: 'ମୋ ଲେଖା' })
    expect((await annotations(app))['also.png']).toMatchObject({ status: 'new' })
  })

  it('leaves an image annotated line by line to its lines', async () => {
    const app = await readApp()
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'same.png', lines: [{ box: [0, 0, 10, 10], validated_text: '' }] },
    })
    const response = await accept(app, ['same.png'])
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'IMAGE_HAS_LINES' })
  })

  it('answers 404 for an unknown image and 400 for a malformed request', async () => {
    const app = await readApp()
    const unknown = await accept(app, ['same.png', 'nope.png'])
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({
      code: 'IMAGE_NOT_FOUND',
      message: 'No stored image named nope.png: upload it first.',
    })
    for (const names of [[], ['../same.png'], ['same.png', 'same.png']])
      expect((await accept(app, names)).statusCode).toBe(400)
    expect((await annotations(app))['same.png']).toMatchObject({ status: 'new' })
  })
})
