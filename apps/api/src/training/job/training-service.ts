// The server's training job: checks a request (4xx before anything runs), then runs the training pipeline
// (train-model.ts) as a job of the job registry, one at a time, and writes the model it makes into
// `DATA_DIR/models/<id>/`, whole. Its state is kept on disk, so a server stopped during a training says so at its next
// start.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import {
  BASE_MODEL_ID,
  SYNTHETIC_TEXT_SOURCES,
  TRAINING_LIMITS,
  type GenerateRequest,
  type ModelInfo,
  type StartTrainingRequest,
  type TrainingEvent,
  type TrainingStatus,
} from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, badRequest } from '../../errors'
import type { Job } from '../../jobs/job'
import type { JobRegistry } from '../../jobs/job-registry'
import type { OcrServices } from '../../ocr/ocr-services'
import { topUpTexts, type ProjectMistakes } from '../../synthetic/top-up/top-up-texts'
import { writeAtomically } from '../evaluate-model'
import { assertTrainable } from '../encoding-check'
import type { Budget } from '../progress-line'
import { shippedOri, type StartingPoint } from '../starting-point'
import { requireTool, TOOL_ENV } from '../tesseract-tools'
import { trainModel, type SyntheticOptions } from '../train-model'
import { layWorkDir } from '../work-dir'
import { freeModelId, modelScores, partialFolder, publishModel, removePartial } from './model-folders'
import { projectLineLabels, writeProjectLines } from './project-lines'
import { resolveStartOffThread } from './start-off-thread'
import { TrainingStateFile } from './training-state'

export const TRAINING_JOB_KIND = 'training'

export interface TrainingServiceOptions {
  dataDir: string
  /** The shipped base model's folder (`apps/api/models/odia-base`); tests give a folder of the same shape. */
  baseModelDir: string
  renderWorkers: number
  jobs: JobRegistry
  /** A project's OCR services (a missing project throws its 404). */
  project: (id: number) => OcrServices
  mistakes: ProjectMistakes
  log: FastifyBaseLogger
}

/** What a checked request becomes: everything the job needs, nothing left to refuse but what only running finds. */
interface CheckedTraining {
  request: StartTrainingRequest
  modelId: string
  start: StartingPoint
  budget: Budget
  synthetic?: SyntheticOptions
}

const now = () => new Date().toISOString()

/** What a training writes under `DATA_DIR/training/` besides its state: the labels' check, the project's crops, lstmtraining's work. */
const WORK_FOLDERS = ['check', 'lines', 'work'] as const

export class TrainingService {
  readonly modelsRoot: string
  private readonly root: string
  private readonly state: TrainingStateFile
  private status: TrainingStatus | undefined
  private running: Job | undefined

  constructor(private readonly options: TrainingServiceOptions) {
    this.modelsRoot = join(options.dataDir, 'models')
    this.root = join(options.dataDir, 'training')
    this.state = new TrainingStateFile(join(this.root, 'training.json'))
    this.status = this.state.read()
  }

  /** The training running, or the last one. */
  current(): TrainingStatus | undefined {
    return this.status
  }

  /**
   * At start-up: a training the last server was running when it stopped is marked failed, with the reason, and what it
   * had written (its partial model folder, its work folder) is removed. It is not resumed: its lines would be prepared
   * again and its budget counted anew, which is what starting it again does, in the open.
   */
  async recover(): Promise<void> {
    const status = this.status
    if (status?.state !== 'running') return
    await removePartial(this.modelsRoot, status.model_id)
    await Promise.all(WORK_FOLDERS.map((folder) => rm(join(this.root, folder), { recursive: true, force: true })))
    this.save({
      ...status,
      state: 'failed',
      finished_at: now(),
      message: `The server stopped during this training (while ${status.phase}, at iteration ${status.iteration}): it was not kept. Start it again.`,
    })
    this.options.log.warn({ model: status.model_id }, 'a training stopped by the server’s end was marked failed')
  }

  /** Checks the request (every refusal is a 4xx here, before anything runs), then starts the job. */
  async start(request: StartTrainingRequest): Promise<Job> {
    const checked = await this.check(request)
    // Checked again: another request may have started while this one was checked.
    this.refuseWhileRunning()
    const job = this.options.jobs.start(TRAINING_JOB_KIND, checked.budget.iterations ?? 0, (job) =>
      this.run(job, checked),
    )
    this.running = job
    this.save({
      job_id: job.id,
      state: 'running',
      phase: 'preparing',
      project_id: request.project,
      model_id: checked.modelId,
      name: request.name,
      started_at: now(),
      budget: request.budget,
      lines: 0,
      lines_prepared: 0,
      iteration: 0,
      train_cer: [],
      eval_cer: [],
    })
    void this.options.jobs.settled(job).then(() => this.finish(job))
    return job
  }

