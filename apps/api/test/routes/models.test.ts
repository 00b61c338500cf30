import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { convertToFloat } from '../../src/training/float-model'
import { parseModel } from '../../src/training/float-model'
import { TF_INT_MODE } from '../../src/training/lstm-model'
import { shippedOri } from '../../src/training/starting-point'
import { buildTestApp } from '../helpers/build-test-app'
import { multipart } from '../helpers/images'
import { createProject } from '../helpers/ocr'
import { modelInfo, swappedOri, writeBaseFolder, writeModelFolder } from '../helpers/models'

/** A server without the shipped base model, so the lists hold only ori and what each test adds. */
async function modelsApp() {
  const { app, dataDir } = await buildTestApp({ withWeb: false, config: { baseModelDir: '/nonexistent/odia-base' } })
  return { app, dataDir, modelsDir: join(dataDir, 'models') }
}

const list = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/models' })).json<{ models: Array<{ id: string }> }>().models

async function add(app: App, bytes: Uint8Array, filename: string, fields: Record<string, string> = {}) {
  const body = await multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, bytes: Buffer.from(bytes) },
  ])
  return app.inject({ method: 'POST', url: '/api/models', ...body })
}

describe('GET /api/models', () => {
  it('lists the built-ins and the trained models of every project, each with its project', async () => {
    const { app, modelsDir } = await modelsApp()
    writeModelFolder(modelsDir, modelInfo('book', { project_id: 1 }))
    writeModelFolder(modelsDir, modelInfo('other-book', { project_id: 7, created_at: '2026-02-01T00:00:00Z' }))
    const models = await list(app)
    expect(models.map((model) => model.id)).toEqual(['ori', 'book', 'other-book'])
    expect(models[2]).toMatchObject({ kind: 'trained', project_id: 7 })
  })

  it('is what the offline engine offers in POST /api/ocr/models', async () => {
    const { app, modelsDir } = await modelsApp()
    writeModelFolder(modelsDir, modelInfo('book'))
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/models',
      payload: { api_key: '', engine: 'tesseract' },
    })
    expect(response.json()).toEqual({
      models: [
        { name: 'ori', display_name: 'ori (Tesseract’s Odia model)' },
        { name: 'book', display_name: 'Model book' },
      ],
      default_model: 'ori',
    })
  })

  it('lists the shipped base model once its folder is there', async () => {
    const { dataDir } = await modelsApp()
    const { app } = await buildTestApp({
      withWeb: false,
      config: { baseModelDir: writeBaseFolder(join(dataDir, '..', 'shipped')) },
    })
    expect((await list(app)).map((model) => model.id)).toEqual(['ori', 'odia-base'])
  })
})

