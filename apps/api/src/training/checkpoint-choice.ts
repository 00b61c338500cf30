// Which held-out figure ranks the checkpoints a training read (checkpoints.ts keeps the lowest first). Without guard
// lines, their held-out CER. With guard lines — lines the model must read no worse than ori, such as clean lines in
// fonts it never trains on — only the checkpoints that read them no worse than ori rank, by their held-out CER: the
// best the training learnt before it began to forget what ori reads well. If none does, the one that reads the guard
// lines best ranks first. Guard CER compares label and reading as seen (as-seen.ts), not by spelling conventions.
import type { HeldOutPoint } from './checkpoint-evaluation'

/** Training iteration → the error its checkpoint is ranked by (lower first); checkpoints left out rank after. */
export function checkpointRanking(points: readonly HeldOutPoint[], oriGuardCer?: number): Map<number, number> {
  if (oriGuardCer === undefined) return new Map(points.map((point) => [point.iteration, point.cer]))
  const kept = points.filter((point) => point.guardCer !== undefined && point.guardCer <= oriGuardCer)
  return kept.length > 0
    ? new Map(kept.map((point) => [point.iteration, point.cer]))
    : new Map(points.flatMap((point) => (point.guardCer === undefined ? [] : [[point.iteration, point.guardCer]])))
}

/** What the card adds to the checkpoint kept (iteration `kept`) when guard lines chose it; nothing without them. */
export function describeGuard(points: readonly HeldOutPoint[], kept: number | undefined, oriGuardCer?: number): string {
  if (oriGuardCer === undefined) return ''
  const guardCer = points.find((point) => point.iteration === kept)?.guardCer
  const ori = `ori’s ${oriGuardCer.toFixed(2)} %, as seen`
  if (guardCer === undefined) return `; it was not read on the guard lines (${ori})`
  return guardCer <= oriGuardCer
    ? `, chosen among those reading the guard lines no worse than ori (${guardCer.toFixed(2)} % against ${ori})`
    : `; no checkpoint read the guard lines as well as ori, this one read them best (${guardCer.toFixed(2)} % against ${ori})`
}
