import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { renderLinePage, scoreLines } from '../../src/eval/line-page'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { upload, uploadImages } from '../helpers/ocr'

const PAGE_TEXT = 'ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି'

let fake: FakeGemini | undefined
afterEach(async () => fake?.close())

/** A server whose fake Gemini reads the first test image as two lines; the others as its default one line. */
async function geminiApp() {
  const first = await makeImage('png', 1)
  fake = await startFakeGemini({ fixtures: { [createHash('sha256').update(first).digest('hex')]: PAGE_TEXT } })
  return buildTestApp({ config: { geminiBaseUrl: fake.baseUrl, geminiRetryBaseMs: 5 } })
}

const detect = (app: App, payload: object) => app.inject({ method: 'POST', url: '/api/ocr/lines/detect', payload })
const storedLines = async (app: App, name: string) =>
  (await app.inject({ method: 'GET', url: `/api/ocr/lines?image_filename=${name}` })).json().lines

describe('POST /api/ocr/lines/detect', () => {
  it("stores Gemini's lines in reading order, boxes in the image's pixels, the page's text made of them, and prepares their crops", async () => {
    const { app, dataDir } = await geminiApp()
    await uploadImages(app, ['page.png'])
    const response = await detect(app, { image_filename: 'page.png', engine: 'gemini', api_key: 'good-key' })
    expect(response.statusCode).toBe(200)
    const { lines } = response.json()
    expect(lines.map((line: { extracted_text: string }) => line.extracted_text)).toEqual(PAGE_TEXT.split('\n'))
    // The fake stacks the lines from 100 to 900 (of 1000) down a 40 × 24 image: 2.4–10.1 px and 12–19.7 px, rounded outwards.
    expect(lines.map((line: { box: number[] }) => line.box)).toEqual([
      [4, 2, 32, 9],
      [4, 12, 32, 8],
    ])
    // Gemini gives boxes only: each line's baseline comes from the ink of its box, across it from edge to edge.
    for (const { box, baseline } of lines as Array<{ box: number[]; baseline: number[][] }>) {
      const [x, y, width, height] = box as [number, number, number, number]
      expect(baseline.map(([bx]) => bx)).toEqual([x, x + width])
      for (const [, by] of baseline) expect(by! >= y && by! <= y + height).toBe(true)
    }
    expect(
      lines.every(
        (line: { status: string; engine: string }) => line.status === 'extracted' && line.engine === 'gemini',
      ),
    ).toBe(true)
    expect(await storedLines(app, 'page.png')).toEqual(lines)
    expect(app.ocr.annotations.get('page.png')).toMatchObject({
      extracted_text: PAGE_TEXT,
      validated_text: '',
      engine: 'gemini',
      status: 'extracted',
    })
    // The answer carries the image's annotation as the lines left it, so the page needs no second request.
    expect(response.json().annotation).toEqual(app.ocr.annotations.get('page.png'))
    // The lines found get their crops prepared for exports, as a person's lines do.
    await app.ocr.lineCrops.idle()
    const crops = join(dataDir, 'cache', 'line-crops', app.ocr.files.find('page.png').sha256)
    expect(readdirSync(crops).sort()).toEqual(['2-0-36-13.png', '2-10-36-12.png'])
  })

  it("keeps each line's engine and model through a person's edits; a line drawn by hand has none", async () => {
    const { app } = await geminiApp()
    await uploadImages(app, ['page.png'])
    const found: Array<{ box: number[]; extracted_text: string; engine: string; model: string }> = (
      await detect(app, { image_filename: 'page.png', engine: 'gemini', api_key: 'good-key' })
    ).json().lines
    const [first, second] = found
    // What the editor sends: the first line moved and corrected, the two swapped, a line drawn, each line's reading as it got it.
    const edited = [
      { box: second!.box, extracted_text: second!.extracted_text, validated_text: '' },
      {
        box: [0, 0, first!.box[2]! + 2, first!.box[3]!],
        extracted_text: first!.extracted_text,
        validated_text: 'ପ୍ରଥମ ଧାଡି',
      },
      { box: [0, 21, 10, 3], validated_text: 'ହାତ' },
      { box: [0, 20, 10, 1], extracted_text: 'not read by anyone', validated_text: '' },
    ]
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'page.png', lines: edited },
    })
    expect(saved.statusCode).toBe(200)
    const lines = await storedLines(app, 'page.png')
    expect(lines.map(({ engine, model }: { engine?: string; model?: string }) => ({ engine, model }))).toEqual([
      { engine: 'gemini', model: first!.model },
      { engine: 'gemini', model: first!.model },
      { engine: undefined, model: undefined },
      { engine: undefined, model: undefined },
    ])
    expect(first!.model).toBeTruthy()
  })

  it('asks before replacing lines a person validated (409), and replaces them with replace: true', async () => {
    const { app } = await geminiApp()
    await uploadImages(app, ['page.png'])
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'page.png', lines: [{ box: [0, 0, 40, 10], validated_text: 'ମୋ ଲେଖା' }] },
    })
    const refused = await detect(app, { image_filename: 'page.png', engine: 'gemini', api_key: 'good-key' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'LINES_VALIDATED',
      message: expect.stringContaining('page.png has 1 validated line'),
    })
    expect((await storedLines(app, 'page.png')).map((line: { validated_text: string }) => line.validated_text)).toEqual(
      ['ମୋ ଲେଖା'],
    )
    const replaced = await detect(app, {
      image_filename: 'page.png',
      engine: 'gemini',
      api_key: 'good-key',
      replace: true,
    })
    expect(replaced.json().lines).toHaveLength(2)
  })

  it("answers a page Gemini's reply cannot place with 422 and its reason, keeping the stored lines", async () => {
    const { app } = await geminiApp()
    await uploadImages(app, ['page.png'])
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: {
        image_filename: 'page.png',
        lines: [{ box: [0, 0, 40, 10], extracted_text: 'ଆଗ', validated_text: '' }],
      },
    })
    for (const key of ['lines-invalid-json', 'lines-outside']) {
      const response = await detect(app, { image_filename: 'page.png', engine: 'gemini', api_key: key })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toMatchObject({ code: 'LINES_NOT_FOUND', message: expect.stringMatching(/Gemini/) })
    }
    expect((await storedLines(app, 'page.png')).map((line: { extracted_text: string }) => line.extracted_text)).toEqual(
      ['ଆଗ'],
    )
  })

  it('refuses an unknown image (404) and a missing key for Gemini (400) before reading anything', async () => {
    const { app } = await geminiApp()
    expect((await detect(app, { image_filename: 'missing.png', engine: 'tesseract' })).statusCode).toBe(404)
    await uploadImages(app, ['page.png'])
    expect((await detect(app, { image_filename: 'page.png', engine: 'gemini' })).json()).toMatchObject({
      statusCode: 400,
      code: 'GEMINI_KEY_MISSING',
    })
    expect((await detect(app, { image_filename: 'page.png', engine: 'magic' })).statusCode).toBe(400)
  })

  it('finds the lines of a rendered page offline with Tesseract, each on its ink', async () => {
    const { app } = await buildTestApp()
    const page = await renderLinePage({ lines: 3, size: { width: 1100, height: 440 }, seed: 5 })
    await upload(app, [{ filename: 'scan.png', bytes: page.png }])
    const response = await detect(app, { image_filename: 'scan.png', engine: 'tesseract' })
    expect(response.statusCode).toBe(200)
    const found = response
      .json()
      .lines.map((line: { box: [number, number, number, number]; extracted_text: string }) => ({
        box: line.box,
        text: line.extracted_text,
      }))
    const score = scoreLines(page.lines, found)
    expect(score.found).toBeGreaterThanOrEqual(0.95)
    expect(score.inOrder).toBe(true)
  })
})

