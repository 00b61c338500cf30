import { TEXT_MAX_LENGTH } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/open-database'
import { buildTestApp } from '../helpers/build-test-app'
import { uploadImages } from '../helpers/ocr'

const odia = 'ଓଡ଼ିଆ ଭାଷା\nଦ୍ୱିତୀୟ ଧାଡ଼ି'

describe('GET /api/ocr/annotations and POST /api/ocr/save', () => {
  it('answers every stored image in upload order, each new with empty texts', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['b.png', 'a.png'])
    await uploadImages(app, ['c.png'])
    const response = await app.inject({ method: 'GET', url: '/api/ocr/annotations' })
    expect(response.statusCode).toBe(200)
    const state = response.json()
    expect(state.valid_images).toEqual(['b.png', 'a.png', 'c.png'])
    expect(state.annotations['a.png']).toEqual({ extracted_text: '', validated_text: '', status: 'new' })
  })

  it('saves durably: the text is on disk, NFC, when the answer comes back', async () => {
    const { app, dataDir } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const decomposed = 'କ\u0B47\u0B56ଳାସ'
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: { 'a.png': { extracted_text: 'x', validated_text: `${odia}\n${decomposed}` } },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().saved['a.png']).toMatchObject({
      extracted_text: 'x',
      validated_text: `${odia}\n${decomposed.normalize('NFC')}`,
      status: 'validated',
    })
    // A second connection (another process would see the same) reads the committed row.
    const db = openDatabase(dataDir)
    const row = db.prepare('SELECT validated_text, status FROM annotations').get() as {
      validated_text: string
      status: string
    }
    db.close()
    expect(row).toEqual({ validated_text: `${odia}\n${decomposed.normalize('NFC')}`, status: 'validated' })
  })

  it('keeps the stored extracted text when a save leaves it out', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    app.ocr.annotations.recordExtraction('a.png', odia, {
      engine: 'gemini',
      model: 'gemini-flash-latest',
      model_version: 'v1',
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: { 'a.png': { validated_text: 'ଠିକ୍' } },
    })
    expect(response.json().saved['a.png']).toMatchObject({
      extracted_text: odia,
      validated_text: 'ଠିକ୍',
      status: 'validated',
      engine: 'gemini',
      model_version: 'v1',
    })
  })

  it.each([
    [{ 'missing.png': { validated_text: 'x' } }, 404, 'No stored image named missing.png: upload it first.'],
    [{ '../a.png': { validated_text: 'x' } }, 404, 'No stored image named ../a.png: upload it first.'],
    [{}, 400, undefined],
    [{ 'a.png': { extracted_text: 'x' } }, 400, undefined],
  ])('refuses %j and saves nothing', async (payload, status, message) => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const response = await app.inject({ method: 'POST', url: '/api/ocr/save', payload })
    expect(response.statusCode).toBe(status)
    if (message) expect(response.json().message).toBe(message)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it.each(['validated_text', 'extracted_text'])(
    'refuses %s over the text limit with a 400 naming the limit, and saves nothing',
    async (field) => {
      const { app } = await buildTestApp()
      await uploadImages(app, ['a.png'])
      const texts = { validated_text: 'ଠିକ୍', [field]: 'କ'.repeat(TEXT_MAX_LENGTH + 1) }
      const response = await app.inject({ method: 'POST', url: '/api/ocr/save', payload: { 'a.png': texts } })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(
        `Invalid body: body/a.png/${field} must NOT have more than 100000 characters`,
      )
      expect(app.ocr.annotations.get('a.png')).toMatchObject({ extracted_text: '', validated_text: '', status: 'new' })
    },
  )

  it("never lets a machine result overwrite a person's validated text", async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    await app.inject({ method: 'POST', url: '/api/ocr/save', payload: { 'a.png': { validated_text: 'ମଣିଷ' } } })
    app.ocr.annotations.recordExtraction('a.png', 'ଯନ୍ତ୍ର', { engine: 'gemini', model: 'm' })
    app.ocr.annotations.recordFailure('a.png', 'Blocked', { engine: 'gemini', model: 'm' })
    expect(app.ocr.annotations.get('a.png')).toMatchObject({
      extracted_text: 'ଯନ୍ତ୍ର',
      validated_text: 'ମଣିଷ',
      status: 'validated',
    })
  })
})