  private refuseWhileRunning(): void {
    if (this.running)
      throw new AppError(
        409,
        'TRAINING_RUNNING',
        `A training is already running (${this.status?.name ?? 'job'} ${this.running.id}): wait for it to end or cancel it, then start this one.`,
      )
  }

  private async check(request: StartTrainingRequest): Promise<CheckedTraining> {
    this.refuseWhileRunning()
    const budget = checkBudget(request.budget)
    try {
      for (const tool of ['lstmtraining', 'tesseract', 'combine_tessdata'] as const) requireTool(tool, TOOL_ENV)
    } catch (error) {
      throw new AppError(503, 'TESSERACT_MISSING', (error as Error).message)
    }
    const ocr = this.options.project(request.project)
    const name = request.name.normalize('NFC').trim()
    if (!name) throw badRequest('BAD_NAME', 'Name the model: its name is empty.')
    const from = request.from ?? BASE_MODEL_ID
    const start = await resolveStartOffThread(from, {
      modelsRoot: this.modelsRoot,
      baseModelDir: this.options.baseModelDir,
    })
    const labels = request.validated_lines === false ? [] : await projectLineLabels(ocr)
    if (labels.length === 0 && !request.synthetic)
      throw new AppError(
        422,
        'NO_TRAINING_LINES',
        request.validated_lines === false
          ? 'Nothing to train on: ask for synthetic lines, or train on the project’s validated lines.'
          : 'This project has no validated lines to train on: validate some lines on the OCR page, or ask for synthetic lines.',
      )
    // The labels are checked before anything is drawn or trained, against the starting model's characters and those
    // the training adds for them (extended-traineddata.ts).
    const checkDir = join(this.root, 'check')
    await rm(checkDir, { recursive: true, force: true })
    const { unicharset } = await layWorkDir(checkDir, start.traineddata, shippedOri())
    await rm(checkDir, { recursive: true, force: true })
    assertTrainable(labels, unicharset, from)
    const synthetic = request.synthetic && (await this.syntheticOptions(request))
    return {
      request: { ...request, name },
      modelId: freeModelId(this.modelsRoot, name),
      start,
      budget,
      ...(synthetic ? { synthetic } : {}),
    }
  }

  private async syntheticOptions(request: StartTrainingRequest): Promise<SyntheticOptions> {
    const { lines, mode, fonts, sizes, strength, seed, texts, text } = request.synthetic!
    const generate: GenerateRequest = {
      mode,
      ...(fonts ? { fonts } : {}),
      ...(sizes ? { sizes } : {}),
      ...(strength ? { strength } : {}),
      ...(seed === undefined ? {} : { seed }),
    }
    const source = async (): Promise<string[] | undefined> => {
      if (texts === 'sample') return undefined
      if (texts === 'text') {
        if (!text?.trim()) throw badRequest('NO_TEXT', 'Synthetic texts from `text`: give the text, one line a line.')
        return text.split(/\r\n|\r|\n/).map((line) => line.normalize('NFC').trim())
      }
      if (texts === 'validated') return this.options.mistakes.validatedLines(request.project)
      const topUp = await topUpTexts(
        { mode, top_up: { project: request.project, source: 'validated' }, max_samples: lines, seed: seed ?? 1 },
        this.options.mistakes,
        () => Promise.reject(new Error('a top-up of validated lines reads no input')),
      )
      return topUp.texts
    }
    const chosen = (await source())?.filter(Boolean)
    if (chosen && chosen.length === 0)
      throw new AppError(422, 'NO_SYNTHETIC_TEXTS', `No text to draw: ${SYNTHETIC_TEXT_SOURCES[texts]} hold none.`)
    return {
      count: lines,
      request: generate,
      ...(chosen ? { source: { name: SYNTHETIC_TEXT_SOURCES[texts], lines: chosen } } : {}),
      workers: this.options.renderWorkers,
    }
  }

