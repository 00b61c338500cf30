import * as contract from '@odia-ai/contract'
import { MAX_LINES_PER_IMAGE, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, type RouteDefinition } from '@odia-ai/contract'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../../src/plugins/json-body'
import { buildTestApp } from '../helpers/build-test-app'
import { probeHealthDuring } from '../helpers/freeze-probe'
import { upload, uploadImages } from '../helpers/ocr'

const json = { 'content-type': 'application/json' }
/** A character JSON.stringify writes at its longest (`\u0001`, 6 bytes), so a text of them is the largest body its limit allows. */
const widest = (length: number) => '\u0001'.repeat(length)

const withBodies = Object.values(contract as Record<string, unknown>).filter(
  (value): value is RouteDefinition =>
    typeof value === 'object' &&
    value !== null &&
    'url' in value &&
    'method' in value &&
    (value as RouteDefinition).schema.body !== undefined,
)

describe('JSON request bodies', () => {
  it('refuses the 62 MB nested-array body to /api/ocr/save with 413 before reading it, answering health all the while', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const depth = 31 * 1024 * 1024
    const payload = `{"a.png":{"validated_text":${'['.repeat(depth)}${']'.repeat(depth)}}}`
    const started = performance.now()
    const { result: response, worstHealthMs } = await probeHealthDuring(app, () =>
      app.inject({ method: 'POST', url: '/api/ocr/save', payload, headers: json }),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'BODY_TOO_LARGE',
      error: 'Payload Too Large',
      message: `The request body is larger than the ${contract.formatBytes(contract.saveAnnotation.bodyLimit!)} POST /api/ocr/save takes.`,
    })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(worstHealthMs).toBeLessThanOrEqual(200)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it(`refuses a body within its limit that nests deeper than ${MAX_JSON_DEPTH} levels with 400 before parsing it, answering health all the while`, async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const depth = (contract.saveAnnotation.bodyLimit! - 100) / 2
    const payload = `{"a.png":{"validated_text":${'['.repeat(depth)}${']'.repeat(depth)}}}`
    const { result: response, worstHealthMs } = await probeHealthDuring(app, () =>
      app.inject({ method: 'POST', url: '/api/ocr/save', payload, headers: json }),
    )
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'JSON_TOO_DEEP' })
    expect(worstHealthMs).toBeLessThanOrEqual(200)
    // Brackets inside strings are text (an escaped quote does not end one), and a body as deep as the limit is parsed.
    const brackets = JSON.stringify({ 'a.png': { validated_text: `"\\${'['.repeat(MAX_JSON_DEPTH + 1)}` } })
    expect(
      (await app.inject({ method: 'POST', url: '/api/ocr/save', payload: brackets, headers: json })).statusCode,
    ).toBe(200)
    const deepest = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`
    expect(
      (await app.inject({ method: 'POST', url: '/api/ocr/save', payload: deepest, headers: json })).json(),
    ).toMatchObject({ code: 'FST_ERR_VALIDATION' })
  })

  it("saves the largest body a save may carry: one image's two texts at the limit, in the characters JSON writes longest", async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const texts = {
      extracted_text: widest(TEXT_MAX_LENGTH),
      validated_text: widest(TEXT_MAX_LENGTH),
      saved_by: 'ମ'.repeat(NAME_MAX_LENGTH),
    }
    const payload = JSON.stringify({ 'a.png': texts })
    expect(payload.length).toBeGreaterThan(1_200_000)
    const response = await app.inject({ method: 'POST', url: '/api/ocr/save', payload, headers: json })
    expect(response.statusCode).toBe(200)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({
      extracted_text: texts.extracted_text,
      validated_text: texts.validated_text,
    })
  })

  it(`stores the largest lines body: ${MAX_LINES_PER_IMAGE} lines whose texts make two image texts at the limit, in the characters JSON writes longest`, async () => {
    const { app } = await buildTestApp()
    const page = await sharp({ create: { width: 2000, height: 4000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    expect((await upload(app, [{ filename: 'page.png', bytes: page }])).statusCode).toBe(200)
    // Joined by line breaks, the lines' texts are the image's texts, each within the limit.
    const text = widest(Math.floor((TEXT_MAX_LENGTH + 1) / MAX_LINES_PER_IMAGE) - 1)
    const lines = Array.from({ length: MAX_LINES_PER_IMAGE }, (_, index) => ({
      box: [1000 + (index % 500), 2 * index, 500, 2],
      extracted_text: text,
      validated_text: text,
    }))
    const payload = JSON.stringify({ image_filename: 'page.png', lines, saved_by: 'ମ'.repeat(NAME_MAX_LENGTH) })
    expect(payload.length).toBeGreaterThan(1_300_000)
    const response = await app.inject({ method: 'PUT', url: '/api/ocr/lines', payload, headers: json })
    expect(response.statusCode).toBe(200)
    expect(response.json().lines).toHaveLength(MAX_LINES_PER_IMAGE)
  })

  it.each(withBodies.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses a body one byte over its declared limit with 413',
    async (_name, route) => {
      const { app } = await buildTestApp()
      const limit = route.bodyLimit!
      const payload = `{"padding":"${'x'.repeat(limit - 13)}"}`
      expect(payload.length).toBe(limit + 1)
      const response = await app.inject({
        method: route.method,
        url: route.url.replace(':id', '2'),
        payload,
        headers: json,
      })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toMatchObject({
        code: 'BODY_TOO_LARGE',
        message: `The request body is larger than the ${contract.formatBytes(limit)} ${route.method} ${route.url} takes.`,
      })
    },
  )
})
