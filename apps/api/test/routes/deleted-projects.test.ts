import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { createProject, inProject, saveText, upload, uploadImages } from '../helpers/ocr'

const annotations = async (app: App, project?: number) => (await app.inject({ method: 'GET', url: inProject('/api/ocr/annotations', project) })).json()
const remove = (app: App, id: number) => app.inject({ method: 'DELETE', url: `/api/projects/${id}` })
const deletedMessage = (id: number) => `Project ${id} was deleted: choose another project.`

describe('a deleted project', () => {
  it('keeps its id: a stale tab still on it gets 404 saying it was deleted, and writes nothing into the next project', async () => {
    const { app } = await buildTestApp()
    const stale = await createProject(app, 'Book')
    expect((await remove(app, stale)).statusCode).toBe(200)
    const next = await createProject(app, 'Other book')
    expect(next).toBeGreaterThan(stale)
    await uploadImages(app, ['page.png'], 'png', { project: next })

    const saved = await saveText(app, 'page.png', 'ଭୁଲ ଜାଗା', { project: stale })
    expect(saved.statusCode).toBe(404)
    expect(saved.json()).toEqual({ statusCode: 404, code: 'PROJECT_NOT_FOUND', error: 'Not Found', message: deletedMessage(stale) })
    const uploaded = await upload(app, [{ filename: 'late.png', bytes: await makeImage('png', 7) }], stale)
    expect(uploaded.json()).toMatchObject({ statusCode: 404, message: deletedMessage(stale) })
    expect((await annotations(app, stale)).message).toBe(deletedMessage(stale))

    expect(await annotations(app, next)).toEqual({ valid_images: ['page.png'], annotations: { 'page.png': { extracted_text: '', validated_text: '', status: 'new' } } })
    // An id no project ever had is told apart from a deleted one.
    expect((await annotations(app, next + 5)).message).toBe(`No project ${next + 5}: choose another project.`)
  })
})
