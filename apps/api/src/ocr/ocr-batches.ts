import { OCR_JOB_KIND, type ModelsRequest, type OcrEngineName, type OcrModel, type ProcessRequest, type ProcessResponse } from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import { notFound } from '../errors'
import type { Job } from '../jobs/job'
import type { JobRegistry } from '../jobs/job-registry'
import type { AnnotationRepository } from './annotation-repository'
import { createGeminiEngine } from './gemini-engine'
import type { ImageFiles } from './image-files'
import { runOcrBatch } from './ocr-batch'
import type { OcrEngine } from './ocr-engine'
import { createTesseractEngine, TESSERACT_MODEL } from './tesseract-engine'
import type { TesseractPool } from './tesseract-pool'

export type OcrSettings = Pick<Config, 'geminiBaseUrl' | 'geminiModel' | 'geminiTimeoutMs' | 'geminiRetryBaseMs' | 'ocrConcurrency'>

export interface StartedBatch {
  job: Job
  /** The batch's answer, or the error that stopped it (also the job's end state). */
  outcome: Promise<ProcessResponse>
}

/** Starts OCR batches as jobs and lists the engine's models; the API key lives only in the engine of one batch. */
export class OcrBatches {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly files: ImageFiles,
    private readonly annotations: AnnotationRepository,
    private readonly settings: OcrSettings,
    private readonly log: FastifyBaseLogger,
    private readonly tesseract: TesseractPool,
  ) {}

  start({ api_key, image_filenames, model, engine: engineName = 'gemini' }: ProcessRequest): StartedBatch {
    const engine = this.engine(engineName, api_key)
    const names = [...new Set(image_filenames)]
    const unknown = names.filter((name) => !this.files.exists(name))
    if (unknown.length > 0) {
      throw notFound('IMAGE_NOT_FOUND', `No stored image named ${unknown[0]}${unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : ''}: upload it first.`)
    }
    const batch =
      engineName === 'tesseract'
        ? { names, engine, model: this.defaultModel(engineName), concurrency: this.tesseract.size }
        : { names, engine, model: model ?? this.defaultModel(engineName), concurrency: this.settings.ocrConcurrency }
    let settle!: { resolve: (texts: ProcessResponse) => void; reject: (error: unknown) => void }
    const outcome = new Promise<ProcessResponse>((resolve, reject) => (settle = { resolve, reject }))
    outcome.catch(() => undefined) // a job started through /api/ocr/jobs has nobody awaiting its outcome
    const job = this.jobs.start(OCR_JOB_KIND, names.length, async (current) => {
      try {
        const texts = await runOcrBatch(current, batch, { files: this.files, annotations: this.annotations, log: this.log })
        settle.resolve(texts)
        return texts
      } catch (error) {
        settle.reject(error)
        throw error
      }
    })
    return { job, outcome }
  }

  async models({ api_key, engine = 'gemini' }: ModelsRequest): Promise<{ models: OcrModel[]; default_model: string }> {
    const models = await this.engine(engine, api_key).listModels()
    return { models, default_model: this.defaultModel(engine) }
  }

  /** The model a request that names none gets: Tesseract has one, Gemini's is a setting. */
  private defaultModel(engine: OcrEngineName): string {
    return engine === 'tesseract' ? TESSERACT_MODEL : this.settings.geminiModel
  }

  private engine(name: OcrEngineName, apiKey: string): OcrEngine {
    if (name === 'tesseract') return createTesseractEngine(this.tesseract)
    return createGeminiEngine({
      apiKey,
      baseUrl: this.settings.geminiBaseUrl,
      timeoutMs: this.settings.geminiTimeoutMs,
      retryBaseMs: this.settings.geminiRetryBaseMs,
    })
  }
}
