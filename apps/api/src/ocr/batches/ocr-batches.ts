import {
  DEFAULT_OCR_ENGINE,
  MODEL_ENGINE,
  OCR_JOB_KIND,
  readerOf,
  type ComparedReader,
  type ModelsRequest,
  type OcrModel,
  type ProcessRequest,
} from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, badRequest, notFound } from '../../errors'
import type { Job } from '../../jobs/job'
import type { JobRegistry } from '../../jobs/job-registry'
import type { AnnotationRepository } from '../storage/annotation-repository'
import type { ImageFiles } from '../images/image-files'
import type { ImageLines } from '../lines/image-lines'
import { readCompared } from './read-compared'
import type { ReadingRepository } from '../readings/reading-repository'
import { runOcrBatch, type OcrBatch } from './ocr-batch'
import { readLines } from './read-lines'
import { rereadLines } from './reread-lines'
import type { OpenEngines } from '../engines/ocr-engines'

/** Starts OCR batches as jobs and lists the engine's models; the API key lives only in the engine of one batch. */
export class OcrBatches {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly files: ImageFiles,
    private readonly annotations: AnnotationRepository,
    private readonly engines: OpenEngines,
    private readonly log: FastifyBaseLogger,
    private readonly lines: ImageLines,
    private readonly readings: ReadingRepository,
  ) {}

  /**
   * Starts a batch as a job, which ends with the batch's answer (file name → text) as its result. A model the engine
   * does not have, or cannot load, is refused before the job starts.
   */
  async start(request: ProcessRequest): Promise<Job> {
    const {
      api_key,
      image_filenames,
      model,
      engine: engineName = DEFAULT_OCR_ENGINE,
      level = 'image',
      replace = false,
    } = request
    const opened = this.engines[engineName]
    const chosenModel = opened.modelChoice ? (model ?? opened.defaultModel) : opened.defaultModel
    const others = this.otherReaders(request.compare_with ?? [], { engine: engineName, model: chosenModel })
    if (others.length > 0 && level === 'lines')
      throw badRequest('COMPARE_LINES', 'Engines are compared on whole images only: finding lines takes one engine.')
    const engine = opened.create(api_key)
    // Each other reader's engine is made now, so a missing key is refused before the job starts.
    const compared = others.map((reader) => ({
      engine: this.engines[reader.engine].create(api_key),
      model: reader.model,
    }))
    const names = [...new Set(image_filenames)]
    const unknown = names.filter((name) => !this.files.exists(name))
    if (unknown.length > 0) {
      throw notFound(
        'IMAGE_NOT_FOUND',
        `No stored image named ${unknown[0]}${unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : ''}: upload it first.`,
      )
    }
    await opened.checkModel?.(chosenModel)
    for (const reader of others) await this.engines[reader.engine].checkModel?.(reader.model)
    return this.run({
      names,
      engine,
      model: chosenModel,
      // Images in flight wait for whichever engine is slower; the busiest engine's own limit keeps it busy.
      concurrency: Math.max(opened.concurrency, ...others.map((reader) => this.engines[reader.engine].concurrency)),
      ...(level === 'lines' ? { read: readLines(engine, this.files, this.lines, replace) } : {}),
      ...(compared.length > 0 ? { read: readCompared({ engine, model: chosenModel }, compared, this.readings) } : {}),
    })
  }

  /**
   * The readers `compare_with` names beside the batch's own, each once: an engine alone reads with its default model,
   * as does one that offers no choice of model.
   */
  private otherReaders(named: NonNullable<ProcessRequest['compare_with']>, own: ComparedReader): ComparedReader[] {
    const readers = new Map<string, ComparedReader>()
    for (const item of named) {
      const engine = typeof item === 'string' ? item : item.engine
      const { defaultModel, modelChoice } = this.engines[engine]
      const reader = { engine, model: typeof item !== 'string' && modelChoice ? item.model : defaultModel }
      if (readerOf(reader) !== readerOf(own)) readers.set(readerOf(reader), reader)
    }
    return [...readers.values()]
  }

  /**
   * "Re-read the pages not validated": the offline engine with `model` over every image of the project a person has
   * not validated (extracted texts only: a validated text is never touched). An image with lines is re-read line by
   * line in its boxes, each line of untouched pre-fill only (see rereadLines); one without, whole as any OCR run.
   */
  async rereadUnvalidated(model: string): Promise<Job> {
    const names = Object.entries(this.annotations.list())
      .filter(([, annotation]) => annotation.status !== 'validated')
      .map(([name]) => name)
    if (names.length === 0)
      throw new AppError(
        409,
        'NOTHING_TO_REREAD',
        'Every image of this project is validated: there is nothing to re-read.',
      )
    const opened = this.engines[MODEL_ENGINE]
    await opened.checkModel?.(model)
    const engine = opened.create('')
    return this.run({ names, engine, model, concurrency: opened.concurrency, read: rereadLines(engine, this.lines) })
  }

  private run(batch: OcrBatch): Job {
    return this.jobs.start(OCR_JOB_KIND, batch.names.length, (job) =>
      runOcrBatch(job, batch, {
        files: this.files,
        annotations: this.annotations,
        readings: this.readings,
        log: this.log,
      }),
    )
  }

  async models({
    api_key,
    engine = DEFAULT_OCR_ENGINE,
  }: ModelsRequest): Promise<{ models: OcrModel[]; default_model: string }> {
    const opened = this.engines[engine]
    const models = await opened.create(api_key).listModels()
    return { models, default_model: opened.defaultModel }
  }
}
