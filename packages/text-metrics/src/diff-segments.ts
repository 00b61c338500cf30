import { editScript, scriptCost, type EditOperation } from './edit-script'
import type { ErrorCount } from './error-rates'
import { splitUnits } from './units'

/** A run of text both sides share, or a run where they differ (deleted, inserted or substituted). */
export interface DiffSegment {
  type: 'equal' | 'change'
  reference: string
  hypothesis: string
}

/** The difference over grapheme clusters as runs, and its error count (the CER's numerator and denominator). */
export interface CharacterDiff {
  segments: DiffSegment[]
  errors: ErrorCount
}

/** Neighbouring edits merged into one `change`, so a reader sees whole words. */
function segmentsOf(operations: readonly EditOperation[]): DiffSegment[] {
  const segments: DiffSegment[] = []
  for (const operation of operations) {
    const type = operation.type === 'equal' ? 'equal' : 'change'
    const last = segments.at(-1)
    const target = last?.type === type ? last : segments[segments.push({ type, reference: '', hypothesis: '' }) - 1]!
    if ('reference' in operation) target.reference += operation.reference
    if ('hypothesis' in operation) target.hypothesis += operation.hypothesis
  }
  return segments
}

/**
 * The difference between a reference (validated) and a hypothesis (extracted) text over grapheme clusters, with its error
 * count, from one edit script (for a view that shows both); null when they are too long to compare (see comparison-limits).
 */
export function characterDiff(reference: string, hypothesis: string): CharacterDiff | null {
  const units = splitUnits(reference, 'grapheme')
  const operations = editScript(units, splitUnits(hypothesis, 'grapheme'))
  return (
    operations && { segments: segmentsOf(operations), errors: { errors: scriptCost(operations), length: units.length } }
  )
}

/** The difference between a reference (validated) and a hypothesis (extracted) text over grapheme clusters, as runs; null when too long to compare. */
export const diffSegments = (reference: string, hypothesis: string): DiffSegment[] | null =>
  characterDiff(reference, hypothesis)?.segments ?? null
