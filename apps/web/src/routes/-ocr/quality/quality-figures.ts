import { type Annotation, type AnnotationMap, ownValue, readerOf, type ValidatedReadings } from '@odia-ai/contract'
import { ConfusionCounter, TOP_CONFUSIONS, type Confusion } from '@odia-ai/text-metrics'
import { statusOf } from '../common/annotation-view'
import { readerName } from '../common/reader-names'
import { CER_BINS, imageErrors } from './image-errors'

/** How many images were validated, and how many reviewed, on one day (UTC). */
export interface DayCounts {
  day: string
  validated: number
  reviewed: number
}

export interface EngineQuality {
  /** Who read the images, as `readerOf` names it. */
  reader: string
  /** The reader as the pictures name it: its engine, with the model in brackets beside another model of the engine. */
  engine: string
  /** Validated images this engine read. */
  images: number
  /** Of them, those too long to compare: in no CER bin and no confusion. */
  tooLong: number
  /** How many of them fall in each CER bin. */
  cerBins: number[]
  /** The most frequent confusions, most frequent first. */
  confusions: Confusion[]
  /** This engine's images validated and reviewed per day, oldest first. */
  perDay: DayCounts[]
}

export interface QualityFigures {
  engines: EngineQuality[]
  /** Every image validated and reviewed per day, whoever read it, oldest first. */
  perDay: DayCounts[]
}

type Days = Map<string, DayCounts>

/** Counts an image's validation (its day: when it was validated, else its last change) and its review into `days`. */
function countDays(days: Days, annotation: Annotation): void {
  const count = (at: string | undefined, what: 'validated' | 'reviewed') => {
    if (!at) return
    const day = at.slice(0, 10)
    const counts = days.get(day) ?? { day, validated: 0, reviewed: 0 }
    counts[what] += 1
    days.set(day, counts)
  }
  count(annotation.validated_at ?? annotation.updated_at, 'validated')
  if (annotation.review_status === 'reviewed') count(annotation.reviewed_at, 'reviewed')
}

const byDay = (days: Days): DayCounts[] => [...days.values()].sort((a, b) => a.day.localeCompare(b.day))

/**
 * What people validated against what each reader (engine and model) read: per-image CER, character confusions, and
 * validations and reviews per day. An image counts for the reader whose text it holds and for every other reader
 * that read it (`otherReadings`: by image, each reader's text).
 */
export function qualityFigures(
  images: readonly string[],
  annotations: AnnotationMap,
  otherReadings: ValidatedReadings['images'] = {},
): QualityFigures {
  const byReader = new Map<
    string,
    { images: number; tooLong: number; cerBins: number[]; confusions: ConfusionCounter; days: Days }
  >()
  const days: Days = new Map()
  for (const name of images) {
    const annotation = ownValue(annotations, name)
    if (!annotation || statusOf(annotation) !== 'validated') continue
    countDays(days, annotation)
    const readBy = (reader: string, read: string) => {
      const figures = byReader.get(reader) ?? {
        images: 0,
        tooLong: 0,
        cerBins: new Array<number>(CER_BINS).fill(0),
        confusions: new ConfusionCounter('codepoint'),
        days: new Map<string, DayCounts>(),
      }
      byReader.set(reader, figures)
      countDays(figures.days, annotation)
      figures.images += 1
      const errors = imageErrors(annotation, read)
      if (!errors) {
        figures.tooLong += 1
        return
      }
      figures.confusions.addAll(errors.confusions)
      figures.cerBins[errors.cerBin]! += 1
    }
    const own = annotation.engine && readerOf({ engine: annotation.engine, model: annotation.model ?? '' })
    if (own && annotation.extracted_text) readBy(own, annotation.extracted_text)
    for (const [reader, read] of Object.entries(ownValue(otherReadings, name) ?? {}))
      if (reader !== own && read) readBy(reader, read)
  }
  const readers = [...byReader.keys()]
  return {
    engines: [...byReader].map(([reader, figures]) => ({
      reader,
      // The engine as the pictures always named it (its id), with the model beside another model of it.
      engine: readerName(reader, readers, (engine) => engine),
      images: figures.images,
      tooLong: figures.tooLong,
      cerBins: figures.cerBins,
      confusions: figures.confusions.top(TOP_CONFUSIONS),
      perDay: byDay(figures.days),
    })),
    perDay: byDay(days),
  }
}
