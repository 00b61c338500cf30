import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { createProject, inProject, saveText, upload, uploadImages } from '../helpers/ocr'

const projects = async (app: App) => (await app.inject({ method: 'GET', url: '/api/projects' })).json().projects
const annotations = async (app: App, project?: number) =>
  (await app.inject({ method: 'GET', url: inProject('/api/ocr/annotations', project) })).json()
const rename = (app: App, id: number | string, name: unknown) =>
  app.inject({ method: 'PATCH', url: `/api/projects/${id}`, payload: { name } })
const remove = (app: App, id: number | string) => app.inject({ method: 'DELETE', url: `/api/projects/${id}` })

describe('projects', () => {
  it('start with the default project, which holds what requests naming no project store', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    expect(await projects(app)).toEqual([
      { id: 1, name: 'Default project', created_at: expect.any(String), images: 1, is_default: true },
    ])
    expect(await annotations(app, 1)).toEqual(await annotations(app))
  })

  it('are created (201), listed with their image counts, and renamed', async () => {
    const { app } = await buildTestApp()
    const created = await app.inject({ method: 'POST', url: '/api/projects', payload: { name: '  Book   2 ' } })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({
      id: 2,
      name: 'Book 2',
      created_at: expect.any(String),
      images: 0,
      is_default: false,
    })
    await uploadImages(app, ['p1.png', 'p2.png'], 'png', { project: 2 })
    expect((await projects(app)).map(({ name, images }: { name: string; images: number }) => [name, images])).toEqual([
      ['Default project', 0],
      ['Book 2', 2],
    ])
    const renamed = await rename(app, 2, 'ବହି ୨')
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ id: 2, name: 'ବହି ୨', images: 2 })
    expect((await rename(app, 1, 'Loose pages')).json()).toMatchObject({ id: 1, name: 'Loose pages', is_default: true })
  })

  it('refuse an empty, invisible, over-long or taken name, and strip control and bidirectional characters', async () => {
    const { app } = await buildTestApp()
    await createProject(app, 'Book')
    const post = (name: unknown) => app.inject({ method: 'POST', url: '/api/projects', payload: { name } })
    expect((await post('')).statusCode).toBe(400)
    expect((await post('x'.repeat(81))).statusCode).toBe(400)
    expect((await post({ text: 'x' })).statusCode).toBe(400)
    expect((await post('\u202e\u0007 ')).json()).toMatchObject({ statusCode: 400, code: 'NAME_EMPTY' })
    expect((await post('BOOK')).json()).toMatchObject({
      statusCode: 409,
      code: 'PROJECT_NAME_TAKEN',
      message: expect.stringContaining('“BOOK”'),
    })
    expect((await rename(app, 1, 'book')).statusCode).toBe(409)
    expect((await post('evil\u202egnp.exe\u0000')).json().name).toBe('evilgnp.exe')
  })

  it('answer 404 for a project that does not exist and 400 for an id that is not one', async () => {
    const { app } = await buildTestApp()
    expect((await rename(app, 7, 'x')).json()).toMatchObject({ statusCode: 404, code: 'PROJECT_NOT_FOUND' })
    expect((await remove(app, 7)).statusCode).toBe(404)
    for (const id of ['abc', '0', '-1', '1.5', '..%2F1']) expect((await remove(app, id)).statusCode, id).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/ocr/annotations?project=7' })).json()).toMatchObject({
      statusCode: 404,
      code: 'PROJECT_NOT_FOUND',
    })
    expect((await app.inject({ method: 'GET', url: '/api/ocr/annotations?project=abc' })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/images/a.png?project=7' })).statusCode).toBe(404)
  })

  it('refuse writes sent by a page of another origin', async () => {
    const { app } = await buildTestApp()
    const id = await createProject(app, 'Book')
    const origin = { origin: 'https://attacker.example' }
    for (const request of [
      { method: 'POST', url: '/api/projects', payload: { name: 'x' } },
      { method: 'PATCH', url: `/api/projects/${id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/projects/${id}` },
    ] as const) {
      expect((await app.inject({ ...request, headers: origin })).statusCode, request.method).toBe(403)
    }
    expect(await projects(app)).toHaveLength(2)
  })
})

