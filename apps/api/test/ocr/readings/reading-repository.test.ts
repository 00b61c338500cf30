import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { ReadingRepository } from '../../../src/ocr/readings/reading-repository'
import { buildTestApp } from '../../helpers/build-test-app'
import { uploadImages } from '../../helpers/ocr'

const GEMINI = { engine: 'gemini', model: 'gemini-flash-latest', model_version: 'gemini-2.5-flash' }
const TESSERACT = { engine: 'tesseract', model: 'tesseract-ori-4.0.0' }

async function repository() {
  const { app } = await buildTestApp()
  await uploadImages(app, ['a.png', 'b.png', 'c.png'])
  return { app, readings: new ReadingRepository(app.db, DEFAULT_PROJECT_ID) }
}

describe('ReadingRepository', () => {
  it("keeps each engine's latest reading of an image, NFC, in the engine list's order", async () => {
    const { readings } = await repository()
    readings.record('a.png', 'ପ୍ରଥମ', TESSERACT)
    readings.record('a.png', 'ପୁରୁଣା', GEMINI)
    readings.record('a.png', '\u0B21\u0B3C\u0B47\u0B56', GEMINI)
    expect(readings.list('a.png')).toEqual([
      { ...GEMINI, text: 'ଡ଼ୈ'.normalize('NFC'), created_at: expect.any(String) },
      { ...TESSERACT, text: 'ପ୍ରଥମ', created_at: expect.any(String) },
    ])
    expect(readings.find('a.png', 'tesseract', TESSERACT.model)?.text).toBe('ପ୍ରଥମ')
    expect(readings.find('a.png', 'tesseract', 'my-book')).toBeUndefined()
    expect(readings.find('b.png', 'tesseract', TESSERACT.model)).toBeUndefined()
    readings.record('nope.png', 'x', GEMINI)
    expect(readings.list('nope.png')).toEqual([])
  })

  it("sums up each read image's agreement, kept in step as readings change", async () => {
    const { readings } = await repository()
    readings.record('a.png', 'କମଳ ଫୁଲ', GEMINI)
    readings.record('a.png', 'କମଲ ଫୁଲ', TESSERACT)
    readings.record('c.png', 'ଘର', TESSERACT)
    const summary = readings.summary()
    expect(Object.keys(summary)).toEqual(['a.png', 'c.png'])
    expect(summary['a.png']).toEqual({
      readers: ['gemini:gemini-flash-latest', 'tesseract:tesseract-ori-4.0.0'],
      disagreement: expect.closeTo(1 / 6),
      identical: false,
      has_lines: false,
    })
    expect(summary['c.png']).toEqual({ readers: ['tesseract:tesseract-ori-4.0.0'], identical: false, has_lines: false })

    readings.record('a.png', 'କମଳ ଫୁଲ', TESSERACT)
    expect(readings.summary()['a.png']).toMatchObject({ disagreement: 0, identical: true })
    expect(readings.agreement('a.png')).toEqual({ readings: 2, texts: 1, text: 'କମଳ ଫୁଲ', hasLines: false })
    expect(readings.agreement('c.png')).toEqual({ readings: 1, texts: 1, text: 'ଘର', hasLines: false })
    expect(readings.agreement('b.png')).toEqual({ readings: 0, texts: 0, text: undefined, hasLines: false })
    expect(readings.agreement('nope.png')).toBeUndefined()
  })

  it('keeps a reading per model of one engine, so a trained model is compared with ori', async () => {
    const { readings } = await repository()
    const trained = { engine: 'tesseract', model: 'my-book' }
    readings.record('a.png', 'ସ୍ୱର', trained)
    readings.record('a.png', 'ସର', TESSERACT)
    readings.record('a.png', 'ସ୍ୱର ଘର', trained)
    expect(readings.list('a.png').map(({ model, text }) => [model, text])).toEqual([
      ['my-book', 'ସ୍ୱର ଘର'],
      ['tesseract-ori-4.0.0', 'ସର'],
    ])
    expect(readings.summary()['a.png']).toMatchObject({
      readers: ['tesseract:my-book', 'tesseract:tesseract-ori-4.0.0'],
      identical: false,
    })
    expect(readings.agreement('a.png')).toMatchObject({ readings: 2, texts: 2 })
  })

  it('says which images have lines', async () => {
    const { app, readings } = await repository()
    readings.record('a.png', 'ଘର', GEMINI)
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'a.png', lines: [{ box: [0, 0, 10, 10], validated_text: '' }] },
    })
    expect(readings.summary()['a.png']?.has_lines).toBe(true)
    expect(readings.agreement('a.png')?.hasLines).toBe(true)
  })
})
