import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

interface BarChartProps {
  /** What the chart shows, as a screen reader says it; the figures are also in a table beside it. */
  title: string
  labels: string[]
  values: number[]
  width?: number
  height?: number
}

/** Bars of counts (uPlot, on a canvas), with the same figures in a visually hidden table. */
export function BarChart({ title, labels, values, width = 360, height = 160 }: BarChartProps) {
  const target = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!target.current) return
    const chart = new uPlot(
      {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [{ values: (_chart, ticks) => ticks.map((tick) => labels[tick] ?? '') }, {}],
        series: [{}, { label: title, fill: 'rgba(196, 92, 0, 0.55)', stroke: '#c45c00', paths: uPlot.paths.bars!({ size: [0.8, 60] }), points: { show: false } }],
      },
      [labels.map((_label, index) => index), values],
      target.current,
    )
    return () => chart.destroy()
  }, [title, labels, values, width, height])
  return (
    <figure className="ocr-chart">
      <figcaption>{title}</figcaption>
      <div ref={target} aria-hidden="true" />
      <table className="ocr-visually-hidden">
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{values[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
