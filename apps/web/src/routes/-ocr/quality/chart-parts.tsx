/** The legend of a chart with several series, each key coloured as its series (`ocr-chart__key--<index>`). */
export function ChartLegend({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="ocr-chart__legend" aria-hidden="true">
      {labels.map((label, index) => (
        <li key={label} className={`ocr-chart__key ocr-chart__key--${index}`}>
          {label}
        </li>
      ))}
    </ul>
  )
}

/** The value axis: a grid line across the plot at each tick, its figure at the left. */
export function ValueTicks({
  ticks,
  y,
  left,
  right,
}: {
  ticks: readonly number[]
  y: (value: number) => number
  left: number
  right: number
}) {
  return (
    <g className="ocr-chart__ticks">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text x={left - 4} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {tick}
          </text>
        </g>
      ))}
    </g>
  )
}
