import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { createProject, inProject, saveText, upload, uploadImages } from '../helpers/ocr'

const remove = (app: App, name: string, project?: number) =>
  app.inject({ method: 'DELETE', url: inProject(`/api/ocr/images/${encodeURIComponent(name)}`, project) })
const state = async (app: App, project?: number) =>
  (await app.inject({ method: 'GET', url: inProject('/api/ocr/annotations', project) })).json()

describe('DELETE /api/ocr/images/:name', () => {
  it('deletes the image with its annotation, lines and history, then its file and thumbnail, and nothing else', async () => {
    const { app, dataDir } = await buildTestApp()
    await uploadImages(app, ['a.png', 'b.png'])
    await saveText(app, 'a.png', 'ଏକ', { by: 'Asha' })
    await saveText(app, 'b.png', 'ଦୁଇ', { by: 'Asha' })
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'a.png', lines: [{ box: [0, 0, 10, 10], validated_text: 'ଏକ' }] },
    })
    const thumbnails = join(dataDir, 'cache', 'thumbnails')
    expect(readdirSync(thumbnails)).toHaveLength(2)

    const deleted = await remove(app, 'a.png')
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ deleted: 'a.png' })
    expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual(['b.png'])
    expect(readdirSync(thumbnails)).toHaveLength(1)
    expect(await state(app)).toMatchObject({
      valid_images: ['b.png'],
      annotations: { 'b.png': { validated_text: 'ଦୁଇ' } },
    })
    expect(Object.keys((await state(app)).annotations)).toEqual(['b.png'])
    expect(app.db.prepare('SELECT COUNT(*) FROM lines').pluck().get()).toBe(0)
    expect((await app.inject({ method: 'GET', url: '/api/ocr/people' })).json().people).toEqual([
      expect.objectContaining({ name: 'Asha', validated: 1 }),
    ])
    expect((await app.inject({ method: 'GET', url: '/images/a.png' })).statusCode).toBe(404)
    expect((await remove(app, 'a.png')).statusCode).toBe(404)

    // The name is free again: a new upload under it is a new image.
    expect(await uploadImages(app, ['a.png'], 'png', { seed: 7 })).toEqual(['a.png'])
    expect((await state(app)).annotations['a.png']).toEqual({ extracted_text: '', validated_text: '', status: 'new' })
  })

  it('keeps the thumbnail that an image of another project with the same bytes still shows, and that project’s image', async () => {
    const { app, dataDir } = await buildTestApp()
    const book = await createProject(app, 'Book 2')
    const bytes = await makeImage('png', 3)
    await upload(app, [{ filename: 'same.png', bytes }])
    await upload(app, [{ filename: 'same.png', bytes }], book)
    expect((await remove(app, 'same.png', book)).statusCode).toBe(200)
    expect(existsSync(join(dataDir, 'uploaded_images', 'same.png'))).toBe(true)
    expect(readdirSync(join(dataDir, 'cache', 'thumbnails'))).toHaveLength(1)
    expect((await state(app)).valid_images).toEqual(['same.png'])
    expect((await state(app, book)).valid_images).toEqual([])
  })

  it('refuses paths as names, unknown projects and pages of another origin', async () => {
    const { app, dataDir } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    expect((await remove(app, '..')).statusCode).toBe(404)
    expect((await app.inject({ method: 'DELETE', url: '/api/ocr/images/..%2Fodia-ai-tools.sqlite' })).statusCode).toBe(
      400,
    )
    expect((await app.inject({ method: 'DELETE', url: '/api/ocr/images/a%00.png' })).statusCode).toBe(400)
    expect((await remove(app, 'a.png', 5)).json()).toMatchObject({ statusCode: 404, code: 'PROJECT_NOT_FOUND' })
    const crossSite = await app.inject({
      method: 'DELETE',
      url: '/api/ocr/images/a.png',
      headers: { origin: 'https://attacker.example' },
    })
    expect(crossSite.statusCode).toBe(403)
    expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual(['a.png'])
    expect((await state(app)).valid_images).toEqual(['a.png'])
  })
})
