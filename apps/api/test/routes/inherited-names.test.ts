import { ownValue } from '@odia-ai/contract'
import { startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { multipart } from '../helpers/images'
import { uploadImages } from '../helpers/ocr'

/** Names every plain object answers from its prototype; an upload keeps them, having no extension to check. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']
/** A text the orthography checks flag once (a vowel sign after an independent vowel). */
const FLAGGED = 'ଅାମ'

let fake: FakeGemini | undefined
afterEach(async () => fake?.close())

const post = (app: App, url: string, json: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json })
const get = async (app: App, url: string) => {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const textOf = (name: string) => `${FLAGGED} ${name}`
/** A JSON object of these members, written out: in an object literal, `__proto__: …` would set the prototype instead. */
const jsonObject = (members: Array<[string, unknown]>) =>
  `{${members.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(', ')}}`

/** Uploads `a.png` and an image for each inherited name, and saves each one's text by its own request, as the page does. */
async function storeInherited(app: App) {
  expect(await uploadImages(app, ['a.png', ...INHERITED])).toEqual(['a.png', ...INHERITED])
  for (const name of INHERITED) {
    const saved = await post(app, '/api/ocr/save', jsonObject([[name, { validated_text: textOf(name) }]]))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(Object.keys(saved.json().saved)).toEqual([name])
  }
}

describe('images named like members of Object.prototype', () => {
  it('are saved and listed, each with its own annotation', async () => {
    const { app } = await buildTestApp()
    await storeInherited(app)
    const state = await get(app, '/api/ocr/annotations')
    expect(state.valid_images).toEqual(['a.png', ...INHERITED])
    expect(Object.keys(state.annotations)).toEqual(['a.png', ...INHERITED])
    for (const name of INHERITED)
      expect(ownValue(state.annotations, name)).toMatchObject({ validated_text: textOf(name), status: 'validated' })
  })

  it('are counted by the orthography flags', async () => {
    const { app } = await buildTestApp()
    await storeInherited(app)
    const flags = await get(app, '/api/ocr/flags')
    expect(flags.flagged).toBe(INHERITED.length)
    expect(Object.entries(flags.images)).toEqual(INHERITED.map((name) => [name, 1]))
  })

  it("are imported from a CSV and exported, with the page's unsaved text for them, and the server answers after", async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png', ...INHERITED])
    const form = await multipart([
      { name: 'image_folder', value: 'uploaded_images' },
      {
        name: 'file',
        filename: 'annotations.csv',
        type: 'text/csv',
        bytes: `image_filename,validated_text\n${INHERITED.map((name) => `${name},${textOf(name)}`).join('\n')}\n`,
      },
    ])
    const imported = await app.inject({ method: 'POST', url: '/api/ocr/import', ...form })
    expect(imported.statusCode, imported.body).toBe(200)
    expect(Object.keys(imported.json().annotations)).toEqual(INHERITED)
    for (const name of INHERITED)
      expect(ownValue(imported.json().annotations, name)).toMatchObject({ validated_text: textOf(name) })

    const rows = (unsaved: Array<[string, string]>) => [
      'image_filename,extracted_text,validated_text,cer',
      'a.png,,,',
      ...INHERITED.map((name) => `${name},,${new Map(unsaved).get(name) ?? textOf(name)},1.0000`),
      '',
    ]
    const asStored = await post(app, '/api/ocr/export', '{"validated_texts": {}, "include_cer": true}')
    expect(asStored.statusCode, asStored.body).toBe(200)
    expect(asStored.body.split('\r\n')).toEqual(rows([]))
    // The page's unsaved text for two of them.
    const unsaved: Array<[string, string]> = [
      ['__proto__', 'ନୂଆ ଲେଖା'],
      ['constructor', 'ଗଢ଼ା'],
    ]
    const withUnsaved = await post(
      app,
      '/api/ocr/export',
      `{"validated_texts": ${jsonObject(unsaved)}, "include_cer": true}`,
    )
    expect(withUnsaved.statusCode, withUnsaved.body).toBe(200)
    expect(withUnsaved.body.split('\r\n')).toEqual(rows(unsaved))
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('are read by an engine and summed up among the readings', async () => {
    fake = await startFakeGemini()
    const { app } = await buildTestApp({ config: { geminiBaseUrl: fake.baseUrl, geminiRetryBaseMs: 5 } })
    await uploadImages(app, INHERITED)
    const processed = await post(
      app,
      '/api/ocr/process',
      JSON.stringify({ api_key: 'good-key', engine: 'gemini', image_filenames: INHERITED }),
    )
    expect(processed.statusCode, processed.body).toBe(200)
    expect(Object.keys(processed.json()).sort()).toEqual([...INHERITED].sort())
    expect(Object.keys((await get(app, '/api/ocr/readings/summary')).images)).toEqual(INHERITED)
  })

  it('answer 422 when a line search finds no lines on them', async () => {
    fake = await startFakeGemini()
    const { app } = await buildTestApp({ config: { geminiBaseUrl: fake.baseUrl, geminiRetryBaseMs: 5 } })
    await uploadImages(app, INHERITED)
    for (const name of INHERITED) {
      const detected = await post(
        app,
        '/api/ocr/lines/detect',
        JSON.stringify({ image_filename: name, engine: 'gemini', api_key: 'lines-invalid-json' }),
      )
      expect(detected.statusCode, `${name}: ${detected.body}`).toBe(422)
      expect(detected.json().code).toBe('LINES_NOT_FOUND')
    }
  })
})
