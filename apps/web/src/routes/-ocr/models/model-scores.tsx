import type { ModelScore } from '@odia-ai/contract'

const cer = (value: number | null) => (value === null ? 'too long to compare' : `${value.toFixed(2)} %`)

/** A model's held-out CER on each set next to ori's on the same lines, as its card gives them. */
export function ModelScores({ scores }: { scores: readonly ModelScore[] }) {
  if (scores.length === 0) return <span className="ocr-models__none">no held-out figures</span>
  return (
    <ul className="ocr-models__scores">
      {scores.map((score) => (
        <li key={score.set}>
          {score.set} ({score.lines} {score.lines === 1 ? 'line' : 'lines'}): CER <strong>{cer(score.cer)}</strong>, ori{' '}
          {cer(score.ori_cer)}
        </li>
      ))}
    </ul>
  )
}
