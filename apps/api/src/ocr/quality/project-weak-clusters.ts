import { setImmediate as nextTurn } from 'node:timers/promises'
import { DEFAULT_WEAK_CLUSTERS, type WeakClustersResponse } from '@odia-ai/contract'
import { WeakClusterCounter, type ReadText } from '@odia-ai/text-metrics'
import { AppError } from '../../errors'
import type { OcrServices } from '../ocr-services'

/** Work between two turns of the event loop (texts, or a long text's steps), so a large project never holds the server up. */
const CHUNK_MS = 20

/** The validated texts an engine had read, with its reading: what the project's mistakes are measured on. */
function readTexts(services: OcrServices): ReadText[] {
  return Object.values(services.annotations.list()).flatMap(({ validated_text, extracted_text }) =>
    validated_text && extracted_text ? [{ validated: validated_text, extracted: extracted_text }] : [],
  )
}

/**
 * What the project's engine readings got wrong against the validated texts (`weakClusters` of text-metrics, the
 * quality pictures' computation), texts too long to compare left out. Nothing to measure on is a 422 saying what to do.
 */
export async function projectWeakClusters(
  services: OcrServices,
  limit: number = DEFAULT_WEAK_CLUSTERS,
): Promise<WeakClustersResponse> {
  const texts = readTexts(services)
  if (texts.length === 0) {
    throw new AppError(
      422,
      'NO_VALIDATED_TEXTS',
      'This project has no validated text that an OCR engine read, so its mistakes are unknown: run OCR on some images and validate their text first.',
    )
  }
  const counter = new WeakClusterCounter()
  let turn = performance.now()
  for (const text of texts) {
    for (const _step of counter.addSteps(text)) {
      if (performance.now() - turn > CHUNK_MS) {
        await nextTurn()
        turn = performance.now()
      }
    }
  }
  const figures = counter.figures(limit)
  if (figures.texts === 0) {
    throw new AppError(
      422,
      'TEXTS_TOO_LONG',
      'Every validated text an OCR engine read in this project is too long to compare with its reading, so its mistakes are unknown: validate some shorter pages, or their lines.',
    )
  }
  return {
    project: services.projectId,
    texts: figures.texts,
    worst_texts: figures.worstTexts,
    too_long_texts: figures.tooLong,
    confusions: figures.confusions,
    clusters: figures.clusters.map(({ cluster, weight, misread, inWorst }) => ({
      cluster,
      weight,
      misread,
      in_worst: inWorst,
    })),
  }
}

/** Every line of the project's validated texts (an image's text may hold several), NFC and trimmed, empty ones left out. */
export function projectValidatedLines(services: OcrServices): string[] {
  return Object.values(services.annotations.list()).flatMap(({ validated_text }) =>
    validated_text
      .split(/\r\n|\r|\n/)
      .map((line) => line.normalize('NFC').trim())
      .filter(Boolean),
  )
}
