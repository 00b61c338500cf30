import type { TrainingStatus } from '@odia-ai/contract'
import { useEffect, useMemo, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

type Points = TrainingStatus['train_cer']

/** The two series on one axis of iterations: each point where it was measured, nothing between (uPlot joins them). */
function aligned(training: Points, heldOut: Points) {
  const iterations = [...new Set([...training, ...heldOut].map(({ iteration }) => iteration))].sort((a, b) => a - b)
  const at = (points: Points) => {
    const byIteration = new Map(points.map(({ iteration, cer }) => [iteration, cer]))
    return iterations.map((iteration) => byIteration.get(iteration) ?? null)
  }
  return { iterations, training: at(training), heldOut: at(heldOut) }
}

const fixed = (cer: number | null) => (cer === null ? '' : `${cer.toFixed(2)} %`)

/**
 * Training CER (lstmtraining's, every 100 iterations) and held-out CER (at each checkpoint) over iterations, as uPlot
 * lines, with the same figures in a visually hidden table.
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
  const target = useRef<HTMLDivElement>(null)
  const data = useMemo(() => aligned(training, heldOut), [training, heldOut])
  useEffect(() => {
    if (!target.current) return
    const chart = new uPlot(
      {
        width,
        height,
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [{ label: 'Iteration' }, { label: 'CER %' }],
        series: [
          {},
          { label: 'Training CER', stroke: '#c45c00', spanGaps: true, points: { show: false } },
          { label: 'Held-out CER', stroke: '#1565a0', width: 2, spanGaps: true, points: { show: true, size: 6 } },
        ],
      },
      [data.iterations, data.training, data.heldOut],
      target.current,
    )
    return () => chart.destroy()
  }, [data, width, height])
  return (
    <figure className="ocr-chart">
      <figcaption>Training and held-out CER over iterations</figcaption>
      <div ref={target} aria-hidden="true" />
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