describe('GET /api/models/:id/download', () => {
  it('gives a trained model as a ZIP: integer and float files and the card', async () => {
    const { app, modelsDir } = await modelsApp()
    const best = convertToFloat(shippedOri()).traineddata
    writeModelFolder(modelsDir, modelInfo('book'), shippedOri(), best)
    const response = await app.inject({ method: 'GET', url: '/api/models/book/download' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toBe('attachment; filename="book.zip"')
    const files = unzipSync(response.rawPayload)
    expect(Object.keys(files).sort()).toEqual([
      'book/README.md',
      'book/best/book.traineddata',
      'book/fast/book.traineddata',
      'book/model.json',
    ])
    expect(Buffer.from(files['book/best/book.traineddata']!).equals(Buffer.from(best))).toBe(true)
    expect(Buffer.from(files['book/fast/book.traineddata']!).equals(Buffer.from(shippedOri()))).toBe(true)
  })

  it('gives ori unzipped, with a short card', async () => {
    const { app } = await modelsApp()
    const files = unzipSync((await app.inject({ method: 'GET', url: '/api/models/ori/download' })).rawPayload)
    expect(Object.keys(files).sort()).toEqual(['ori/README.md', 'ori/fast/ori.traineddata'])
    expect(Buffer.from(files['ori/fast/ori.traineddata']!).equals(Buffer.from(shippedOri()))).toBe(true)
  })

  it('answers 404 for an unknown model and 400 for an id that could climb out of the folder', async () => {
    const { app, modelsDir } = await modelsApp()
    writeModelFolder(join(modelsDir, '.partial-next'), modelInfo('next'))
    expect((await app.inject({ method: 'GET', url: '/api/models/nope/download' })).statusCode).toBe(404)
    // A dot-dot segment is resolved before routing: it names no model route at all.
    const climbed = await app.inject({ method: 'GET', url: '/api/models/%2E%2E/download' })
    expect([climbed.statusCode, climbed.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8'])
    for (const id of ['..%2F..%2Fodia-ai-tools.sqlite', '.partial-next', 'A'])
      expect((await app.inject({ method: 'GET', url: `/api/models/${id}/download` })).statusCode, id).toBe(400)
  })
})

describe('DELETE /api/models/:id', () => {
  it('deletes a trained model, and a project that used it goes back to ori', async () => {
    const { app, modelsDir } = await modelsApp()
    writeModelFolder(modelsDir, modelInfo('book'))
    const project = await createProject(app, 'Book')
    const put = await app.inject({ method: 'PUT', url: `/api/projects/${project}/model`, payload: { model: 'book' } })
    expect(put.json()).toEqual({ model: 'book' })
    const response = await app.inject({ method: 'DELETE', url: '/api/models/book' })
    expect(response.statusCode).toBe(200)
    expect(response.json().deleted).toMatchObject({ id: 'book' })
    expect(readdirSync(modelsDir)).toEqual([])
    expect((await list(app)).map((model) => model.id)).toEqual(['ori'])
    expect((await app.inject({ method: 'GET', url: `/api/projects/${project}/model` })).json()).toEqual({
      model: 'ori',
    })
    expect((await app.inject({ method: 'DELETE', url: '/api/models/book' })).statusCode).toBe(404)
  })

  it('refuses to delete a built-in model, saying why', async () => {
    const { app } = await modelsApp()
    const response = await app.inject({ method: 'DELETE', url: '/api/models/ori' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'MODEL_IS_BUILTIN' })
    expect(response.json().message).toContain('cannot be deleted')
  })

  it('refuses a path for an id', async () => {
    const { app } = await modelsApp()
    expect((await app.inject({ method: 'DELETE', url: '/api/models/..%2Fmodels' })).statusCode).toBe(400)
  })
})

describe('POST /api/models', () => {
  it('adds an integer model, gzipped or not, named from its file, under a project', async () => {
    const { app, modelsDir } = await modelsApp()
    const project = await createProject(app, 'Book')
    const response = await add(app, gzipSync(shippedOri()), 'My ori.traineddata.gz', { project: String(project) })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ id: 'my-ori', kind: 'added', project_id: project, trainable: false })
    const folder = join(modelsDir, 'my-ori')
    expect(readFileSync(join(folder, 'fast', 'my-ori.traineddata')).equals(Buffer.from(shippedOri()))).toBe(true)
    expect(existsSync(join(folder, 'best'))).toBe(false)
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toContain('integer (fast)')
    // The same file again gets the next free id; an id asked for that is taken is a 409.
    expect((await add(app, shippedOri(), 'my ori.traineddata')).json()).toMatchObject({ id: 'my-ori-2' })
    const taken = await add(app, shippedOri(), 'x.traineddata', { id: 'my-ori' })
    expect(taken.statusCode).toBe(409)
    expect(readdirSync(modelsDir).sort()).toEqual(['my-ori', 'my-ori-2'])
  }, 60_000)

  it('keeps a float model as trainable and makes its integer copy with lstmtraining', async () => {
    const { app, modelsDir } = await modelsApp()
    const float = convertToFloat(shippedOri()).traineddata
    const response = await add(app, float, 'ori_best.traineddata', { id: 'ori-best', label: 'ori, best' })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ id: 'ori-best', label: 'ori, best', trainable: true })
    const folder = join(modelsDir, 'ori-best')
    expect(readFileSync(join(folder, 'best', 'ori-best.traineddata')).equals(Buffer.from(float))).toBe(true)
    const fast = readFileSync(join(folder, 'fast', 'ori-best.traineddata'))
    expect(parseModel(fast).lstm.trainingFlags & TF_INT_MODE).toBe(TF_INT_MODE)
  }, 60_000)

  it('refuses junk, a model that cannot read Odia and a bad id, with a clear 4xx, and keeps nothing', async () => {
    const { app, modelsDir } = await modelsApp()
    const refusals = [
      [await add(app, Buffer.from('not a model at all, just text'), 'notes.traineddata'), 400, 'NOT_TRAINEDDATA'],
      [await add(app, Buffer.from([0x1f, 0x8b, 1, 2, 3]), 'cut.traineddata.gz'), 400, 'NOT_TRAINEDDATA'],
      [
        await add(
          app,
          swappedOri([
            ['କ', 'A'],
            ['ଖ', 'B'],
          ]),
          'latin.traineddata',
        ),
        422,
        'NOT_ODIA_MODEL',
      ],
      [await add(app, shippedOri(), 'x.traineddata', { id: '../escape' }), 400, 'BAD_MODEL_ID'],
      [await add(app, shippedOri(), 'x.traineddata', { project: '1 OR 1' }), 400, 'BAD_PROJECT'],
      [await add(app, shippedOri(), 'x.traineddata', { project: '99' }), 404, 'PROJECT_NOT_FOUND'],
    ] as const
    for (const [response, status, code] of refusals) {
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json().code).toBe(code)
    }
    expect(refusals[2][0].json().message).toContain('cannot read Odia')
    const { app: small } = await buildTestApp({ withWeb: false, config: { uploadMaxBytes: 1000 } })
    const tooLarge = await add(small, shippedOri(), 'big.traineddata')
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'MODEL_TOO_LARGE'])
    expect((await app.inject({ method: 'POST', url: '/api/models', payload: {} })).statusCode).toBe(415)
    expect(existsSync(modelsDir) ? readdirSync(modelsDir) : []).toEqual([])
  }, 60_000)
})

describe('the server’s guards', () => {
  it('refuse a delete, an upload and a project’s model from another site, changing nothing', async () => {
    const { app, modelsDir } = await modelsApp()
    writeModelFolder(modelsDir, modelInfo('book'))
    const foreign = { origin: 'https://attacker.example' }
    const body = await multipart([{ name: 'file', filename: 'x.traineddata', bytes: Buffer.from(shippedOri()) }])
    const answers = [
      await app.inject({ method: 'DELETE', url: '/api/models/book', headers: foreign }),
      await app.inject({
        method: 'POST',
        url: '/api/models',
        payload: body.payload,
        headers: { ...body.headers, ...foreign },
      }),
      await app.inject({ method: 'PUT', url: '/api/projects/1/model', payload: { model: 'book' }, headers: foreign }),
      await app.inject({ method: 'POST', url: '/api/projects/1/reread', payload: {}, headers: foreign }),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403])
    expect(readdirSync(modelsDir)).toEqual(['book'])
    expect((await app.inject({ method: 'GET', url: '/api/projects/1/model' })).json()).toEqual({ model: 'ori' })
  })
})
