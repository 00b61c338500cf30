// The server's training job end to end over HTTP: a project's validated lines saved through the API, real SQLite on
// disk, real tesseract and lstmtraining. A short training makes a model in DATA_DIR/models; a cancelled one keeps its
// best checkpoint; a second one while one runs is refused; health answers promptly throughout.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JOB_EVENT, type JobProgress, type ModelInfo, type TrainingEvent, type TrainingStatus } from '@odia-ai/contract'
import { aggregateErrorRates, textErrors } from '@odia-ai/text-metrics'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../../src/app'
import { loadConfig } from '../../../src/config'
import type { EvalSet } from '../../../src/training/evaluate'
import { parseModel } from '../../../src/training/float-model'
import { TF_INT_MODE } from '../../../src/training/lstm-model'
import { probeHealthDuring } from '../../helpers/freeze-probe'
import { baseModelFixture, projectWithValidatedLines } from '../../helpers/training-project'
import { requireTools, tool } from '../tesseract-tools'

const scratch = mkdtempSync(join(tmpdir(), 'odia-training-job-'))
afterAll(async () => {
  await app.close()
  rmSync(scratch, { recursive: true, force: true })
})

const isInteger = (path: string) => (parseModel(readFileSync(path)).lstm.trainingFlags & TF_INT_MODE) !== 0

