import type { SkippedRows as Skipped } from '@odia-ai/contract'

/** The input rows left out, each by its number in the source and why, so the source can be fixed. */
export function SkippedRows({ skipped }: { skipped: Skipped }) {
  const more = skipped.count - skipped.rows.length
  return (
    <div className="synthetic-result__skipped-rows" role="note">
      <p>{skipped.count === 1 ? '1 row was' : `${skipped.count} rows were`} left out:</p>
      <ul aria-label="Skipped rows">
        {skipped.rows.map(({ row, reason }) => (
          <li key={row}>
            row {row}: {reason}
          </li>
        ))}
      </ul>
      {more > 0 ? <p>and {more} more.</p> : null}
    </div>
  )
}
