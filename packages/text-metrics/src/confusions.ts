import { editScript, type EditOperation } from './edit-script'
import { splitUnits, type TextUnit } from './units'

/** What stands where the other side has nothing (an insertion or a deletion). */
export const NOTHING = '∅'

/** A unit the engine read, and what the person validated instead (`∅`: nothing there). */
export interface Confusion {
  read: string
  meant: string
  count: number
}

/** A unit the engine read in place of what was meant (`∅`: nothing there). */
export type ReadAs = Omit<Confusion, 'count'>

/** Every unit an edit script from the validated text to the extracted one reads differently, in order. */
export const readAs = (operations: readonly EditOperation[]): ReadAs[] =>
  operations.flatMap((operation) =>
    operation.type === 'equal'
      ? []
      : [
          {
            read: operation.type === 'delete' ? NOTHING : operation.hypothesis,
            meant: operation.type === 'insert' ? NOTHING : operation.reference,
          },
        ],
  )

/** Every unit of `extracted` that differs from `validated`, in order, by the cheapest edit script; null when they are too long to compare. */
export function confusionsOf(validated: string, extracted: string, unit: TextUnit = 'codepoint'): ReadAs[] | null {
  const operations = editScript(splitUnits(validated, unit), splitUnits(extracted, unit))
  return operations && readAs(operations)
}

/**
 * Counts an engine's confusions, read → validated, over many texts: code points show which letter became which (ୱ → ବ,
 * whatever vowel sign follows), grapheme clusters which whole cluster was misread.
 */
export class ConfusionCounter {
  private readonly counts = new Map<string, Confusion>()

  constructor(private readonly unit: TextUnit = 'codepoint') {}

  /** Counts the confusions of one text; false, counting nothing, when it is too long to compare. */
  add(validated: string, extracted: string): boolean {
    const confusions = confusionsOf(validated, extracted, this.unit)
    if (confusions) this.addAll(confusions)
    return confusions !== null
  }

  /** Confusions already worked out (see confusionsOf), counted. */
  addAll(confusions: readonly ReadAs[]): void {
    for (const { read, meant } of confusions) {
      const key = `${read}\u0000${meant}`
      const confusion = this.counts.get(key) ?? { read, meant, count: 0 }
      confusion.count += 1
      this.counts.set(key, confusion)
    }
  }

  /** The `limit` most frequent, most frequent first (ties in a fixed order). */
  top(limit: number): Confusion[] {
    return [...this.counts.values()]
      .sort((a, b) => b.count - a.count || a.read.localeCompare(b.read) || a.meant.localeCompare(b.meant))
      .slice(0, limit)
  }
}
