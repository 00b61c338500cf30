import type { Annotation } from '@odia-ai/contract'
import { characterErrors, confusionsOf, rate, type ReadAs } from '@odia-ai/text-metrics'

/** Per-image CER in bins this many percentage points wide: 0–10 %, 10–20 %, …, 90 % and more. */
const CER_BIN_PERCENT = 10
export const CER_BINS = 10
const CER_BIN_WIDTH = CER_BIN_PERCENT / 100

/** A bin's label in whole percentages ("20–30 %"), worked out in integers so no floating-point tail shows. */
export const cerBinLabel = (bin: number): string =>
  bin === CER_BINS - 1 ? `≥ ${bin * CER_BIN_PERCENT} %` : `${bin * CER_BIN_PERCENT}–${(bin + 1) * CER_BIN_PERCENT} %`

/** What the engine got wrong on one image: its CER bin, and each code point it read in place of what was meant (`∅`: nothing there). */
export interface ImageErrors {
  cerBin: number
  confusions: ReadAs[]
}

const READ_RIGHT: ImageErrors = { cerBin: 0, confusions: [] }
// By annotation object, then by what was read: an image that did not change since (the panel opened again, another
// image saved) is not worked out again.
const known = new WeakMap<Annotation, Map<string, ImageErrors | null>>()

/**
 * A validated image's errors in `read` (by default its extracted text; another engine's reading of it): nothing to
 * work out when it is exactly what was validated (texts are NFC); null when the texts are too long to compare.
 */
export function imageErrors(annotation: Annotation, read = annotation.extracted_text): ImageErrors | null {
  if (read === annotation.validated_text) return READ_RIGHT
  let readings = known.get(annotation)
  if (!readings) known.set(annotation, (readings = new Map<string, ImageErrors | null>()))
  let errors = readings.get(read)
  if (errors === undefined) {
    errors = workOut(annotation.validated_text, read)
    readings.set(read, errors)
  }
  return errors
}

function workOut(validated: string, extracted: string): ImageErrors | null {
  // Confusions by code point (ୱ → ବ, whatever vowel sign follows); CER by grapheme, as everywhere else.
  const confusions = confusionsOf(validated, extracted, 'codepoint')
  const errors = confusions && characterErrors(validated, extracted)
  if (!confusions || !errors) return null
  // A hair over, so 0.3 lands in 30–40 % whatever the floating point does.
  return { cerBin: Math.min(CER_BINS - 1, Math.floor(rate(errors) / CER_BIN_WIDTH + 1e-9)), confusions }
}