/** The server-sent events of a job, read to the stream's end (the job's end): its items and its last progress. */
async function watch(app: App, jobId: string): Promise<{ events: TrainingEvent[]; last: JobProgress }> {
  const reply = await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/events` })
  const messages = reply.body
    .split('\n\n')
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: /^data: (.*)$/m.exec(block)?.[1],
    }))
    .filter((message) => message.event && message.data)
  const events = messages
    .filter(({ event }) => event === JOB_EVENT.item)
    .map(({ data }) => JSON.parse(data!) as TrainingEvent)
  const progress = messages.filter(({ event }) => event === JOB_EVENT.progress)
  return { events, last: JSON.parse(progress.at(-1)!.data!) as JobProgress }
}

const status = async (app: App) => (await app.inject({ method: 'GET', url: '/api/training' })).json<TrainingStatus>()

const dataDir = join(scratch, 'data')
let app: App
let project: number

// One server for every test of the file (buildTestApp's closes after each test): the trainings build on each other.
beforeAll(async () => {
  requireTools('lstmtraining', 'tesseract', 'combine_tessdata')
  app = await buildApp({
    ...loadConfig({}),
    logLevel: 'silent',
    renderWorkers: 1,
    dataDir,
    webDir: join(scratch, 'web'),
    baseModelDir: baseModelFixture(join(scratch, 'odia-base')),
  })
  ;({ project } = await projectWithValidatedLines(app, { pages: 3, linesPerPage: 12, scratch }))
}, 120_000)

describe('a training from the shipped base model on a project’s validated lines', () => {
  let events: TrainingEvent[]
  let last: JobProgress
  let worstHealthMs: number
  let model: ModelInfo

  beforeAll(async () => {
    const probe = await probeHealthDuring(app, async () => {
      const started = await app.inject({
        method: 'POST',
        url: '/api/training',
        payload: { project, name: 'Book one', budget: { iterations: 200 } },
      })
      expect(started.statusCode, started.body).toBe(202)
      return watch(app, started.json<{ job_id: string }>().job_id)
    })
    ;({ events, last } = probe.result)
    worstHealthMs = probe.worstHealthMs
    model = last.result as ModelInfo
  }, 400_000)

  it('reports its phases and its training error as it goes, and ends completed', () => {
    expect(last.state, last.message).toBe('completed')
    const phases = events.flatMap((event) => (event.event === 'phase' ? [event.phase] : []))
    expect(phases).toEqual(['preparing', 'training', 'exporting', 'evaluating'])
    const iterations = events.flatMap((event) => (event.event === 'iteration' ? [event.iteration] : []))
    expect(iterations.length).toBeGreaterThan(0)
    expect(iterations.at(-1)).toBe(200)
    expect(model.iterations).toBe(200)
  })

  it('keeps the event loop free: GET /api/health answers within 200 ms throughout', () => {
    expect(worstHealthMs).toBeLessThan(200)
  })

  it('writes the model whole into DATA_DIR/models/<id>, with model.json scores recomputed from eval.json', async () => {
    const models = join(dataDir, 'models')
    expect(readdirSync(models)).toEqual([model.id])
    const folder = join(models, model.id)
    const info = JSON.parse(readFileSync(join(folder, 'model.json'), 'utf8')) as ModelInfo
    expect(info).toEqual(model)
    expect(info).toMatchObject({
      id: 'book-one',
      label: 'Book one',
      kind: 'trained',
      project_id: project,
      trainable: true,
    })
    expect(info.starting_point).toContain('odia-base')
    expect(isInteger(join(folder, 'best', 'book-one.traineddata'))).toBe(false)
    expect(isInteger(join(folder, 'fast', 'book-one.traineddata'))).toBe(true)
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toContain('# book-one')

    const { sets } = JSON.parse(readFileSync(join(folder, 'eval.json'), 'utf8')) as { sets: EvalSet[] }
    expect(sets.map((set) => set.name)).toEqual(['held out of validated lines'])
    expect(sets[0]!.lines[0]!.name).toMatch(/^page-\d\.png, line \d+$/)
    expect(info.scores).toEqual(
      sets.map((set) => ({
        set: set.name,
        lines: set.lines.length,
        cer: aggregateErrorRates(set.lines.map((line) => textErrors(line.reference, line.model))).cerCodepoints * 100,
        ori_cer: aggregateErrorRates(set.lines.map((line) => textErrors(line.reference, line.ori))).cerCodepoints * 100,
      })),
    )

    // The integer model loads and reads a held-out line as the evaluation did.
    const image = join(dataDir, 'training', 'work', 'lines', 'held-out', '000001.png')
    const { stdout } = await tool('tesseract', [
      image,
      '-',
      '--tessdata-dir',
      join(folder, 'fast'),
      '-l',
      'book-one',
      '--psm',
      '7',
    ])
    expect(stdout.trim().normalize('NFC')).toBe(sets[0]!.lines[0]!.model)
  })

  it('is the last training GET /api/training shows', async () => {
    expect(await status(app)).toMatchObject({ state: 'completed', model_id: 'book-one', iteration: 200, model })
  })
})

describe('a training cancelled mid-way', () => {
  it('refuses a second training while it runs, and keeps its best checkpoint as a model when cancelled', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/training',
      payload: { project, name: 'Long run', from: 'ori', budget: { iterations: 100_000 } },
    })
    expect(started.statusCode, started.body).toBe(202)
    const { job_id: jobId } = started.json<{ job_id: string }>()

    const second = await app.inject({
      method: 'POST',
      url: '/api/training',
      payload: { project, name: 'Another', budget: { iterations: 100 } },
    })
    expect(second.statusCode).toBe(409)
    expect(second.json<{ message: string }>().message).toContain('A training is already running')

    // Past its first checkpoints, then cancelled.
    const deadline = Date.now() + 300_000
    while ((await status(app)).iteration < 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    const watched = watch(app, jobId)
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/jobs/${jobId}` })
    const progress = cancelled.json<JobProgress>()
    expect(progress.state).toBe('cancelled')
    const model = progress.result as ModelInfo
    expect(model.id).toBe('long-run')
    expect(model.iterations).toBeGreaterThanOrEqual(200)
    expect(model.iterations).toBeLessThan(100_000)
    const folder = join(dataDir, 'models', 'long-run')
    expect(existsSync(join(folder, 'fast', 'long-run.traineddata'))).toBe(true)
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toContain('cancelled (the best checkpoint kept)')
    expect(readdirSync(join(dataDir, 'models')).sort()).toEqual(['book-one', 'long-run'])
    expect(await status(app)).toMatchObject({ state: 'cancelled', model_id: 'long-run', model })
    // A late watcher is handed every event so far.
    const { events } = await watched
    expect(events.filter((event) => event.event === 'iteration').length).toBeGreaterThanOrEqual(2)
  }, 400_000)
})
