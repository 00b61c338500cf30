import type { EngineOutcome } from '@odia-ai/contract'
import type { OcrEngine, OcrImage, RecognizeOptions } from '../engines/ocr-engine'
import { withinTextLimit, type ImageReader, type ImageReading } from './ocr-batch'
import type { ReadingRepository } from '../readings/reading-repository'

/** An engine of a comparing batch and the model it reads with. */
export interface ComparedEngine {
  engine: OcrEngine
  model: string
}

/**
 * What the engine makes of the image: its stored reading when it already read the image with this model (images never
 * change under a name, so a second call would buy nothing), else a new call.
 */
async function readOnce(
  name: string,
  image: OcrImage,
  options: RecognizeOptions,
  { engine, model }: ComparedEngine,
  readings: ReadingRepository,
): Promise<ImageReading> {
  const stored = readings.find(name, engine.name, model)
  if (stored)
    return {
      status: 'extracted',
      text: stored.text,
      reused: true,
      ...(stored.model_version ? { modelVersion: stored.model_version } : {}),
    }
  return withinTextLimit(await engine.recognize(image, { ...options, model }))
}

/**
 * Reads each image with the batch's engine and, at the same time, with every other engine named: the batch stores its
 * engine's outcome as it always does, this stores the others' texts as their readings and answers what each made of
 * the image. A problem that stops one engine's batch (the key, the quota) stops this one too.
 */
export function readCompared(
  main: ComparedEngine,
  others: readonly ComparedEngine[],
  readings: ReadingRepository,
): ImageReader {
  return async (name, image, options) => {
    const [first, ...rest] = await Promise.all(
      [main, ...others].map((reader) => readOnce(name, image, options, reader, readings)),
    )
    const compared = rest.map((reading, index): EngineOutcome => {
      const { engine, model } = others[index]!
      const by = {
        engine: engine.name,
        model,
        ...(reading.modelVersion ? { model_version: reading.modelVersion } : {}),
      }
      if (reading.status === 'failed') return { ...by, status: 'failed', failure_reason: reading.reason }
      if (!reading.reused) readings.record(name, reading.text, by)
      return { ...by, status: 'extracted', text: reading.text }
    })
    return { ...first!, compared }
  }
}
