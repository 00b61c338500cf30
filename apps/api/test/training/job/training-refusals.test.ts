// What POST /api/training refuses, each with a clear 4xx before anything is trained, and nothing written as a model.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../helpers/build-test-app'
import { createProject, inProject, uploadImages } from '../../helpers/ocr'
import { startServer } from '../../helpers/start-server'
import { requireTools } from '../tesseract-tools'

const scratch = mkdtempSync(join(tmpdir(), 'odia-training-refusals-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A server whose base model folder is empty (the shipped base model is not in this checkout's tests' way). */
const server = () => buildTestApp({ config: { baseModelDir: join(scratch, 'no-base-model') } })

async function post(app: Awaited<ReturnType<typeof server>>['app'], payload: object) {
  const reply = await app.inject({ method: 'POST', url: '/api/training', payload })
  return { status: reply.statusCode, ...reply.json<{ code: string; message: string }>() }
}

const noModels = (dataDir: string) =>
  !existsSync(join(dataDir, 'models')) || readdirSync(join(dataDir, 'models')).length === 0

describe('POST /api/training refuses', () => {
  it('a project with no validated lines, when no synthetic lines are asked for', async () => {
    requireTools('lstmtraining', 'tesseract', 'combine_tessdata')
    const { app, dataDir } = await server()
    const project = await createProject(app, 'Empty')
    const refused = await post(app, { project, name: 'm', from: 'ori', budget: { iterations: 100 } })
    expect(refused).toMatchObject({ status: 422, code: 'NO_TRAINING_LINES' })
    expect(refused.message).toContain('no validated lines')
    const none = await post(app, {
      project,
      name: 'm',
      from: 'ori',
      validated_lines: false,
      budget: { iterations: 100 },
    })
    expect(none).toMatchObject({ status: 422, code: 'NO_TRAINING_LINES' })
    expect(noModels(dataDir)).toBe(true)
    expect((await app.inject({ method: 'GET', url: '/api/training' })).statusCode).toBe(404)
  })

  it('a validated label that cannot encode, named by image and line: ଋ is added to the unicharset, a NBSP is not', async () => {
    requireTools('lstmtraining', 'tesseract', 'combine_tessdata')
    const { app, dataDir } = await server()
    const project = await createProject(app, 'Book')
    await uploadImages(app, ['page.png'], 'png', { project })
    const saved = await app.inject({
      method: 'PUT',
      url: inProject('/api/ocr/lines', project),
      payload: {
        image_filename: 'page.png',
        lines: [
          { box: [0, 0, 40, 12], validated_text: 'ଓଡ଼ିଆ' },
          { box: [0, 12, 40, 12], validated_text: 'ଋଷି\u00a0ଓ' },
        ],
      },
    })
    expect(saved.statusCode).toBe(200)
    const refused = await post(app, { project, name: 'm', from: 'ori', budget: { iterations: 100 } })
    expect(refused).toMatchObject({ status: 400, code: 'LABEL_CANNOT_ENCODE' })
    expect(refused.message).toContain('the unicharset of ori extended for the labels, which lacks \u00a0 (U+00A0)')
    expect(refused.message).toContain('page.png, line 2: \u00a0 (U+00A0) in "ଋଷି\u00a0ଓ"')
    expect(refused.message).not.toContain('line 1')
    expect(noModels(dataDir)).toBe(true)
  })

  it('a model that cannot be recovered to float as the starting point, and one that does not exist', async () => {
    const { app, dataDir } = await server()
    const project = await createProject(app, 'Book')
    const broken = join(dataDir, 'models', 'broken')
    mkdirSync(join(broken, 'fast'), { recursive: true })
    writeFileSync(join(broken, 'model.json'), '{}')
    writeFileSync(join(broken, 'fast', 'broken.traineddata'), 'not a traineddata file')
    const refused = await post(app, { project, name: 'm', from: 'broken', budget: { iterations: 100 } })
    expect(refused).toMatchObject({ status: 422, code: 'STARTING_POINT_UNUSABLE' })
    expect(refused.message).toMatch(/^Training cannot start from broken, an integer model recovered to float: ./)
    expect(await post(app, { project, name: 'm', from: 'gone', budget: { iterations: 100 } })).toMatchObject({
      status: 404,
      code: 'MODEL_NOT_FOUND',
    })
    const base = await post(app, { project, name: 'm', budget: { iterations: 100 } })
    expect(base).toMatchObject({ status: 404, code: 'MODEL_NOT_FOUND' })
    expect(base.message).toContain('The base model odia-base is not installed')
  })

  it('absurd numbers, and a budget given twice or not at all', async () => {
    const { app } = await server()
    const project = await createProject(app, 'Book')
    const base = { project, name: 'm', from: 'ori' }
    for (const budget of [{ iterations: 5 }, { iterations: 1e9 }, { minutes: 0 }, { minutes: 1e7 }]) {
      const refused = await post(app, { ...base, budget })
      expect(refused.status, JSON.stringify(budget)).toBe(400)
      expect(refused.message).toMatch(/budget\/(iterations|minutes) must be [<>]=/)
    }
    const synthetic = await post(app, {
      ...base,
      budget: { iterations: 100 },
      synthetic: { lines: 1e7, mode: 'single', texts: 'sample' },
    })
    expect(synthetic.status).toBe(400)
    expect(synthetic.message).toContain('synthetic/lines must be <= 50000')
    expect(await post(app, { ...base, budget: { iterations: 100, minutes: 5 } })).toMatchObject({
      status: 400,
      code: 'BAD_BUDGET',
      message: 'Give the budget in iterations or in minutes, not both.',
    })
    expect(await post(app, { ...base, budget: {} })).toMatchObject({ status: 400, code: 'BAD_BUDGET' })
  })

  it('a request from another site, as every write is', async () => {
    const { app } = await server()
    const reply = await app.inject({
      method: 'POST',
      url: '/api/training',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { project: 1, name: 'm', budget: { iterations: 100 } },
    })
    expect(reply.statusCode).toBe(403)
  })

  it('a server without lstmtraining on its PATH, naming the Debian package', async () => {
    const dataDir = join(scratch, 'no-tools')
    const started = startServer({ DATA_DIR: dataDir, PATH: '/nonexistent' })
    try {
      const address = await started.address
      const reply = await fetch(`${address}/api/training`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ project: 1, name: 'm', from: 'ori', budget: { iterations: 100 } }),
      })
      const body = (await reply.json()) as { code: string; message: string }
      expect(reply.status).toBe(503)
      expect(body.code).toBe('TESSERACT_MISSING')
      expect(body.message).toContain(
        "lstmtraining is not installed: training needs Tesseract's tools, in Debian's tesseract-ocr package",
      )
    } finally {
      started.child.kill('SIGTERM')
      await started.exited
    }
  }, 60_000)
})
