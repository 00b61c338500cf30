import { seededRandom } from '@odia-ai/renderer'
import { splitUnits } from '@odia-ai/text-metrics'
import { describe, expect, it } from 'vitest'
import { clusterTargets, selectLines } from '../../../src/synthetic/top-up/select-lines'

const WEAK = [
  { cluster: 'କ୍ଷ', weight: 3 },
  { cluster: 'ଶ୍ରୀ', weight: 2 },
  { cluster: 'ସ୍ତ୍ରୀ', weight: 1 },
]
const OTHERS = ['ମା', 'ଘ', 'ର', 'ନ', 'ପୁ', 'ଲି', 'ତୁ', 'ଦେ', 'ନ୍ଦ']

/** Lines of three two-syllable words, as text is: a weak cluster in one syllable of ten, the rest other clusters. */
function corpus(lines: number, seed: number): string[] {
  const random = seededRandom(seed)
  const pick = (clusters: readonly string[]) => clusters[Math.floor(random() * clusters.length)]!
  const syllable = () => (random() < 0.1 ? pick(WEAK.map(({ cluster }) => cluster)) : pick(OTHERS))
  return Array.from({ length: lines }, () => Array.from({ length: 3 }, () => syllable() + syllable()).join(' '))
}

/** Occurrences of each cluster per line, over a set of lines. */
function perLine(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const unit of lines.flatMap((line) => splitUnits(line, 'grapheme')))
    counts.set(unit, (counts.get(unit) ?? 0) + 1)
  return new Map([...counts].map(([cluster, count]) => [cluster, count / lines.length]))
}

/** A random sample of the same size: what the lines hold without a top-up. */
function randomSample(lines: readonly string[], size: number, seed: number): string[] {
  const random = seededRandom(seed)
  const pool = [...lines]
  return Array.from({ length: size }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!)
}

describe('choosing lines by weak clusters', () => {
  const lines = corpus(3000, 11)

  it('over-represents exactly the weak clusters against a random sample of the same size', () => {
    const chosen = selectLines(lines, WEAK, 150, 5).lines
    expect(chosen).toHaveLength(150)
    const top = perLine(chosen)
    const baseline = perLine(randomSample(lines, 150, 5))
    for (const { cluster } of WEAK) expect(top.get(cluster)!, cluster).toBeGreaterThan(1.5 * baseline.get(cluster)!)
    for (const cluster of OTHERS) expect(top.get(cluster) ?? 0, cluster).toBeLessThan(1.1 * baseline.get(cluster)!)
  })

  it('meets every target when the source allows, the heaviest about once a line, the others by weight', () => {
    expect(clusterTargets(WEAK, 150)).toEqual([150, 100, 50])
    const { targets, candidates } = selectLines(lines, WEAK, 150, 5)
    expect(candidates).toBe(new Set(lines).size)
    expect(targets.map(({ cluster, target }) => [cluster, target])).toEqual(
      WEAK.map(({ cluster }, index) => [cluster, [150, 100, 50][index]]),
    )
    for (const { target, achieved } of targets) expect(achieved).toBeGreaterThanOrEqual(target)
  })

  it('after every target is met, fills the lines asked for with the lines richest in weak clusters', () => {
    const source = ['କ୍ଷ ଘ', 'ସ୍ତ୍ରୀ ନ', 'କ୍ଷ କ୍ଷ କ୍ଷ ଶ୍ରୀ ଶ୍ରୀ ସ୍ତ୍ରୀ', 'ଶ୍ରୀ ର', 'ମା ର']
    // Targets for 3 lines are 3, 2 and 1: the third line meets them all; then କ୍ଷ (weight 3) before ଶ୍ରୀ (2) before ସ୍ତ୍ରୀ (1).
    const selection = selectLines(source, WEAK, 3, 1)
    expect(selection.lines).toEqual(['କ୍ଷ କ୍ଷ କ୍ଷ ଶ୍ରୀ ଶ୍ରୀ ସ୍ତ୍ରୀ', 'କ୍ଷ ଘ', 'ଶ୍ରୀ ର'])
    expect(selection.targets.map(({ target, achieved }) => [target, achieved])).toEqual([
      [3, 4],
      [2, 3],
      [1, 1],
    ])
  })

  it('counts what the chosen lines hold, takes each line once, and never one without a weak cluster', () => {
    const source = ['କ୍ଷମା ଘର', 'କ୍ଷମା ଘର', 'ଘର ନଦୀ', 'ଶ୍ରୀ କ୍ଷେତ୍ର', 'ମନ']
    const selection = selectLines(source, WEAK, 10, 1)
    expect([...selection.lines].sort()).toEqual(['କ୍ଷମା ଘର', 'ଶ୍ରୀ କ୍ଷେତ୍ର'])
    expect(selection.candidates).toBe(4)
    // କ୍ଷେ is its own cluster (with its vowel sign), so the second line holds କ୍ଷ nowhere but in କ୍ଷମା.
    expect(selection.targets).toEqual([
      { cluster: 'କ୍ଷ', target: 10, achieved: 1 },
      { cluster: 'ଶ୍ରୀ', target: 7, achieved: 1 },
      { cluster: 'ସ୍ତ୍ରୀ', target: 3, achieved: 0 },
    ])
  })

  it('is deterministic with the seed: the seed decides only among equally good lines', () => {
    const first = selectLines(lines, WEAK, 100, 7)
    expect(selectLines(lines, WEAK, 100, 7)).toEqual(first)
    expect(selectLines(lines, WEAK, 100, 8).lines).not.toEqual(first.lines)
    // Lines holding nothing but one weak cluster each: every order is as good, so the seed picks.
    const ties = Array.from({ length: 50 }, (_, index) => `କ୍ଷ ${index}`)
    expect(selectLines(ties, WEAK, 5, 1).lines).toEqual(selectLines(ties, WEAK, 5, 1).lines)
    expect(selectLines(ties, WEAK, 5, 1).lines).not.toEqual(selectLines(ties, WEAK, 5, 2).lines)
  })
})
