import { readerOf, type ImageAgreement, type Reading } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import { readingsQueryOptions } from '../../../api/queries/ocr-readings'
import { useProjectId } from '../../../api/project-scope'
import { agreementPercent } from './agreement'
import { readerName, readersOf } from '../common/reader-names'
import { readingDigit } from './engine-keys'
import { ReadingDiff } from './reading-diff'
import { useStoredPreference } from '../common/stored-preference'
import { useReadingKeys } from './use-reading-keys'
import './triage.css'

interface TriagePanelProps {
  image: string
  agreement: ImageAgreement | undefined
  /** Takes a reading as the editor's text (the image's readings beside it). */
  onPick: (reading: Reading, readings: readonly Reading[]) => void
  /** The most uncertain image left after this one, and how to open it. */
  next: number | undefined
  onGo: (index: number) => void
}

/**
 * The current image's readings, one per engine and model, each taken into the editor with its button or Alt+its place,
 * and where they differ; one line under the save button until opened (kept open or closed in this browser), so the image, the
 * editor and its button stay in one view. Nothing shows for an image no engine read. Drawn again only when its props
 * change, not for each key typed.
 */
export const TriagePanel = memo(function TriagePanel({ image, agreement, onPick, next, onGo }: TriagePanelProps) {
  const { data } = useQuery(readingsQueryOptions(useProjectId(), image))
  const [open, setOpen] = useStoredPreference('odia-ai-tools:ocr-readings-open', (stored) => stored === 'true')
  const readings = data?.readings ?? []
  const readers = readersOf(readings)
  useReadingKeys((index) => {
    const reading = readings[index]
    if (reading) onPick(reading, readings)
  })
  if (readings.length === 0) return null
  const [first, ...others] = readings
  return (
    <details
      className="ocr-diff ocr-triage"
      aria-label="Engine readings"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="ocr-diff__title">
        Engine readings
        {agreement?.disagreement !== undefined && (
          <span className="ocr-triage__agree"> · engines agree {agreementPercent(agreement.disagreement)}</span>
        )}
      </summary>
      <div className="ocr-triage__readings">
        {readings.map((reading, index) => {
          const digit = readingDigit(index)
          const reader = readerOf(reading)
          const name = readerName(reader, readers)
          return (
            <div key={reader} className="ocr-triage__reading" data-engine={reading.engine} data-model={reading.model}>
              <p className="ocr-triage__by">
                {name} <span className="ocr-triage__model">{reading.model_version ?? reading.model}</span>
              </p>
              <p className="ocr-triage__text" lang="or">
                {reading.text}
              </p>
              <button
                type="button"
                className="ocr-button"
                onClick={() => onPick(reading, readings)}
                {...(digit ? { 'aria-keyshortcuts': `Alt+${digit}`, title: `Alt+${digit}` } : {})}
              >
                Use {name}'s text{digit ? ` (Alt+${digit})` : ''}
              </button>
            </div>
          )
        })}
      </div>
      {first &&
        others.map((other) => <ReadingDiff key={readerOf(other)} first={first} second={other} readers={readers} />)}
      <button
        type="button"
        className="ocr-button ocr-triage__next"
        disabled={next === undefined}
        onClick={() => next !== undefined && onGo(next)}
        title="The image not validated yet that the engines disagree on most, after this one"
      >
        Next most uncertain
      </button>
    </details>
  )
})
