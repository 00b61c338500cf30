import { setMaxListeners } from 'node:events'
import type { EngineOutcome, OcrJobItem, ProcessResponse } from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../errors'
import type { Job } from '../../jobs/job'
import type { AnnotationRepository } from '../storage/annotation-repository'
import type { ImageFiles } from '../images/image-files'
import type { OcrEngine, OcrImage, Recognition, RecognizeOptions } from '../engines/ocr-engine'
import type { ReadingRepository } from '../readings/reading-repository'
import { overTextLimit, TEXT_LIMIT } from '../storage/text-limit'

/** The batch engine's outcome for an image; in a batch that compares engines, also what the others made of it. */
export type ImageReading = Recognition & {
  compared?: EngineOutcome[]
  /** The engine's stored reading of the image stood in for a call (it is not stored again). */
  reused?: boolean
  /** The reader already wrote the text as the image's extraction (with its lines): only the reading is stored. */
  textStored?: boolean
  /** The image was re-read line by line: how many lines got the new reading and how many kept their text. */
  lines?: { reread: number; kept: number }
}

/** What a batch does with each image: read its text (the default), find its lines and store them, or compare engines. */
export type ImageReader = (name: string, image: OcrImage, options: RecognizeOptions) => Promise<ImageReading>

/** A text over the limit is not kept: the image fails, saying why. */
export function withinTextLimit(reading: ImageReading): ImageReading {
  if (reading.status !== 'extracted' || !overTextLimit(reading.text)) return reading
  const reason = `The engine read more than ${TEXT_LIMIT} from this image, more than a text may hold, so none of it was kept.`
  return {
    status: 'failed',
    reason,
    ...(reading.modelVersion ? { modelVersion: reading.modelVersion } : {}),
    ...(reading.compared ? { compared: reading.compared } : {}),
  }
}

export interface OcrBatch {
  names: readonly string[]
  model: string
  engine: OcrEngine
  /** Each image's text as the engine reads it, unless the batch reads otherwise. */
  read?: ImageReader
  /** Images sent at once; halved (down to 1) each time the engine is rate limited. */
  concurrency: number
}

export interface OcrBatchDeps {
  files: ImageFiles
  annotations: AnnotationRepository
  /** Every text an engine reads is kept as its reading of the image too (triage compares them). */
  readings: ReadingRepository
  log: FastifyBaseLogger
}

/**
 * Runs one OCR batch inside a job: a bounded number of images at a time, each result written to SQLite
 * as soon as it arrives (so a killed server keeps every finished one) and published as a job item.
 * A failed image is recorded and the batch goes on; a problem that concerns every image (the key, the
 * model, the daily quota) stops the batch and is thrown, keeping what finished. Answers file name → text.
 */
export async function runOcrBatch(
  job: Job,
  batch: OcrBatch,
  { files, annotations, readings, log }: OcrBatchDeps,
): Promise<ProcessResponse> {
  const stopper = new AbortController()
  const signal = AbortSignal.any([job.signal, stopper.signal])
  // Each image in flight listens to the batch's signal.
  setMaxListeners(batch.concurrency + 10, signal)
  const texts = new Map<string, string>()
  let limit = batch.concurrency
  let next = 0

  const recognize = async (name: string): Promise<ImageReading> => {
    let image
    try {
      image = await files.forOcr(name)
    } catch (error) {
      if (error instanceof AppError) return { status: 'failed', reason: error.message }
      log.error({ err: error, image: name }, 'could not prepare an image for OCR')
      return { status: 'failed', reason: 'The server could not read this image file; upload it again.' }
    }
    const read: ImageReader = batch.read ?? ((_name, image, options) => batch.engine.recognize(image, options))
    return withinTextLimit(
      await read(name, image, {
        model: batch.model,
        signal,
        onRateLimited: () => (limit = Math.max(1, Math.floor(limit / 2))),
      }),
    )
  }

  const finish = (name: string, recognition: ImageReading): void => {
    const by = {
      engine: batch.engine.name,
      model: batch.model,
      ...(recognition.modelVersion ? { model_version: recognition.modelVersion } : {}),
    }
    const item: OcrJobItem = {
      file_name: name,
      status: recognition.status,
      ...by,
      ...(recognition.compared ? { compared: recognition.compared } : {}),
      ...(recognition.lines ? { lines_reread: recognition.lines.reread, lines_kept: recognition.lines.kept } : {}),
    }
    if (recognition.status === 'extracted') {
      const { text, reused, textStored } = recognition
      readings.transaction(() => {
        if (!textStored) annotations.recordExtraction(name, text, by)
        if (!reused) readings.record(name, text, by)
      })
      texts.set(name, recognition.text)
      job.advance({ done: 1 }, { ...item, extracted_text: recognition.text })
    } else {
      annotations.recordFailure(name, recognition.reason, by)
      job.advance({ failed: 1 }, { ...item, failure_reason: recognition.reason })
    }
  }

  const worker = async (slot: number): Promise<void> => {
    while (next < batch.names.length && !signal.aborted && slot < limit) {
      const name = batch.names[next++]!
      try {
        finish(name, await recognize(name))
      } catch (error) {
        if (signal.aborted) return
        stopper.abort(error)
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(batch.concurrency, batch.names.length) }, (_, slot) => worker(slot)))
  if (job.signal.aborted) throw job.signal.reason
  if (stopper.signal.aborted) throw stopper.signal.reason
  return Object.fromEntries(texts)
}
