import { createHash } from 'node:crypto'
import { DECOMPOSED_TEXT, startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, describe, expect, it } from 'vitest'
import { createGeminiEngine } from '../../../../src/ocr/engines/gemini/gemini-engine'
import type { FindLinesOptions, OcrImage } from '../../../../src/ocr/engines/ocr-engine'
import { appErrorOf } from '../../../helpers/app-error'
import { makeImage } from '../../../helpers/images'

const MODEL = 'gemini-flash-latest'
const FIRST = 'ପ୍ରଥମ ଧାଡ଼ି'
const SECOND = 'ଦ୍ୱିତୀୟ ଧାଡ଼ି'
/** The fake stacks a text's lines down the page: [100, 100, 420, 900] and [500, 100, 820, 900] for two lines. */
const TWO_LINES_ON_400_BY_200 = [
  { box: [40, 20, 320, 64], text: FIRST },
  { box: [40, 100, 320, 64], text: SECOND },
]

let fake: FakeGemini | undefined
afterEach(async () => fake?.close())

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A 400 × 200 page whose text (for the fake) is two lines, or whose line reply is scripted. */
async function page(script?: unknown): Promise<OcrImage> {
  const bytes = await makeImage('png', 1, { width: 400, height: 200 })
  fake = await startFakeGemini({
    fixtures: { [sha256(bytes)]: `${FIRST}\n${SECOND}` },
    ...(script ? { lineFixtures: { [sha256(bytes)]: script } } : {}),
  })
  return { bytes, mimeType: 'image/png' }
}

const findLines = (image: OcrImage, apiKey: string, options: Partial<FindLinesOptions> = {}) =>
  createGeminiEngine({ apiKey, baseUrl: fake!.baseUrl, timeoutMs: 10_000, retryBaseMs: 5 }).findLines(image, {
    model: MODEL,
    signal: new AbortController().signal,
    ...options,
  })

describe('Gemini line finding against the fake server', () => {
  it('asks once, for JSON in a schema, and converts its 0–1000 boxes to pixels of the image', async () => {
    const image = await page()
    expect(await findLines(image, 'good-key')).toEqual({
      status: 'found',
      lines: TWO_LINES_ON_400_BY_200,
      modelVersion: 'gemini-2.5-flash-preview-09-2025',
    })
    expect(fake!.requests).toHaveLength(1)
    expect(fake!.requests[0]).toMatchObject({
      images: [{ mimeType: 'image/png' }],
      prompt: expect.stringMatching(/box_2d/),
      systemInstruction: expect.stringMatching(/\[ymin, xmin, ymax, xmax\] normalised to 0-1000/),
      responseMimeType: 'application/json',
      responseSchema: { type: 'ARRAY', items: { properties: { box_2d: { type: 'ARRAY' }, text: { type: 'STRING' } } } },
    })
  })

  it('gives the boxes in the pixels of the image the user sees when the bytes are a smaller copy', async () => {
    const image = await page()
    const result = await findLines(image, 'good-key', { imageSize: { width: 4000, height: 2000 } })
    expect(result.status === 'found' && result.lines.map((line) => line.box)).toEqual([
      [400, 200, 3200, 640],
      [400, 1000, 3200, 640],
    ])
  })

  it('cleans each line like a transcription (NFC, no trailing space) and leaves out lines without text', async () => {
    const image = await page([
      { box_2d: [100.4, 0, 499.6, 1000], text: `${DECOMPOSED_TEXT}  ` },
      { box_2d: [500, 0, 900, 1000], text: ' ' },
    ])
    expect(await findLines(image, 'good-key')).toMatchObject({
      status: 'found',
      lines: [{ box: [0, 20, 400, 80], text: DECOMPOSED_TEXT.normalize('NFC') }],
    })
  })

  it('reads the JSON inside a code fence after a lead-in sentence', async () => {
    expect(await findLines(await page(), 'markdown')).toMatchObject({ status: 'found', lines: TWO_LINES_ON_400_BY_200 })
  })

  it.each([
    [
      'lines-invalid-json',
      /^Gemini's answer was not valid JSON \(.+\); try this image again, or draw its lines by hand$/,
    ],
    ['lines-outside', /^Gemini's line 2 has a box outside the page \(box_2d \[300,100,400,1180\]\)/],
    ['lines-inverted', /^Gemini's line 1 has a box outside the page \(box_2d \[400,100,300,900\]\)/],
    ['lines-empty', /^Gemini found no text lines in this image$/],
    ['empty', /^Gemini found no text lines in this image$/],
  ])('fails only this page, with the reason, when the answer to %s is unusable', async (key, reason) => {
    expect(await findLines(await page(), key)).toEqual({
      status: 'failed',
      reason: expect.stringMatching(reason),
      modelVersion: 'gemini-2.5-flash-preview-09-2025',
    })
    expect(fake!.requests).toHaveLength(1)
  })

  it.each([
    ['an object', { lines: [] }, /^Gemini's answer was not a list of lines/],
    ['a line without a box', [{ text: FIRST }], /^Gemini's line 1 has no box_2d of 4 numbers and text/],
    [
      'a box of three numbers',
      [{ box_2d: [1, 2, 3], text: FIRST }],
      /^Gemini's line 1 has no box_2d of 4 numbers and text/,
    ],
    [
      'a negative coordinate',
      [{ box_2d: [-5, 0, 100, 100], text: FIRST }],
      /^Gemini's line 1 has a box outside the page/,
    ],
    [
      'a box without width',
      [{ box_2d: [0, 300, 100, 300], text: FIRST }],
      /^Gemini's line 1 has a box outside the page/,
    ],
  ])('fails the page when the answer is %s', async (_what, script, reason) => {
    expect(await findLines(await page(script), 'good-key')).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(reason),
    })
  })

  it('retries while rate limited, lowering the concurrency, then finds the lines', async () => {
    const image = await page()
    let rateLimited = 0
    expect(await findLines(image, 'ratelimit-2', { onRateLimited: () => (rateLimited += 1) })).toMatchObject({
      status: 'found',
      lines: TWO_LINES_ON_400_BY_200,
    })
    expect(fake!.requests.map((request) => request.status)).toEqual([429, 429, 200])
    expect(rateLimited).toBe(2)
  })

  it('waits the retryDelay of a minute quota, then finds the lines', async () => {
    const image = await page()
    const started = Date.now()
    expect(await findLines(image, 'quota-minute')).toMatchObject({ status: 'found' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('retries a cut-off answer once with a larger limit, then fails the page as cut off', async () => {
    expect(await findLines(await page(), 'max-tokens')).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/cut off/),
    })
    expect(fake!.requests.map((request) => request.maxOutputTokens)).toEqual([8192, 32768])
  })

  it.each([
    ['bad-key', 'Gemini rejected the API key. Check the key and try again.'],
    ['quota-day', /daily Gemini quota is used up/],
  ])('stops the batch on %s, as a transcription does', async (key, message) => {
    const error = await appErrorOf(findLines(await page(), key))
    expect(error.message).toMatch(message)
    expect(fake!.requests).toHaveLength(1)
  })
})
