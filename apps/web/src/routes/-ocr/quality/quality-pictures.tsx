import type { AnnotationMap } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { memo, useMemo, useState } from 'react'
import { useProjectId } from '../../../api/project-scope'
import { validatedReadingsQueryOptions } from '../../../api/queries/ocr-readings'
import { PeopleTable, useProjectPeople } from '../review/people-counts'
import { DayChart } from './day-chart'
import { EngineFigures } from './engine-figures'
import { qualityFigures } from './quality-figures'
import { TopUpLink } from './top-up-link'

/**
 * Pictures of the project's quality, per engine: a histogram of per-image CER, the 20 most frequent character
 * confusions and the images validated and reviewed per day; the same per day for every image, and who did what.
 * Worked out only while open, and again only when the annotations change (typing in the editor does not).
 */
export const QualityPictures = memo(function QualityPictures({
  images,
  annotations,
}: {
  images: readonly string[]
  annotations: AnnotationMap
}) {
  const [open, setOpen] = useState(false)
  // The other engines' readings of the validated images, asked for when the pictures open; until they come, the
  // figures of the engines whose texts the images hold.
  const readings = useQuery({ ...validatedReadingsQueryOptions(useProjectId()), enabled: open })
  const others = readings.data?.images
  const figures = useMemo(
    () => (open ? qualityFigures(images, annotations, others) : undefined),
    [open, images, annotations, others],
  )
  const people = useProjectPeople()
  return (
    <details className="ocr-quality" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Pictures of quality</summary>
      {figures && (
        <div className="ocr-quality__pictures" aria-busy={readings.isFetching}>
          <TopUpLink />
          {figures.engines.length === 0 && <p>Charts appear once an image an engine read has been validated.</p>}
          {figures.engines.map((engine) => (
            <EngineFigures key={engine.reader} figures={engine} />
          ))}
          {figures.perDay.length > 0 && (
            <section className="ocr-quality__engine" aria-label="Every image">
              <h3>Every image</h3>
              <DayChart title="Images validated and reviewed per day" days={figures.perDay} />
              {people.length > 0 && <PeopleTable people={people} />}
            </section>
          )}
        </div>
      )}
    </details>
  )
})
