import { existsSync, readdirSync } from 'node:fs'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { createProject, inProject, saveText, upload, uploadImages } from '../helpers/ocr'

const annotations = async (app: App, project?: number) =>
  (await app.inject({ method: 'GET', url: inProject('/api/ocr/annotations', project) })).json()
const remove = (app: App, id: number) => app.inject({ method: 'DELETE', url: `/api/projects/${id}` })
const deletedMessage = (id: number) => `Project ${id} was deleted: choose another project.`

/** Every file under `dir`, as paths relative to it (an absent folder has none). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : []

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
    expect(saved.json()).toEqual({
      statusCode: 404,
      code: 'PROJECT_NOT_FOUND',
      error: 'Not Found',
      message: deletedMessage(stale),
    })
    const uploaded = await upload(app, [{ filename: 'late.png', bytes: await makeImage('png', 7) }], stale)
    expect(uploaded.json()).toMatchObject({ statusCode: 404, message: deletedMessage(stale) })
    expect((await annotations(app, stale)).message).toBe(deletedMessage(stale))

    expect(await annotations(app, next)).toEqual({
      valid_images: ['page.png'],
      annotations: { 'page.png': { extracted_text: '', validated_text: '', status: 'new' } },
    })
    // An id no project ever had is told apart from a deleted one.
    expect((await annotations(app, next + 5)).message).toBe(`No project ${next + 5}: choose another project.`)
  })

  it('refuses the rest of an upload in flight: the upload answers 404 and nothing lands in any project or on disk', async () => {
    const { app, dataDir } = await buildTestApp()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const doomed = await createProject(app, 'Book')
    const images = await Promise.all([1, 2, 3].map((seed) => makeImage('png', seed, { width: 400, height: 300 })))

    // A multipart body sent by hand, slowly: the first file whole, then half of the second.
    const boundary = '----odia-slow-upload'
    const head = (name: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      )
    const sending = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/ocr/upload?project=${doomed}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      sending.on('response', (response: IncomingMessage) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode!, body }))
      })
      sending.on('error', reject)
    })
    onTestFinished(() => void sending.destroy())
    // The first file ends where the second one's boundary arrives.
    sending.write(
      Buffer.concat([
        head('one.png'),
        images[0]!,
        Buffer.from('\r\n'),
        head('two.png'),
        images[1]!.subarray(0, images[1]!.length / 2),
      ]),
    )
    await expect
      .poll(async () => (await annotations(app, doomed)).valid_images, { timeout: 10_000 })
      .toEqual(['one.png'])
    await sleep(100)

    expect((await remove(app, doomed)).statusCode).toBe(200)
    // The next project is made, and its folder with it, before the rest of the upload arrives.
    const next = await createProject(app, 'Next book')
    expect((await annotations(app, next)).valid_images).toEqual([])
    sending.end(
      Buffer.concat([
        images[1]!.subarray(images[1]!.length / 2),
        Buffer.from('\r\n'),
        head('three.png'),
        images[2]!,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    )

    const answer = await answered
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PROJECT_NOT_FOUND', message: deletedMessage(doomed) })
    expect(next).not.toBe(doomed)
    expect((await annotations(app, next)).valid_images).toEqual([])
    expect((await annotations(app)).valid_images).toEqual([])
    expect(app.db.prepare('SELECT COUNT(*) FROM images').pluck().get()).toBe(0)
    // Neither the file that was arriving nor any later one is left, whole or in part.
    expect(filesUnder(join(dataDir, 'projects'))).toEqual([])
    expect(filesUnder(join(dataDir, 'uploaded_images'))).toEqual([])
  })
})
