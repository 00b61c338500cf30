import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage, multipart } from '../helpers/images'
import { uploadImages } from '../helpers/ocr'

const annotations = async (app: App) => (await app.inject({ method: 'GET', url: '/api/ocr/annotations' })).json()

/** An image uploaded and its text saved, as the app's own page would. */
async function savedImage() {
  const test = await buildTestApp()
  await uploadImages(test.app, ['page.png'])
  await test.app.inject({ method: 'POST', url: '/api/ocr/save', payload: { 'page.png': { validated_text: 'ସଠିକ' } } })
  return test
}

/** The writes a page of another origin would try: an upload, a CSV import, a JSON save and accepting readings. */
async function writes(headers: Record<string, string>) {
  const upload = await multipart([
    { name: 'files', filename: 'extra.png', bytes: await makeImage('png', 9), type: 'image/png' },
  ])
  const csv = await multipart([
    { name: 'file', filename: 'a.csv', bytes: 'image_filename,validated_text\r\npage.png,ଭୁଲ\r\n', type: 'text/csv' },
  ])
  return [
    { method: 'POST', url: '/api/ocr/upload', payload: upload.payload, headers: { ...upload.headers, ...headers } },
    { method: 'POST', url: '/api/ocr/import', payload: csv.payload, headers: { ...csv.headers, ...headers } },
    {
      method: 'POST',
      url: '/api/ocr/save',
      payload: JSON.stringify({ 'page.png': { validated_text: 'ଭୁଲ' } }),
      headers: { 'content-type': 'application/json', ...headers },
    },
    {
      method: 'POST',
      url: '/api/ocr/readings/accept',
      payload: JSON.stringify({ image_filenames: ['page.png'] }),
      headers: { 'content-type': 'application/json', ...headers },
    },
  ] as const
}

describe('writes sent by a page of another origin', () => {
  it.each([
    ['an Origin of another port', { origin: 'http://127.0.0.1:9999' }],
    ['an Origin of another host', { origin: 'https://attacker.example' }],
    ['the opaque Origin "null" (sandboxed frame, file: page)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site: same-site (another port of this machine)',
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:9999' },
    ],
  ])('are refused with 403 before anything is stored: %s', async (_, headers) => {
    const { app, dataDir } = await savedImage()
    const before = await annotations(app)
    for (const request of await writes(headers)) {
      const response = await app.inject(request)
      expect(response.statusCode, request.url).toBe(403)
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'CROSS_ORIGIN_REQUEST',
        error: 'Forbidden',
        message: expect.stringMatching(
          /^Refused a change sent by a page of .*: this server only takes changes from its own pages\./,
        ),
      })
    }
    expect(await annotations(app)).toEqual(before)
    expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual(['page.png'])
  })

  it('name the other origin in the message', async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: {},
      headers: { origin: 'http://127.0.0.1:9999' },
    })
    expect(response.json().message).toContain('http://127.0.0.1:9999')
  })
})

describe('writes that are let through', () => {
  it.each([
    ['no Origin (curl, the CLI, scripts)', { host: 'localhost:8000' }],
    ['an Origin naming the Host', { host: '127.0.0.1:8000', origin: 'http://127.0.0.1:8000' }],
    ['an Origin on the default port', { host: 'localhost', origin: 'http://localhost' }],
    ['an IPv6 Origin naming the Host', { host: '[::1]:8000', origin: 'http://[::1]:8000' }],
    [
      'Sec-Fetch-Site: same-origin',
      { host: '127.0.0.1:8000', origin: 'http://127.0.0.1:8000', 'sec-fetch-site': 'same-origin' },
    ],
    ['Sec-Fetch-Site: none (typed by the user)', { host: '127.0.0.1:8000', 'sec-fetch-site': 'none' }],
    [
      'the Vite dev proxy (it forwards the Host the browser used)',
      { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' },
    ],
    // A proxy that rewrites Host to the API's: the browser still saw one origin, and says so.
    [
      'a proxy that rewrites Host',
      { host: '127.0.0.1:8000', origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' },
    ],
  ])('%s', async (_, headers) => {
    const { app } = await savedImage()
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: { 'page.png': { validated_text: 'ନୂଆ' } },
      headers,
    })
    expect(response.statusCode).toBe(200)
    expect((await annotations(app)).annotations['page.png'].validated_text).toBe('ନୂଆ')
  })

  it('reads from another origin are answered (the browser keeps the answer from the page)', async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({
      method: 'GET',
      url: '/api/ocr/annotations',
      headers: { origin: 'http://127.0.0.1:9999', 'sec-fetch-site': 'same-site' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})
