import type { AnnotationMap, FlagCounts } from '@odia-ai/contract'
import { checkOrthography } from '@odia-ai/odia-orthography'
import { setImmediate as nextTurn } from 'node:timers/promises'

/** Texts checked between two turns of the event loop, so a large project never holds the server up. */
const CHUNK_MS = 20

/** The text of an image the checks read: the person's, else the engine's. */
export const checkedText = (annotation: { extracted_text: string; validated_text: string }): string =>
  annotation.validated_text || annotation.extracted_text

/**
 * How many flags each image's text has. Counts are kept per text, so after the first call only texts that changed are
 * checked again; texts no image holds any more are forgotten.
 */
export class FlagCounter {
  private counts = new Map<string, number>()

  async count(annotations: AnnotationMap): Promise<FlagCounts> {
    const seen = new Map<string, number>()
    const images = new Map<string, number>()
    let turn = performance.now()
    for (const [name, annotation] of Object.entries(annotations)) {
      const text = checkedText(annotation)
      let count = seen.get(text) ?? this.counts.get(text)
      if (count === undefined) {
        count = text === '' ? 0 : checkOrthography(text).length
        if (performance.now() - turn > CHUNK_MS) {
          await nextTurn()
          turn = performance.now()
        }
      }
      seen.set(text, count)
      if (count > 0) images.set(name, count)
    }
    this.counts = seen
    return { flagged: images.size, images: Object.fromEntries(images) }
  }
}
