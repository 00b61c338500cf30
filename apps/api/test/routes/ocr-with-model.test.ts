import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { OcrLine } from '@odia-ai/contract'
import { characterErrors, rate } from '@odia-ai/text-metrics'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { renderLinePage } from '../../src/eval/line-page'
import { buildTestApp } from '../helpers/build-test-app'
import { modelInfo, swappedOri, writeModelFolder } from '../helpers/models'
import { createProject, inProject, upload } from '../helpers/ocr'
import { renderOdiaLine } from '../helpers/odia-lines'

const LINE = 'କଟକ ଓଡ଼ିଶାର ଏକ ପୁରୁଣା ସହର'
/** A real model that reads ଖ where ori reads କ and the other way round: which model read a line shows in its text. */
const SWAPPED = swappedOri([['କ', 'ଖ']])
const swap = (text: string) => text.replace(/[କଖ]/g, (char) => (char === 'କ' ? 'ଖ' : 'କ'))

async function appWithModel() {
  const { app, dataDir } = await buildTestApp({ withWeb: false, config: { geminiBaseUrl: 'http://127.0.0.1:9' } })
  writeModelFolder(join(dataDir, 'models'), modelInfo('swapped'), SWAPPED)
  return { app, dataDir }
}

async function runJob(app: App, payload: object, project?: number) {
  const response = await app.inject({ method: 'POST', url: inProject('/api/ocr/jobs', project), payload })
  expect(response.statusCode, response.body).toBe(202)
  return app.jobs.settled(app.jobs.get(response.json().job_id)!)
}

describe('the offline engine with a chosen model', () => {
  it('reads an OCR batch with the model named, and records it', async () => {
    const { app } = await appWithModel()
    await upload(app, [{ filename: 'line.png', bytes: renderOdiaLine(LINE) }])
    await runJob(app, { api_key: '', engine: 'tesseract', image_filenames: ['line.png'] })
    const byOri = app.ocr.annotations.get('line.png')!.extracted_text
    expect(byOri).toContain('କ')
    await runJob(app, { api_key: '', engine: 'tesseract', model: 'swapped', image_filenames: ['line.png'] })
    expect(app.ocr.annotations.get('line.png')).toMatchObject({
      extracted_text: swap(byOri),
      model: 'swapped',
      model_version: 'swapped@2026-01-01T00:00:00.000Z',
    })
  }, 120_000)

  it('finds lines with the model named', async () => {
    const { app } = await appWithModel()
    await upload(app, [{ filename: 'page.png', bytes: renderOdiaLine(LINE) }])
    const detect = (model: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ocr/lines/detect',
        payload: { image_filename: 'page.png', engine: 'tesseract', model, replace: true },
      })
    const byOri = (await detect('ori')).json().lines[0].extracted_text as string
    const bySwapped = await detect('swapped')
    expect(bySwapped.statusCode, bySwapped.body).toBe(200)
    expect(bySwapped.json().lines[0]).toMatchObject({ extracted_text: swap(byOri), model: 'swapped' })
  }, 120_000)

  it('refuses an unknown model with a 404 and one tesseract.js cannot load with a 422, before any job', async () => {
    const { app, dataDir } = await appWithModel()
    await upload(app, [{ filename: 'line.png', bytes: renderOdiaLine(LINE) }])
    const broken = writeModelFolder(join(dataDir, 'models'), modelInfo('broken'))
    writeFileSync(join(broken, 'fast', 'broken.traineddata'), 'not a model')
    const start = (model: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ocr/jobs',
        payload: { api_key: '', engine: 'tesseract', model, image_filenames: ['line.png'] },
      })
    const unknown = await start('nope')
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MODEL_NOT_FOUND'])
    const unloadable = await start('broken')
    expect([unloadable.statusCode, unloadable.json().code]).toEqual([422, 'MODEL_DOES_NOT_LOAD'])
    expect(unloadable.json().message).toContain('cannot load the model “broken”')
    expect(app.ocr.annotations.get('line.png')).toMatchObject({ status: 'new', extracted_text: '' })
  }, 120_000)
})

