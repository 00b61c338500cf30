import type { AnnotationMap } from '@odia-ai/contract'
import { characterErrors, ConfusionCounter, rate, TOP_CONFUSIONS, type Confusion } from '@odia-ai/text-metrics'
import { statusOf } from '../session/annotation-view'

/** Per-image CER in bins of this width: 0–10 %, 10–20 %, …, 90 % and more. */
export const CER_BIN_WIDTH = 0.1
const BINS = 10

export interface EngineQuality {
  engine: string
  /** Validated images this engine read. */
  images: number
  /** How many of them fall in each CER bin. */
  cerBins: number[]
  /** The most frequent confusions, most frequent first. */
  confusions: Confusion[]
}

export interface QualityFigures {
  engines: EngineQuality[]
  /** Images validated per day (the day of their last change), oldest first. */
  validatedPerDay: Array<{ day: string; count: number }>
}

/** What people validated against what each engine read: per-image CER, character confusions, and validations per day. */
export function qualityFigures(images: readonly string[], annotations: AnnotationMap): QualityFigures {
  const engines = new Map<string, { images: number; cerBins: number[]; confusions: ConfusionCounter }>()
  const perDay = new Map<string, number>()
  for (const name of images) {
    const annotation = annotations[name]
    if (!annotation || statusOf(annotation) !== 'validated') continue
    if (annotation.updated_at) perDay.set(annotation.updated_at.slice(0, 10), (perDay.get(annotation.updated_at.slice(0, 10)) ?? 0) + 1)
    if (!annotation.engine || !annotation.extracted_text) continue
    const figures = engines.get(annotation.engine) ?? { images: 0, cerBins: new Array<number>(BINS).fill(0), confusions: new ConfusionCounter('codepoint') }
    engines.set(annotation.engine, figures)
    // Confusions by code point (ୱ → ବ, whatever vowel sign follows); CER by grapheme, as everywhere else.
    figures.confusions.add(annotation.validated_text, annotation.extracted_text)
    const cer = rate(characterErrors(annotation.validated_text, annotation.extracted_text))
    figures.images += 1
    // A hair over, so 0.3 lands in 30–40 % whatever the floating point does.
    figures.cerBins[Math.min(BINS - 1, Math.floor(cer / CER_BIN_WIDTH + 1e-9))]! += 1
  }
  return {
    engines: [...engines].map(([engine, figures]) => ({
      engine,
      images: figures.images,
      cerBins: figures.cerBins,
      confusions: figures.confusions.top(TOP_CONFUSIONS),
    })),
    validatedPerDay: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count })),
  }
}
