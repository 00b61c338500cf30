import { editScript } from './edit-script'
import { splitUnits } from './units'

/** A run of text both sides share, or a run where they differ (deleted, inserted or substituted). */
export interface DiffSegment {
  type: 'equal' | 'change'
  reference: string
  hypothesis: string
}

/**
 * The difference between a reference (validated) and a hypothesis (extracted) text over grapheme
 * clusters, as runs: neighbouring edits are merged into one `change` so a reader sees whole words.
 */
export function diffSegments(reference: string, hypothesis: string): DiffSegment[] {
  const segments: DiffSegment[] = []
  for (const operation of editScript(splitUnits(reference, 'grapheme'), splitUnits(hypothesis, 'grapheme'))) {
    const type = operation.type === 'equal' ? 'equal' : 'change'
    const last = segments.at(-1)
    const target = last?.type === type ? last : segments[segments.push({ type, reference: '', hypothesis: '' }) - 1]!
    if ('reference' in operation) target.reference += operation.reference
    if ('hypothesis' in operation) target.hypothesis += operation.hypothesis
  }
  return segments
}
