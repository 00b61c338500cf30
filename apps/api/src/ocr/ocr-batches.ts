import { OCR_JOB_KIND, type OcrModel, type ProcessRequest, type ProcessResponse } from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import { notFound } from '../errors'
import type { Job } from '../jobs/job'
import type { JobRegistry } from '../jobs/job-registry'
import type { AnnotationRepository } from './annotation-repository'
import { createGeminiEngine } from './gemini-engine'
import type { ImageFiles } from './image-files'
import { runOcrBatch } from './ocr-batch'

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
  ) {}

  start({ api_key, image_filenames, model }: ProcessRequest): StartedBatch {
    const engine = this.engine(api_key)
    const names = [...new Set(image_filenames)]
    const unknown = names.filter((name) => !this.files.exists(name))
    if (unknown.length > 0) {
      throw notFound('IMAGE_NOT_FOUND', `No stored image named ${unknown[0]}${unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : ''}: upload it first.`)
    }
    const batch = { names, engine, model: model ?? this.settings.geminiModel, concurrency: this.settings.ocrConcurrency }
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

  async models(apiKey: string): Promise<{ models: OcrModel[]; default_model: string }> {
    return { models: await this.engine(apiKey).listModels(), default_model: this.settings.geminiModel }
  }

  private engine(apiKey: string) {
    return createGeminiEngine({
      apiKey,
      baseUrl: this.settings.geminiBaseUrl,
      timeoutMs: this.settings.geminiTimeoutMs,
      retryBaseMs: this.settings.geminiRetryBaseMs,
    })
  }
}
