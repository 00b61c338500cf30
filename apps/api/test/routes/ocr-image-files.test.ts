import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { upload, uploadImages } from '../helpers/ocr'

describe('GET /images/:name', () => {
  it('serves a stored image with its detected type and caching headers, and 304 when unchanged', async () => {
    const { app } = await buildTestApp()
    const png = await makeImage('png')
    await upload(app, [{ filename: 'ପୃଷ୍ଠା ୧.jpg', bytes: png }])
    const response = await app.inject({ method: 'GET', url: `/images/${encodeURIComponent('ପୃଷ୍ଠା ୧.jpg')}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.rawPayload).toEqual(png)
    const again = await app.inject({
      method: 'GET',
      url: `/images/${encodeURIComponent('ପୃଷ୍ଠା ୧.jpg')}`,
      headers: { 'if-none-match': response.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('serves a TIFF converted to PNG, which a browser can show', async () => {
    const { app } = await buildTestApp()
    await upload(app, [{ filename: 'scan.tiff', bytes: await makeImage('tiff') }])
    const response = await app.inject({ method: 'GET', url: '/images/scan.tiff' })
    expect(response.headers['content-type']).toBe('image/png')
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 24 })
  })

  it('serves a small WebP thumbnail, cached on disk and made again if the cache is gone', async () => {
    const { app, dataDir } = await buildTestApp()
    await upload(app, [{ filename: 'wide.png', bytes: await makeImage('png', 1, { width: 600, height: 300 }) }])
    const thumbnails = join(dataDir, 'cache', 'thumbnails')
    expect(readdirSync(thumbnails)).toHaveLength(1)
    const response = await app.inject({ method: 'GET', url: '/images/wide.png?thumb=true' })
    expect(response.headers['content-type']).toBe('image/webp')
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96, height: 48 })
    rmSync(thumbnails, { recursive: true })
    const remade = await app.inject({ method: 'GET', url: '/images/wide.png?thumb=true' })
    expect(remade.statusCode).toBe(200)
    expect(existsSync(thumbnails)).toBe(true)
  })

  it.each([
    ['/images/..%2F..%2Fodia-ai-tools.sqlite', 400],
    ['/images/..%5Csecret', 400],
    ['/images/missing.png', 404],
  ])('refuses %s', async (url, status) => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toHaveProperty('message')
  })

  it('never serves the parent folder for a dot-dot name', async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/images/%2e%2e' })
    expect(response.headers['content-type']).not.toMatch(/^image\//)
    expect(response.body).not.toContain('SQLite')
  })

  it('serves every name an upload may be stored under: 200 bytes, and its numbered twin', async () => {
    const { app } = await buildTestApp()
    const longest = `${'a'.repeat(196)}.png`
    const names = await uploadImages(app, [longest, longest])
    expect(names).toEqual([longest, `${'a'.repeat(196)}-2.png`])
    for (const name of names) {
      expect((await app.inject({ method: 'GET', url: `/images/${name}` })).statusCode).toBe(200)
      expect((await app.inject({ method: 'GET', url: `/images/${name}?thumb=true` })).statusCode).toBe(200)
    }
  })

  it('serves only images it stored, not other files that sit in the upload folder', async () => {
    const { app, dataDir } = await buildTestApp()
    writeFileSync(join(dataDir, 'uploaded_images', 'planted.png'), await makeImage('png'))
    const response = await app.inject({ method: 'GET', url: '/images/planted.png' })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('No stored image named planted.png: upload it first.')
  })
})
