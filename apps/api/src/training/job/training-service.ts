// The server's training job: checks a request (training-check.ts: 4xx before anything runs), then runs the training
// (training-run.ts) as a job of the job registry, one at a time. Its state is kept on disk with lstmtraining's pid, so
// a server stopped during a training ends that lstmtraining and says so at its next start.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ModelInfo, StartTrainingRequest, TrainingStatus } from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../errors'
import type { Job } from '../../jobs/job'
import type { JobRegistry } from '../../jobs/job-registry'
import type { OcrServices } from '../../ocr/ocr-services'
import type { ProjectMistakes } from '../../synthetic/top-up/top-up-texts'
import { endLeftoverTrainer } from './leftover-trainer'
import { removePartial } from './model-folders'
import { checkTraining } from './training-check'
import { trainingProgress, type TrainingStatusKeeper } from './training-progress'
import { runTraining, trainingWorkDir } from './training-run'
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

const now = () => new Date().toISOString()

/** What a training writes under `DATA_DIR/training/` besides its state: the labels' check, the project's crops, lstmtraining's work. */
const WORK_FOLDERS = ['check', 'lines', 'work'] as const

export class TrainingService implements TrainingStatusKeeper {
  readonly modelsRoot: string
  private readonly root: string
  private readonly state: TrainingStateFile
  status: TrainingStatus | undefined
  private lstmtrainingPid: number | undefined
  private running: Job | undefined

  constructor(private readonly options: TrainingServiceOptions) {
    this.modelsRoot = join(options.dataDir, 'models')
    this.root = join(options.dataDir, 'training')
    this.state = new TrainingStateFile(join(this.root, 'training.json'))
    const kept = this.state.read()
    this.status = kept?.status
    this.lstmtrainingPid = kept?.lstmtrainingPid
  }

  /** The training running, or the last one. */
  current(): TrainingStatus | undefined {
    return this.status
  }

  /**
   * At start-up: a training the last server was running when it stopped is marked failed, with the reason; the
   * lstmtraining it left running is ended and what it had written (its partial model folder, its work folder) is
   * removed. It is not resumed: its lines would be prepared again and its budget counted anew, which is what starting
   * it again does, in the open.
   */
  async recover(): Promise<void> {
    const status = this.status
    if (status?.state !== 'running') return
    const pid = this.lstmtrainingPid
    if (pid !== undefined && (await endLeftoverTrainer(pid, trainingWorkDir(this.root))))
      this.options.log.warn({ pid }, 'ended the lstmtraining a stopped server left running')
    await removePartial(this.modelsRoot, status.model_id)
    await Promise.all(WORK_FOLDERS.map((folder) => rm(join(this.root, folder), { recursive: true, force: true })))
    this.lstmtrainingPid = undefined
    this.update({
      state: 'failed',
      finished_at: now(),
      message: `The server stopped during this training (while ${status.phase}, at iteration ${status.iteration}): it was not kept. Start it again.`,
    })
    this.options.log.warn({ model: status.model_id }, 'a training stopped by the server’s end was marked failed')
  }

  /** Checks the request (every refusal is a 4xx here, before anything runs), then starts the job. */
  async start(request: StartTrainingRequest): Promise<Job> {
    this.refuseWhileRunning()
    const { project, mistakes, renderWorkers, baseModelDir } = this.options
    const checked = await checkTraining(request, {
      modelsRoot: this.modelsRoot,
      baseModelDir,
      checkDir: join(this.root, 'check'),
      renderWorkers,
      project,
      mistakes,
    })
    // Checked again: another request may have started while this one was checked.
    this.refuseWhileRunning()
    const places = { modelsRoot: this.modelsRoot, root: this.root, project }
    const job = this.options.jobs.start(TRAINING_JOB_KIND, checked.budget.iterations ?? 0, (job) =>
      runTraining(job, checked, places, trainingProgress(job, this, this.options.log)),
    )
    this.running = job
    this.save({
      job_id: job.id,
      state: 'running',
      phase: 'preparing',
      project_id: request.project,
      model_id: checked.modelId,
      name: checked.request.name,
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

  keep(change: Partial<TrainingStatus>): void {
    if (this.status) this.status = { ...this.status, ...change }
  }

  update(change: Partial<TrainingStatus>): void {
    if (this.status) this.save({ ...this.status, ...change })
  }

  trainer(pid: number | undefined): void {
    this.lstmtrainingPid = pid
    if (this.status) this.save(this.status)
  }

  private refuseWhileRunning(): void {
    if (this.running)
      throw new AppError(
        409,
        'TRAINING_RUNNING',
        `A training is already running (${this.status?.name ?? 'job'} ${this.running.id}): wait for it to end or cancel it, then start this one.`,
      )
  }

  private finish(job: Job): void {
    if (this.running === job) this.running = undefined
    const model = job.result as ModelInfo | undefined
    this.lstmtrainingPid = undefined
    this.update({
      state: job.state === 'running' ? 'failed' : job.state,
      finished_at: now(),
      ...(job.message === undefined ? {} : { message: job.message }),
      ...(model ? { model } : {}),
    })
    if (!model) void removePartial(this.modelsRoot, this.status!.model_id)
  }

  private save(status: TrainingStatus): void {
    this.status = status
    this.state.write({
      status,
      ...(this.lstmtrainingPid === undefined ? {} : { lstmtrainingPid: this.lstmtrainingPid }),
    })
  }
}
