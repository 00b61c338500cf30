import type { AnnotationMap } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { memo, useMemo, useState, type ReactNode } from 'react'
import { useProjectId } from '../../../api/project-scope'
import { flagCountsQueryOptions } from '../../../api/queries/ocr'
import { ImagePicker } from './image-picker'
import { filterImages, IMAGE_FILTER_NAMES, IMAGE_FILTERS, isImageFilter, type ImageFilter } from './image-filters'

interface NavigatorProps {
  images: string[]
  annotations: AnnotationMap
  index: number
  /** The next image still to do, if any. */
  toDo: number | undefined
  onGo: (index: number) => void
  /** Puts the dropdown's rows (positions) in the order chosen with `ordering` (the triage's); list order without it. */
  arrange?: (rows: number[]) => number[]
  /** A control choosing that order, shown with the filters. */
  ordering?: ReactNode
  /** Shown on an image's row (how far the engines agree on it). */
  badge?: (name: string) => ReactNode
}

/**
 * `Previous`, `Next` and the image dropdown (SPEC §2.1); `Next to do`, the next image not yet validated; and the
 * dropdown's status filter and file-name search. Drawn again only when one of these changes, not on every key typed.
 */
export const Navigator = memo(function Navigator({
  images,
  annotations,
  index,
  toDo,
  onGo,
  arrange,
  ordering,
  badge,
}: NavigatorProps) {
  const [filter, setFilter] = useState<ImageFilter>('all')
  const [search, setSearch] = useState('')
  const flagCounts = useQuery(flagCountsQueryOptions(useProjectId())).data
  const filtered = useMemo(
    () => filterImages(images, annotations, flagCounts?.images ?? {}, filter, search),
    [images, annotations, flagCounts, filter, search],
  )
  const rows = useMemo(() => (arrange ? arrange(filtered) : filtered), [arrange, filtered])
  const narrowed = rows.length !== images.length
  return (
    <nav className="ocr-navigator" aria-label="Image navigator">
      <button type="button" className="ocr-button" disabled={index <= 0} onClick={() => onGo(index - 1)} title="Alt+←">
        Previous
      </button>
      <ImagePicker images={images} rows={rows} annotations={annotations} index={index} onPick={onGo} badge={badge} />
      <button
        type="button"
        className="ocr-button"
        disabled={index >= images.length - 1}
        onClick={() => onGo(index + 1)}
        title="Alt+→"
      >
        Next
      </button>
      <button
        type="button"
        className="ocr-button"
        disabled={toDo === undefined}
        onClick={() => toDo !== undefined && onGo(toDo)}
        title="Alt+N"
        aria-keyshortcuts="Alt+N"
      >
        Next to do
      </button>
      <div className="ocr-navigator__filters">
        <select
          aria-label="Show images"
          value={filter}
          onChange={(event) => isImageFilter(event.currentTarget.value) && setFilter(event.currentTarget.value)}
        >
          {IMAGE_FILTER_NAMES.map((name) => (
            <option key={name} value={name}>
              {name === 'flagged' && flagCounts
                ? `${IMAGE_FILTERS[name].label} (${flagCounts.flagged.toLocaleString('en')})`
                : IMAGE_FILTERS[name].label}
            </option>
          ))}
        </select>
        {ordering}
        <input
          type="search"
          aria-label="Search file names"
          placeholder="Search file names"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {narrowed && (
          <span className="ocr-navigator__count" role="status">
            {rows.length.toLocaleString('en')} of {images.length.toLocaleString('en')} shown
          </span>
        )}
      </div>
    </nav>
  )
})