  private async run(job: Job, checked: CheckedTraining): Promise<ModelInfo> {
    const { request, modelId, start } = checked
    const partial = partialFolder(this.modelsRoot, modelId)
    const workDir = join(this.root, 'work')
    const linesDir = join(this.root, 'lines')
    await Promise.all([partial, workDir, linesDir].map((dir) => rm(dir, { recursive: true, force: true })))
    const emit = (event: TrainingEvent) => job.advance({}, event)
    emit({ event: 'phase', phase: 'preparing' })
    const groundTruth =
      request.validated_lines === false
        ? []
        : [
            {
              folder: 'validated lines',
              lines: await writeProjectLines(this.options.project(request.project), linesDir, job.signal),
            },
          ]
    if (job.signal.aborted)
      throw badRequest('INTERRUPTED', 'Cancelled while preparing the lines: no model was trained.')
    const trained = await trainModel(
      {
        name: modelId,
        out: partial,
        workDir,
        start,
        groundTruth,
        ...(checked.synthetic ? { synthetic: checked.synthetic } : {}),
        evalSets: [],
        budget: checked.budget,
        trainedWith: 'the tool’s training job (`POST /api/training`)',
        endings: { timedOut: 'stopped at its time budget', stopped: 'cancelled (the best checkpoint kept)' },
      },
      job.signal,
      {
        onPhase: (phase) => {
          if (phase !== 'preparing') emit({ event: 'phase', phase })
          this.update({ phase })
        },
        onStep: (step, done, total) => {
          // Kept in memory: the file is written at the next phase or iteration, not once a line.
          if (step === 'lines' && this.status) this.status = { ...this.status, lines: total, lines_prepared: done }
        },
        onProgress: (progress) => {
          const status = this.status!
          const update: Partial<TrainingStatus> = { iteration: progress.iteration }
          job.advance({ done: Math.max(0, progress.iteration - job.done) })
          if (progress.iteration > (status.train_cer.at(-1)?.iteration ?? -1)) {
            emit({ event: 'iteration', iteration: progress.iteration, train_cer: progress.trainError })
            update.train_cer = [...status.train_cer, { iteration: progress.iteration, cer: progress.trainError }]
          }
          if (
            progress.evalError !== undefined &&
            progress.evalIteration !== undefined &&
            progress.evalIteration !== status.eval_cer.at(-1)?.iteration
          ) {
            emit({ event: 'checkpoint', iteration: progress.evalIteration, eval_cer: progress.evalError })
            update.eval_cer = [...status.eval_cer, { iteration: progress.evalIteration, cer: progress.evalError }]
          }
          this.update(update)
        },
      },
    )
    const info: ModelInfo = {
      id: modelId,
      label: request.name,
      kind: 'trained',
      project_id: request.project,
      created_at: now(),
      starting_point: start.description,
      iterations: trained.iterations,
      seconds: Math.round(trained.seconds * 10) / 10,
      trainable: true,
      scores: modelScores(trained.evalSets),
    }
    // model.json last: a folder with one is complete.
    writeAtomically(join(partial, 'model.json'), `${JSON.stringify(info, null, 2)}\n`)
    await publishModel(this.modelsRoot, modelId)
    return info
  }

  private finish(job: Job): void {
    if (this.running === job) this.running = undefined
    const model = job.result as ModelInfo | undefined
    this.update({
      state: job.state === 'running' ? 'failed' : job.state,
      finished_at: now(),
      ...(job.message === undefined ? {} : { message: job.message }),
      ...(model ? { model } : {}),
    })
    if (!model) void removePartial(this.modelsRoot, this.status!.model_id)
  }

  private update(change: Partial<TrainingStatus>): void {
    if (this.status) this.save({ ...this.status, ...change })
  }

  private save(status: TrainingStatus): void {
    this.status = status
    this.state.write(status)
  }
}

/** Exactly one of iterations and minutes. */
function checkBudget({ iterations, minutes }: StartTrainingRequest['budget']): Budget {
  if (iterations !== undefined && minutes !== undefined)
    throw badRequest('BAD_BUDGET', 'Give the budget in iterations or in minutes, not both.')
  if (minutes !== undefined) return { seconds: minutes * 60 }
  if (iterations !== undefined) return { iterations }
  throw badRequest(
    'BAD_BUDGET',
    `Give a budget: iterations (${TRAINING_LIMITS.minIterations}–${TRAINING_LIMITS.maxIterations}) or minutes (1–${TRAINING_LIMITS.maxMinutes}).`,
  )
}
