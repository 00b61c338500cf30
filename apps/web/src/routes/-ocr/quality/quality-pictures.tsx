import type { AnnotationMap } from '@odia-ai/contract'
import { useMemo, useState } from 'react'
import { BarChart } from './bar-chart'
import { CER_BIN_WIDTH, qualityFigures, type EngineQuality } from './quality-figures'
import { TopUpLink } from './top-up-link'

const BIN_LABELS = Array.from({ length: 10 }, (_, bin) => (bin === 9 ? '90%+' : `${bin * CER_BIN_WIDTH * 100}–${(bin + 1) * CER_BIN_WIDTH * 100}%`))

/** One engine's per-image CER and its most frequent character confusions. */
function EngineFigures({ figures }: { figures: EngineQuality }) {
  return (
    <section className="ocr-quality__engine" aria-label={`Quality of ${figures.engine}`}>
      <h3>
        {figures.engine} ({figures.images} validated {figures.images === 1 ? 'image' : 'images'})
      </h3>
      <BarChart title={`Images by CER, ${figures.engine}`} labels={BIN_LABELS} values={figures.cerBins} />
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
}

/**
 * Pictures of the project's quality, per engine: a histogram of per-image CER and the 20 most frequent character
 * confusions; and images validated per day. Worked out only while open.
 */
export function QualityPictures({ images, annotations }: { images: readonly string[]; annotations: AnnotationMap }) {
  const [open, setOpen] = useState(false)
  const figures = useMemo(() => (open ? qualityFigures(images, annotations) : undefined), [open, images, annotations])
  return (
    <details className="ocr-quality" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Pictures of quality</summary>
      {figures && (
        <div className="ocr-quality__pictures">
          <TopUpLink />
          {figures.engines.length === 0 && <p>Charts appear once an image an engine read has been validated.</p>}
          {figures.engines.map((engine) => (
            <EngineFigures key={engine.engine} figures={engine} />
          ))}
          {figures.validatedPerDay.length > 0 && (
            <BarChart title="Images validated per day" labels={figures.validatedPerDay.map(({ day }) => day)} values={figures.validatedPerDay.map(({ count }) => count)} />
          )}
        </div>
      )}
    </details>
  )
}
