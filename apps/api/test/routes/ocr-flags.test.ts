import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { storeTexts } from '../helpers/ocr'

describe('GET /api/ocr/flags', () => {
  it('counts the orthography flags of each image’s text (validated, else extracted), listing only flagged images', async () => {
    const { app } = await buildTestApp()
    await storeTexts(app, {
      'clean.png': { extracted_text: 'ଓଡ଼ିଆ ଭାଷା', validated_text: '' },
      'engine.png': { extracted_text: 'ଅାମ ଘର|', validated_text: '' },
      'fixed.png': { extracted_text: 'ଅାମ', validated_text: 'ଆମ' },
      'person.png': { extracted_text: 'ଆମ', validated_text: 'ଅାମ' },
    })
    const response = await app.inject({ method: 'GET', url: '/api/ocr/flags' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ flagged: 2, images: { 'engine.png': 2, 'person.png': 1 } })

    // A correction is seen at the next call.
    await storeTexts(app, { 'engine.png': { extracted_text: 'ଅାମ ଘର|', validated_text: 'ଆମ ଘର।' } })
    expect((await app.inject({ method: 'GET', url: '/api/ocr/flags' })).json()).toEqual({
      flagged: 1,
      images: { 'person.png': 1 },
    })
  })
})
