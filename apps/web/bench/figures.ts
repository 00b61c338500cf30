/** A timed figure with its target: its median and 95th percentile, and whether the 95th percentile meets the target. */
export interface Figure {
  name: string
  samples: number[]
  /** The most the 95th percentile may be, in ms. */
  targetMs: number
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

export function summarize({ name, samples, targetMs }: Figure): { line: string; met: boolean } {
  const sorted = [...samples].sort((a, b) => a - b)
  const [median, p95] = [percentile(sorted, 0.5), percentile(sorted, 0.95)]
  const met = p95 <= targetMs
  return {
    met,
    line: `${name} (${samples.length} runs): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, target p95 ≤ ${targetMs} ms: ${met ? 'met' : 'MISSED'}`,
  }
}
