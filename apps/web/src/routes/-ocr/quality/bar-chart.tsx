import { useLayoutEffect, useRef, useState } from 'react'
import { ChartLegend, ValueTicks } from './chart-parts'
import { countTicks, labelStep } from './chart-scale'

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

const MARGIN = { top: 8, right: 4, bottom: 22, left: 32 }

/**
 * Bars of counts drawn in SVG, side by side when there are two sets (with a legend naming them), the same figures in a
 * visually hidden table. Labels are measured once drawn and thinned out (every second, third… slot) until none touch.
 */
export function BarChart({ title, labels, series, width = 360, height = 160 }: BarChartProps) {
  const labelGroup = useRef<SVGGElement>(null)
  const [labelWidths, setLabelWidths] = useState<number[]>([])
  useLayoutEffect(() => {
    const texts = labelGroup.current?.querySelectorAll('text') ?? []
    setLabelWidths(Array.from(texts, (text) => text.getComputedTextLength()))
  }, [labels])

  const plotWidth = width - MARGIN.left - MARGIN.right
  const plotHeight = height - MARGIN.top - MARGIN.bottom
  const slot = plotWidth / Math.max(1, labels.length)
  const ticks = countTicks(Math.max(0, ...series.flatMap(({ values }) => values)))
  const top = ticks.at(-1)!
  const y = (count: number) => MARGIN.top + plotHeight * (1 - count / top)
  const step = labelStep(Math.max(0, ...labelWidths), slot)
  const barWidth = (series.length > 1 ? 0.4 : 0.8) * slot
  const labelX = (index: number) => {
    const half = (labelWidths[index] ?? 0) / 2
    return Math.min(Math.max(MARGIN.left + (index + 0.5) * slot, half), width - half)
  }

  return (
    <figure className="ocr-chart">
      <figcaption>{title}</figcaption>
      {series.length > 1 && <ChartLegend labels={series.map(({ label }) => label)} />}
      <svg
        className="ocr-chart__plot"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
      >
        <ValueTicks ticks={ticks} y={y} left={MARGIN.left} right={width - MARGIN.right} />
        {series.map(({ label, values }, index) => (
          <g key={label} className={`ocr-chart__bars ocr-chart__bars--${index}`}>
            {values.map((count, slotIndex) => (
              <rect
                key={slotIndex}
                x={
                  MARGIN.left +
                  slotIndex * slot +
                  (slot - (series.length > 1 ? 2 : 1) * barWidth) / 2 +
                  index * barWidth
                }
                y={y(count)}
                width={barWidth}
                height={y(0) - y(count)}
              >
                <title>{`${labels[slotIndex]}: ${count} (${label})`}</title>
              </rect>
            ))}
          </g>
        ))}
        <g ref={labelGroup} className="ocr-chart__labels">
          {labels.map((label, index) => (
            <text
              key={label}
              x={labelX(index)}
              y={height - 6}
              textAnchor="middle"
              visibility={index % step === 0 ? undefined : 'hidden'}
            >
              {label}
            </text>
          ))}
        </g>
      </svg>
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
