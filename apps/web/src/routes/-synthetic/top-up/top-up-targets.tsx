import type { TopUpResult } from '@odia-ai/contract'

/** Each weak cluster's target and achieved occurrences in the lines a top-up chose. */
export function TopUpTargets({ topUp }: { topUp: TopUpResult }) {
  return (
    <table className="synthetic-top-up__targets">
      <caption>
        Top-up: {topUp.lines} of {topUp.candidates} lines chosen
      </caption>
      <thead>
        <tr>
          <th scope="col">Cluster</th>
          <th scope="col">Target</th>
          <th scope="col">Achieved</th>
        </tr>
      </thead>
      <tbody>
        {topUp.targets.map(({ cluster, target, achieved }) => (
          <tr key={cluster}>
            <td lang="or">{cluster}</td>
            <td>{target}</td>
            <td>{achieved}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
