import type { TrainingStatus } from '@odia-ai/contract'
import { useMemo } from 'react'
import { ChartLegend, ValueTicks } from '../quality/chart-parts'
import { countTicks } from '../quality/chart-scale'

type Points = TrainingStatus['train_cer']

/** The two series on one axis of iterations: each point where it was measured, nothing between. */
function aligned(training: Points, heldOut: Points) {
  const iterations = [...new Set([...training, ...heldOut].map(({ iteration }) => iteration))].sort((a, b) => a - b)
  const at = (points: Points) => {
    const byIteration = new Map(points.map(({ iteration, cer }) => [iteration, cer]))
    return iterations.map((iteration) => byIteration.get(iteration) ?? null)
  }
  return { iterations, training: at(training), heldOut: at(heldOut) }
}

const fixed = (cer: number | null) => (cer === null ? '' : `${cer.toFixed(2)} %`)

const MARGIN = { top: 8, right: 12, bottom: 22, left: 32 }
const SERIES = ['Training CER', 'Held-out CER'] as const

/**
 * Training CER (lstmtraining's, every 100 iterations) and held-out CER (at each checkpoint) over iterations, drawn in
 * SVG as the quality panel draws its charts (same axes, colours and legend), the same figures in a visually hidden
 * table.
 */
export function CerChart({
  training,
  heldOut,
  width = 420,
  height = 180,
}: {
  training: Points
  heldOut: Points
  width?: number
  height?: number
}) {
  const data = useMemo(() => aligned(training, heldOut), [training, heldOut])
  const cers = [...data.training, ...data.heldOut].filter((cer) => cer !== null)
  const ticks = countTicks(Math.max(0, ...cers))
  const top = ticks.at(-1)!
  const last = Math.max(1, data.iterations.at(-1) ?? 1)
  const x = (iteration: number) => MARGIN.left + ((width - MARGIN.left - MARGIN.right) * iteration) / last
  const y = (cer: number) => MARGIN.top + (height - MARGIN.top - MARGIN.bottom) * (1 - cer / top)
  const points = (values: (number | null)[]) =>
    data.iterations.flatMap((iteration, index) => {
      const cer = values[index]
      return cer === null || cer === undefined ? [] : [[x(iteration), y(cer)] as const]
    })
  const lines = [points(data.training), points(data.heldOut)]
  const iterationTicks = countTicks(last, 3).filter((tick) => tick <= last)
  return (
    <figure className="ocr-chart">
      <figcaption>Training and held-out CER over iterations</figcaption>
      <ChartLegend labels={SERIES} />
      <svg
        className="ocr-chart__plot"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
      >
        <ValueTicks ticks={ticks} y={y} left={MARGIN.left} right={width - MARGIN.right} />
        <g className="ocr-chart__labels">
          {iterationTicks.map((tick) => (
            <text key={tick} x={x(tick)} y={height - 6} textAnchor={tick === 0 ? 'start' : 'middle'}>
              {tick}
            </text>
          ))}
        </g>
        {lines.map((line, index) => (
          <g key={SERIES[index]} className={`ocr-chart__series ocr-chart__series--${index}`}>
            <polyline points={line.map(([px, py]) => `${px},${py}`).join(' ')} />
            {index === 1 && line.map(([px, py]) => <circle key={`${px},${py}`} cx={px} cy={py} r={3} />)}
          </g>
        ))}
      </svg>
      <table className="ocr-visually-hidden" aria-label="CER over iterations">
        <thead>
          <tr>
            <th scope="col">Iteration</th>
            <th scope="col">Training CER</th>
            <th scope="col">Held-out CER</th>
          </tr>
        </thead>
        <tbody>
          {data.iterations.map((iteration, index) => (
            <tr key={iteration}>
              <th scope="row">{iteration}</th>
              <td>{fixed(data.training[index] ?? null)}</td>
              <td>{fixed(data.heldOut[index] ?? null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