describe('projects keep their images apart', () => {
  it('the same file name in two projects is two images, each with its own bytes, text, lines and export', async () => {
    const { app, dataDir } = await buildTestApp()
    const book = await createProject(app, 'Book 2')
    const defaultBytes = await makeImage('png', 1)
    const bookBytes = await makeImage('png', 2)
    await upload(app, [{ filename: 'page.png', bytes: defaultBytes }])
    await upload(app, [{ filename: 'page.png', bytes: bookBytes }], book)
    expect((await annotations(app, book)).valid_images).toEqual(['page.png']) // not page-2.png: names are per project
    await saveText(app, 'page.png', 'ପ୍ରଥମ')
    await saveText(app, 'page.png', 'ଦ୍ୱିତୀୟ', { project: book })
    expect((await annotations(app)).annotations['page.png'].validated_text).toBe('ପ୍ରଥମ')
    expect((await annotations(app, book)).annotations['page.png'].validated_text).toBe('ଦ୍ୱିତୀୟ')

    expect((await app.inject({ method: 'GET', url: '/images/page.png' })).rawPayload).toEqual(defaultBytes)
    expect((await app.inject({ method: 'GET', url: `/images/page.png?project=${book}` })).rawPayload).toEqual(bookBytes)
    expect(readdirSync(join(dataDir, 'projects', String(book), 'uploaded_images'))).toEqual(['page.png'])

    await app.inject({
      method: 'PUT',
      url: inProject('/api/ocr/lines', book),
      payload: { image_filename: 'page.png', lines: [{ box: [0, 0, 10, 10], validated_text: 'କ' }] },
    })
    expect((await app.inject({ method: 'GET', url: '/api/ocr/lines?image_filename=page.png' })).json().lines).toEqual(
      [],
    )
    expect((await app.inject({ method: 'GET', url: '/api/ocr/lines/summary' })).json().lines).toBe(0)
    expect((await app.inject({ method: 'GET', url: inProject('/api/ocr/lines/summary', book) })).json().lines).toBe(1)

    const csv = await app.inject({
      method: 'POST',
      url: inProject('/api/ocr/export', book),
      payload: { validated_texts: {} },
    })
    expect(csv.body).toBe('image_filename,extracted_text,validated_text\r\npage.png,,କ\r\n')
  })

  it('an image of one project is unknown to another', async () => {
    const { app } = await buildTestApp()
    const book = await createProject(app, 'Book 2')
    await uploadImages(app, ['only-here.png'], 'png', { project: book })
    expect((await saveText(app, 'only-here.png', 'x')).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/images/only-here.png' })).statusCode).toBe(404)
    const process = await app.inject({
      method: 'POST',
      url: '/api/ocr/process',
      payload: { api_key: '', engine: 'tesseract', image_filenames: ['only-here.png'] },
    })
    expect(process.statusCode).toBe(404)
  })

  it('a CSV import writes only its own project', async () => {
    const { app } = await buildTestApp()
    const book = await createProject(app, 'Book 2')
    await uploadImages(app, ['a.png'])
    await uploadImages(app, ['a.png'], 'png', { project: book })
    const form = new FormData()
    form.append('image_folder', 'uploaded_images')
    form.append('file', new Blob(['image_filename,validated_text\r\na.png,ବହି\r\n']), 'a.csv')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const imported = await app.inject({
      method: 'POST',
      url: inProject('/api/ocr/import', book),
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    })
    expect(imported.json().valid_images).toEqual(['a.png'])
    expect((await annotations(app, book)).annotations['a.png'].validated_text).toBe('ବହି')
    expect((await annotations(app)).annotations['a.png'].validated_text).toBe('')
  })
})

describe('DELETE /api/projects/:id', () => {
  it('deletes the project, its rows and its files, and nothing of any other project', async () => {
    const { app, dataDir } = await buildTestApp()
    const book = await createProject(app, 'Book 2')
    const keep = await createProject(app, 'Book 3')
    const shared = await makeImage('png', 5)
    await upload(app, [{ filename: 'shared.png', bytes: shared }])
    await upload(app, [{ filename: 'shared.png', bytes: shared }], book)
    await uploadImages(app, ['own.png'], 'png', { project: book, seed: 9 })
    await uploadImages(app, ['other.png'], 'png', { project: keep, seed: 11 })
    await saveText(app, 'own.png', 'ନିଜ', { by: 'Asha', project: book })
    await app.inject({
      method: 'PUT',
      url: inProject('/api/ocr/lines', book),
      payload: { image_filename: 'own.png', lines: [{ box: [0, 0, 10, 10], validated_text: 'କ' }] },
    })
    const thumbnails = join(dataDir, 'cache', 'thumbnails')
    expect(readdirSync(thumbnails)).toHaveLength(3)

    const deleted = await remove(app, book)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({
      deleted: { id: book, name: 'Book 2', created_at: expect.any(String), images: 2, is_default: false },
    })
    expect(existsSync(join(dataDir, 'projects', String(book)))).toBe(false)
    expect(readdirSync(thumbnails)).toHaveLength(2) // shared.png's copy stays: the default project has those bytes
    expect(app.db.prepare('SELECT COUNT(*) FROM lines').pluck().get()).toBe(0)
    expect(app.db.prepare('SELECT COUNT(*) FROM events').pluck().get()).toBe(0)
    expect(
      app.db
        .prepare('SELECT COUNT(*) FROM annotations a JOIN images i ON i.id = a.image_id WHERE i.project_id = ?')
        .pluck()
        .get(book),
    ).toBe(0)

    expect((await projects(app)).map(({ id }: { id: number }) => id)).toEqual([1, keep])
    expect((await annotations(app)).valid_images).toEqual(['shared.png'])
    expect((await annotations(app, keep)).valid_images).toEqual(['other.png'])
    expect((await app.inject({ method: 'GET', url: '/images/shared.png?thumb=true' })).statusCode).toBe(200)
    expect((await annotations(app, book)).code).toBe('PROJECT_NOT_FOUND')
    expect((await remove(app, book)).statusCode).toBe(404)
  })

  it('refuses to delete the default project', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    expect((await remove(app, 1)).json()).toMatchObject({ statusCode: 409, code: 'PROJECT_IS_DEFAULT' })
    expect((await annotations(app)).valid_images).toEqual(['a.png'])
  })
})