describe('OCR jobs with level: "lines"', () => {
  it("finds every page's lines, leaves a page with validated lines alone, and reports both", async () => {
    const { app } = await geminiApp()
    await uploadImages(app, ['a.png', 'b.png', 'c.png'])
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'c.png', lines: [{ box: [0, 0, 40, 10], validated_text: 'ମୋ ଲେଖା' }] },
    })
    const started = await app.inject({
      method: 'POST',
      url: '/api/ocr/jobs',
      payload: { api_key: 'good-key', image_filenames: ['a.png', 'b.png', 'c.png'], level: 'lines' },
    })
    expect(started.statusCode).toBe(202)
    const job = app.jobs.get(started.json().job_id)!
    await new Promise<void>((resolve) =>
      job.subscribe((event) => event.type === 'progress' && event.data.state !== 'running' && resolve()),
    )
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 2, failed: 1 })
    expect(await storedLines(app, 'a.png')).toHaveLength(2)
    expect(await storedLines(app, 'b.png')).toHaveLength(1)
    expect((await storedLines(app, 'c.png')).map((line: { validated_text: string }) => line.validated_text)).toEqual([
      'ମୋ ଲେଖା',
    ])
    expect(app.ocr.annotations.get('c.png')?.failure_reason).toMatch(/c.png has 1 validated line/)
  })
})
