import { memo, useMemo } from 'react'
import { BarChart } from './bar-chart'
import type { DayCounts } from './quality-figures'

/** Images validated and images reviewed on each day, side by side. */
export const DayChart = memo(function DayChart({ title, days }: { title: string; days: DayCounts[] }) {
  const labels = useMemo(() => days.map(({ day }) => day), [days])
  const series = useMemo(
    () => [
      { label: 'Validated', values: days.map(({ validated }) => validated) },
      { label: 'Reviewed', values: days.map(({ reviewed }) => reviewed) },
    ],
    [days],
  )
  return <BarChart title={title} labels={labels} series={series} />
})