describe("a project's offline model", () => {
  it('is ori until chosen, keeps the choice, and refuses a model that does not exist', async () => {
    const { app } = await appWithModel()
    const project = await createProject(app, 'Book')
    const url = `/api/projects/${project}/model`
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({ model: 'ori' })
    expect((await app.inject({ method: 'PUT', url, payload: { model: 'swapped' } })).json()).toEqual({
      model: 'swapped',
    })
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({ model: 'swapped' })
    expect((await app.inject({ method: 'GET', url: '/api/projects/1/model' })).json()).toEqual({ model: 'ori' })
    const unknown = await app.inject({ method: 'PUT', url, payload: { model: 'nope' } })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MODEL_NOT_FOUND'])
    expect((await app.inject({ method: 'PUT', url, payload: { model: '../x' } })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/projects/99/model' })).statusCode).toBe(404)
  })

  it('re-reads the pages not validated with it, leaving validated pages as they are', async () => {
    const { app } = await appWithModel()
    const project = await createProject(app, 'Book')
    const lines = { 'done.png': LINE, 'todo.png': 'କମଳା ଫୁଲ ଫୁଟିଛି', 'new.png': 'ନୂଆ କଥା' }
    await upload(
      app,
      Object.entries(lines).map(([filename, text]) => ({ filename, bytes: renderOdiaLine(text) })),
      project,
    )
    const ocr = app.projects.ocr(project)
    await runJob(app, { api_key: '', engine: 'tesseract', image_filenames: ['done.png', 'todo.png'] }, project)
    const save = await app.inject({
      method: 'POST',
      url: inProject('/api/ocr/save', project),
      payload: {
        'done.png': { extracted_text: ocr.annotations.get('done.png')!.extracted_text, validated_text: LINE },
      },
    })
    expect(save.statusCode).toBe(200)
    const before = ocr.annotations.get('done.png')!
    const todoByOri = ocr.annotations.get('todo.png')!.extracted_text
    await app.inject({ method: 'PUT', url: `/api/projects/${project}/model`, payload: { model: 'swapped' } })

    const response = await app.inject({ method: 'POST', url: `/api/projects/${project}/reread`, payload: {} })
    expect(response.statusCode, response.body).toBe(202)
    expect(response.json().total).toBe(2)
    const job = await app.jobs.settled(app.jobs.get(response.json().job_id)!)
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 2 })
    expect(ocr.annotations.get('done.png')).toEqual(before)
    expect(ocr.annotations.get('todo.png')).toMatchObject({ extracted_text: swap(todoByOri), model: 'swapped' })
    expect(ocr.annotations.get('new.png')).toMatchObject({ status: 'extracted', model: 'swapped' })
  }, 180_000)

  it("re-reads in their boxes only the lines nobody touched: a validated line and a person's text stay", async () => {
    const { app } = await appWithModel()
    const project = await createProject(app, 'Book')
    const ocr = app.projects.ocr(project)
    const texts = [LINE, 'କମଳା ଫୁଲ ଫୁଟିଛି', 'ନୂଆ କଥା କହିଲେ', 'କାକର ପଡ଼ିଛି']
    const page = await renderLinePage({ texts, size: { width: 1400, height: 520 } })
    await upload(app, [{ filename: 'page.png', bytes: page.png }], project)
    const detected = await app.inject({
      method: 'POST',
      url: inProject('/api/ocr/lines/detect', project),
      payload: { image_filename: 'page.png', engine: 'tesseract', model: 'ori' },
    })
    expect(detected.statusCode, detected.body).toBe(200)
    const found = detected.json<{ lines: OcrLine[] }>().lines
    expect(found).toHaveLength(4)
    // The first line validated; the second holds a text no engine read (a person's, not validated); the third is
    // ori's pre-fill as line finding left it; the fourth has no text yet (a box drawn by hand).
    const typed = 'ଏକ ମଣିଷର ଲେଖା'
    const saved = await app.inject({
      method: 'PUT',
      url: inProject('/api/ocr/lines', project),
      payload: {
        image_filename: 'page.png',
        lines: found.map(({ box, baseline, extracted_text }, at) => ({
          box,
          ...(baseline ? { baseline } : {}),
          extracted_text: [extracted_text, typed, extracted_text, ''][at],
          validated_text: at === 0 ? texts[0] : '',
        })),
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const before = ocr.lines.list('page.png')
    expect(before.map((line) => [line.status, line.engine])).toEqual([
      ['validated', 'tesseract'],
      ['extracted', undefined],
      ['extracted', 'tesseract'],
      ['new', undefined],
    ])

    const response = await app.inject({
      method: 'POST',
      url: `/api/projects/${project}/reread`,
      payload: { model: 'swapped' },
    })
    expect(response.statusCode, response.body).toBe(202)
    const job = await app.jobs.settled(app.jobs.get(response.json().job_id)!)
    expect(job.snapshot()).toMatchObject({ state: 'completed', done: 1 })
    expect(job.items).toEqual([
      expect.objectContaining({ file_name: 'page.png', status: 'extracted', lines_reread: 2, lines_kept: 2 }),
    ])

    const after = ocr.lines.list('page.png')
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2))
    const shape = ({ box, polygon, baseline, region }: OcrLine) => ({ box, polygon, baseline, region })
    expect(after.map(shape)).toEqual(before.map(shape))
    expect(after[2]!.extracted_text).not.toBe(before[2]!.extracted_text)
    for (const at of [2, 3]) {
      expect(after[at]).toMatchObject({
        status: 'extracted',
        engine: 'tesseract',
        model: 'swapped',
        validated_text: '',
      })
      // Read from the line's own crop by the model that reads ଖ for କ: close to the line's text so swapped.
      expect(rate(characterErrors(swap(texts[at]!), after[at]!.extracted_text)!)).toBeLessThan(0.15)
    }
    expect(ocr.annotations.get('page.png')).toMatchObject({
      status: 'extracted',
      extracted_text: after.map((line) => line.extracted_text).join('\n'),
      model: 'swapped',
    })
  }, 180_000)

  it('fails a page whose lines to re-read hold no text, saying why and keeping them', async () => {
    const { app } = await appWithModel()
    const project = await createProject(app, 'Book')
    const page = await renderLinePage({ texts: [LINE], size: { width: 1000, height: 300 } })
    await upload(app, [{ filename: 'page.png', bytes: page.png }], project)
    // A box drawn by hand over blank paper, below the line.
    const lines = [{ box: [40, 200, 600, 60], extracted_text: '', validated_text: '' }]
    const saved = await app.inject({
      method: 'PUT',
      url: inProject('/api/ocr/lines', project),
      payload: { image_filename: 'page.png', lines },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const ocr = app.projects.ocr(project)
    const before = ocr.lines.list('page.png')
    const response = await app.inject({
      method: 'POST',
      url: `/api/projects/${project}/reread`,
      payload: { model: 'swapped' },
    })
    const job = await app.jobs.settled(app.jobs.get(response.json().job_id)!)
    expect(job.snapshot()).toMatchObject({ state: 'completed', failed: 1 })
    const reason = "The model read no text in any of this page's 1 line to re-read; they keep their texts."
    expect(job.items).toEqual([expect.objectContaining({ status: 'failed', failure_reason: reason, lines_reread: 0 })])
    expect(ocr.lines.list('page.png')).toEqual(before)
    expect(ocr.annotations.get('page.png')).toMatchObject({ status: 'failed', failure_reason: reason })
  }, 120_000)

  it('refuses a re-read as it did, changing nothing: an unknown model, one that does not load, no such project', async () => {
    const { app, dataDir } = await appWithModel()
    const project = await createProject(app, 'Book')
    const page = await renderLinePage({ texts: [LINE], size: { width: 1000, height: 200 } })
    await upload(app, [{ filename: 'page.png', bytes: page.png }], project)
    const lines = [{ box: page.lines[0]!.box, extracted_text: 'ପୁରୁଣା ପାଠ', validated_text: '' }]
    await app.inject({
      method: 'PUT',
      url: inProject('/api/ocr/lines', project),
      payload: { image_filename: 'page.png', lines },
    })
    const ocr = app.projects.ocr(project)
    const [linesBefore, annotationBefore] = [ocr.lines.list('page.png'), ocr.annotations.get('page.png')]
    const broken = writeModelFolder(join(dataDir, 'models'), modelInfo('broken'))
    writeFileSync(join(broken, 'fast', 'broken.traineddata'), 'not a model')
    const reread = (id: number, model: string) =>
      app.inject({ method: 'POST', url: `/api/projects/${id}/reread`, payload: { model } })
    const unknown = await reread(project, 'nope')
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MODEL_NOT_FOUND'])
    const unloadable = await reread(project, 'broken')
    expect([unloadable.statusCode, unloadable.json().code]).toEqual([422, 'MODEL_DOES_NOT_LOAD'])
    expect((await reread(99, 'swapped')).statusCode).toBe(404)
    expect((await reread(project, '../x')).statusCode).toBe(400)
    expect(ocr.lines.list('page.png')).toEqual(linesBefore)
    expect(ocr.annotations.get('page.png')).toEqual(annotationBefore)
  }, 120_000)

  it('has nothing to re-read when every page is validated (409)', async () => {
    const { app } = await appWithModel()
    await upload(app, [{ filename: 'line.png', bytes: renderOdiaLine(LINE) }])
    await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: { 'line.png': { extracted_text: '', validated_text: LINE } },
    })
    const response = await app.inject({ method: 'POST', url: '/api/projects/1/reread', payload: { model: 'swapped' } })
    expect([response.statusCode, response.json().code]).toEqual([409, 'NOTHING_TO_REREAD'])
  })
})
