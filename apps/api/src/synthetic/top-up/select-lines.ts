import type { ClusterTarget } from '@odia-ai/contract'
import { seededRandom } from '@odia-ai/renderer'
import { splitUnits } from '@odia-ai/text-metrics'
import { PriorityQueue } from './priority-queue'

export interface WeightedCluster {
  cluster: string
  weight: number
}

export interface LineSelection {
  lines: string[]
  /** Distinct source lines considered. */
  candidates: number
  targets: ClusterTarget[]
}

interface Candidate {
  line: string
  /** Its place in the seeded shuffle: the tie-break, so the seed decides among equally good lines. */
  rank: number
  /** The weak clusters it holds: cluster index and occurrences. */
  holds: Array<[number, number]>
  /** What it added when last worked out: an upper bound of what it adds now, since needs only shrink. */
  gain: number
}

/** Occurrences wanted in `lines` lines: the heaviest cluster about once a line, the others in proportion to their weight. */
export function clusterTargets(clusters: readonly WeightedCluster[], lines: number): number[] {
  const heaviest = Math.max(...clusters.map(({ weight }) => weight))
  return clusters.map(({ weight }) => Math.max(1, Math.round((lines * weight) / heaviest)))
}

const better = (a: Candidate, b: Candidate) => a.gain > b.gain || (a.gain === b.gain && a.rank < b.rank)

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed)
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

function clustersHeld(line: string, indexOf: ReadonlyMap<string, number>): Array<[number, number]> {
  const counts = new Map<number, number>()
  for (const unit of splitUnits(line, 'grapheme')) {
    const index = indexOf.get(unit)
    if (index !== undefined) counts.set(index, (counts.get(index) ?? 0) + 1)
  }
  return [...counts]
}

/**
 * Chooses up to `count` distinct lines (NFC) that bring the weak clusters (grapheme clusters) toward their targets:
 * greedy coverage, each step the line that adds most still-needed occurrences (lazily worked out again, since what a
 * line adds only shrinks), ties by a shuffle seeded with `seed`; once every target is met, the lines richest in weak clusters.
 * Lines without a weak cluster are never chosen.
 */
export function selectLines(
  lines: readonly string[],
  clusters: readonly WeightedCluster[],
  count: number,
  seed: number,
): LineSelection {
  const indexOf = new Map(clusters.map(({ cluster }, index) => [cluster, index]))
  const distinct = [...new Set(lines)]
  const wanted = clusterTargets(clusters, count)
  const achieved = new Array<number>(clusters.length).fill(0)
  const adds = (holds: Candidate['holds']) =>
    holds.reduce((sum, [index, times]) => sum + Math.max(0, Math.min(times, wanted[index]! - achieved[index]!)), 0)

  const queue = new PriorityQueue<Candidate>(better)
  shuffled(distinct, seed).forEach((line, rank) => {
    const holds = clustersHeld(line, indexOf)
    if (holds.length > 0) queue.push({ line, rank, holds, gain: adds(holds) })
  })
  const chosen: string[] = []
  const take = (candidate: Candidate) => {
    chosen.push(candidate.line)
    for (const [index, times] of candidate.holds) achieved[index]! += times
  }
  const spare: Candidate[] = []
  while (chosen.length < count && queue.size > 0) {
    const candidate = queue.pop()!
    candidate.gain = adds(candidate.holds)
    if (candidate.gain === 0) spare.push(candidate)
    else if (queue.size > 0 && better(queue.peek()!, candidate)) queue.push(candidate)
    else take(candidate)
  }
  // Every target met before `count` lines: the rest are the lines richest in weak clusters, by weight.
  const richness = (candidate: Candidate) =>
    candidate.holds.reduce((sum, [index, times]) => sum + times * clusters[index]!.weight, 0)
  const richest = spare
    .map((candidate) => ({ ...candidate, gain: richness(candidate) }))
    .sort((a, b) => (better(a, b) ? -1 : 1))
  for (const candidate of richest.slice(0, count - chosen.length)) take(candidate)
  return {
    lines: chosen,
    candidates: distinct.length,
    targets: clusters.map(({ cluster }, index) => ({ cluster, target: wanted[index]!, achieved: achieved[index]! })),
  }
}
