import { TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import { memo, useMemo } from 'react'
import { BarChart } from './bar-chart'
import { DayChart } from './day-chart'
import { cerBinLabel, CER_BINS } from './image-errors'
import type { EngineQuality } from './quality-figures'

const BIN_LABELS = Array.from({ length: CER_BINS }, (_, bin) => cerBinLabel(bin))

/** One engine's per-image CER, its most frequent character confusions, and its images validated and reviewed per day. */
export const EngineFigures = memo(function EngineFigures({ figures }: { figures: EngineQuality }) {
  const cerSeries = useMemo(() => [{ label: 'Images', values: figures.cerBins }], [figures.cerBins])
  return (
    <section className="ocr-quality__engine" aria-label={`Quality of ${figures.engine}`}>
      <h3>
        {figures.engine} ({figures.images} validated {figures.images === 1 ? 'image' : 'images'}
        {figures.tooLong > 0 && `, ${figures.tooLong} ${TOO_LONG_TO_COMPARE}`})
      </h3>
      <BarChart title={`Images by CER, ${figures.engine}`} labels={BIN_LABELS} series={cerSeries} />
      <DayChart title={`Validated and reviewed per day, ${figures.engine}`} days={figures.perDay} />
      <table className="ocr-quality__confusions">
        <caption>Most frequent confusions (read → validated)</caption>
        <tbody>
          {figures.confusions.map(({ read, meant, count }) => (
            <tr key={`${read}→${meant}`}>
              <td lang="or">
                {read} → {meant}
              </td>
              <td>{count}×</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
})
