import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/** One set of bars: its name (in the table and the legend) and a count per label. */
export interface BarSeries {
  label: string
  values: number[]
}

interface BarChartProps {
  /** What the chart shows, as a screen reader says it; the figures are also in a table beside it. */
  title: string
  labels: string[]
  series: BarSeries[]
  width?: number
  height?: number
}

const COLOURS = [
  { fill: 'rgba(196, 92, 0, 0.55)', stroke: '#c45c00' },
  { fill: 'rgba(21, 101, 160, 0.55)', stroke: '#1565a0' },
]

/** Bars of counts (uPlot, on a canvas), side by side when there are two sets, with the same figures in a visually hidden table. */
export function BarChart({ title, labels, series, width = 360, height = 160 }: BarChartProps) {
  const target = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!target.current) return
    const paired = series.length > 1
    const chart = new uPlot(
      {
        width,
        height,
        legend: { show: paired },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [{ values: (_chart, ticks) => ticks.map((tick) => labels[tick] ?? '') }, {}],
        series: [
          {},
          ...series.map(({ label }, index) => ({
            label,
            ...COLOURS[index % COLOURS.length],
            // Two sets share each label's slot: the first to its left, the second to its right.
            paths: uPlot.paths.bars!({ size: [paired ? 0.4 : 0.8, 60], align: paired ? (index === 0 ? -1 : 1) : 0 }),
            points: { show: false },
          })),
        ],
      },
      [labels.map((_label, index) => index), ...series.map(({ values }) => values)],
      target.current,
    )
    return () => chart.destroy()
  }, [title, labels, series, width, height])
  return (
    <figure className="ocr-chart">
      <figcaption>{title}</figcaption>
      <div ref={target} aria-hidden="true" />
      <table className="ocr-visually-hidden">
        {series.length > 1 && (
          <thead>
            <tr>
              <td />
              {series.map(({ label }) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map(({ label: name, values }) => (
                <td key={name}>{values[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
