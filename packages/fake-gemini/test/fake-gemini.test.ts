import { createHash } from 'node:crypto'
import { GoogleGenAI } from '@google/genai'
import { afterEach, describe, expect, it } from 'vitest'
import { DECOMPOSED_TEXT, DEFAULT_TEXT, startFakeGemini, type FakeGemini } from '../src/index'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
interface ErrorBody {
  error: { code: number; status: string; message: string }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

let fake: FakeGemini
afterEach(async () => fake?.close())

const generateBody = (mimeType = 'image/png', data = PNG.toString('base64')) =>
  JSON.stringify({ contents: [{ role: 'user', parts: [{ inlineData: { mimeType, data } }, { text: 'Transcribe.' }] }] })

const post = (path: string, body: string, key = 'good-key') =>
  fetch(`${fake.baseUrl}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(key ? { 'x-goog-api-key': key } : {}) },
  })

const client = (apiKey: string) =>
  new GoogleGenAI({ apiKey, httpOptions: { baseUrl: fake.baseUrl, apiVersion: 'v1beta' } })

const generate = (apiKey: string, image = PNG) =>
  client(apiKey).models.generateContent({
    model: 'gemini-flash-latest',
    contents: [
      {
        role: 'user',
        parts: [{ inlineData: { mimeType: 'image/png', data: image.toString('base64') } }, { text: 'Transcribe.' }],
      },
    ],
  })

describe('fake Gemini server', () => {
  it('answers the fixture text of an image, looked up by the SHA-256 of its bytes, through the real SDK', async () => {
    fake = await startFakeGemini({ fixtures: { [sha256(PNG)]: 'ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି' } })
    const response = await generate('good-key')
    expect(response.text).toBe('ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି')
    expect(response.modelVersion).toBe('gemini-2.5-flash-preview-09-2025')
    expect(response.candidates?.[0]?.finishReason).toBe('STOP')
  })

  it('answers an NFC default line for an unknown image', async () => {
    fake = await startFakeGemini()
    expect((await generate('good-key')).text).toBe(DEFAULT_TEXT)
    expect(DEFAULT_TEXT).toBe(DEFAULT_TEXT.normalize('NFC'))
  })

  it('answers decomposed text that NFC changes', async () => {
    fake = await startFakeGemini()
    const text = (await generate('decomposed')).text
    expect(text).toBe(DECOMPOSED_TEXT)
    expect(text!.normalize('NFC')).not.toBe(text)
  })

  it('logs each request with its image hash and prompt, never the key', async () => {
    fake = await startFakeGemini()
    await generate('secret-key-123')
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1beta/models/gemini-flash-latest:generateContent',
        hasKey: true,
        status: 200,
        images: [{ sha256: sha256(PNG), mimeType: 'image/png' }],
        prompt: 'Transcribe.',
      }),
    ])
    expect(JSON.stringify(fake.requests)).not.toContain('secret-key-123')
  })

  it.each([
    ['a missing key', generateBody(), '', 403, 'PERMISSION_DENIED'],
    ['invalid JSON', '{not json', 'good-key', 400, 'INVALID_ARGUMENT'],
    [
      'a text-only request',
      JSON.stringify({ contents: [{ parts: [{ text: 'hi' }] }] }),
      'good-key',
      400,
      'INVALID_ARGUMENT',
    ],
    ['an unsupported image type', generateBody('image/tiff'), 'good-key', 400, 'INVALID_ARGUMENT'],
    ['an empty image', generateBody('image/png', ''), 'good-key', 400, 'INVALID_ARGUMENT'],
  ])('refuses %s', async (_what, body, key, status, apiStatus) => {
    fake = await startFakeGemini()
    const response = await post('/v1beta/models/gemini-flash-latest:generateContent', body, key)
    expect(response.status).toBe(status)
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: status, status: apiStatus })
  })

  it('answers 404 for an unknown model and for a model that cannot generate', async () => {
    fake = await startFakeGemini()
    for (const model of ['gemini-0.1-imaginary', 'text-embedding-004']) {
      const response = await post(`/v1beta/models/${model}:generateContent`, generateBody())
      expect(response.status).toBe(404)
      expect(((await response.json()) as ErrorBody).error.message).toContain(`models/${model} is not found`)
    }
  })

  it('lists and describes models through the SDK', async () => {
    fake = await startFakeGemini()
    const names: string[] = []
    for await (const model of await client('good-key').models.list()) names.push(model.name ?? '')
    expect(names).toContain('models/gemini-flash-latest')
    expect(names).toContain('models/text-embedding-004')
    expect(await client('good-key').models.get({ model: 'gemini-2.5-pro' })).toMatchObject({
      displayName: 'Gemini 2.5 Pro',
    })
  })

  it('fails the first N calls of flaky-N and ratelimit-N, then succeeds', async () => {
    fake = await startFakeGemini()
    for (const [key, status] of [
      ['flaky-2', 503],
      ['ratelimit-1', 429],
    ] as const) {
      const statuses: number[] = []
      for (let call = 0; call < 3; call += 1)
        statuses.push((await post('/v1beta/models/gemini-flash-latest:generateContent', generateBody(), key)).status)
      expect(statuses).toEqual(key === 'flaky-2' ? [status, status, 200] : [status, 200, 200])
    }
  })

  describe('line requests (structured output: JSON with a schema)', () => {
    const LINE_SCHEMA = {
      type: 'ARRAY',
      items: {
        type: 'OBJECT',
        properties: { box_2d: { type: 'ARRAY', items: { type: 'INTEGER' } }, text: { type: 'STRING' } },
      },
    }
    const askLines = (apiKey: string) =>
      client(apiKey).models.generateContent({
        model: 'gemini-flash-latest',
        contents: [
          {
            role: 'user',
            parts: [
              { inlineData: { mimeType: 'image/png', data: PNG.toString('base64') } },
              { text: 'List the lines.' },
            ],
          },
        ],
        config: { responseMimeType: 'application/json', responseSchema: LINE_SCHEMA },
      })

    it('answers one box a line of the fixture text, stacked down the page, and logs what was asked', async () => {
      fake = await startFakeGemini({ fixtures: { [sha256(PNG)]: 'ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି' } })
      expect(JSON.parse((await askLines('good-key')).text!)).toEqual([
        { box_2d: [100, 100, 420, 900], text: 'ପ୍ରଥମ ଧାଡ଼ି' },
        { box_2d: [500, 100, 820, 900], text: 'ଦ୍ୱିତୀୟ ଧାଡ଼ି' },
      ])
      expect(fake.requests[0]).toMatchObject({ responseMimeType: 'application/json', responseSchema: LINE_SCHEMA })
    })

    it('answers a scripted reply for an image verbatim', async () => {
      const scripted = [{ box_2d: [10.5, 20, 30, 40], text: 'ଏକ' }, { note: 'not a line' }]
      fake = await startFakeGemini({ lineFixtures: { [sha256(PNG)]: scripted } })
      expect(JSON.parse((await askLines('good-key')).text!)).toEqual(scripted)
    })

    it.each([
      ['lines-invalid-json', (text: string) => expect(() => JSON.parse(text)).toThrow()],
      [
        'lines-outside',
        (text: string) =>
          expect(JSON.parse(text)).toContainEqual(expect.objectContaining({ box_2d: [300, 100, 400, 1180] })),
      ],
      [
        'lines-inverted',
        (text: string) => expect(JSON.parse(text)).toEqual([expect.objectContaining({ box_2d: [400, 100, 300, 900] })]),
      ],
      ['lines-empty', (text: string) => expect(JSON.parse(text)).toEqual([])],
    ])('answers %s with that broken reply', async (key, check) => {
      fake = await startFakeGemini()
      check((await askLines(key)).text!)
    })

    it('keeps the rate limits of the key, then answers the lines', async () => {
      fake = await startFakeGemini()
      await expect(askLines('ratelimit-1')).rejects.toMatchObject({ status: 429 })
      expect(JSON.parse((await askLines('ratelimit-1')).text!)).toEqual([
        { box_2d: [100, 100, 740, 900], text: DEFAULT_TEXT },
      ])
    })

    it('answers a plain request with text even for a lines key', async () => {
      fake = await startFakeGemini()
      expect((await generate('lines-empty')).text).toBe(DEFAULT_TEXT)
    })
  })

  it('answers html-502 with an HTML page', async () => {
    fake = await startFakeGemini()
    const response = await post('/v1beta/models/gemini-flash-latest:generateContent', generateBody(), 'html-502')
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
  })

  it('never answers hang, and close() drops the connection', async () => {
    fake = await startFakeGemini()
    const pending = post('/v1beta/models/gemini-flash-latest:generateContent', generateBody(), 'hang')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await fake.close()
    await expect(pending).rejects.toThrow()
  })
})
