import { type AnnotationMap, ownValue } from '@odia-ai/contract'
import { useMemo, type ReactNode } from 'react'
import { statusOf } from '../common/annotation-view'

interface SaveStatusProps {
  images: string[]
  annotations: AnnotationMap
  current: string | undefined
  unsaved: boolean
  saving: boolean
  /** The image is worked on line by line: an engine failing to find its lines again leaves the lines it has. */
  lined: boolean
  /** More figures beside the count (the project's lines). */
  children?: ReactNode
}

function currentState({ annotations, current, unsaved, saving }: SaveStatusProps): string {
  if (current === undefined) return ''
  if (saving) return 'Saving…'
  if (unsaved) return 'Unsaved changes'
  return statusOf(ownValue(annotations, current)) === 'validated' ? 'Saved' : 'Not validated yet'
}

/** How far the dataset is (validated / total), whether the current image's text is saved, and why its OCR failed. */
export function SaveStatus(props: SaveStatusProps) {
  const { images, annotations } = props
  const validated = useMemo(
    () => images.filter((name) => statusOf(ownValue(annotations, name)) === 'validated').length,
    [images, annotations],
  )
  const state = currentState(props)
  const entry = props.current === undefined ? undefined : ownValue(annotations, props.current)
  const failure = !props.lined && statusOf(entry) === 'failed' ? entry?.failure_reason : undefined
  return (
    <div className="ocr-save-status">
      <span className="ocr-save-status__count">
        Validated {validated} / {images.length}
      </span>
      {props.children}
      {state && (
        <span
          className={`ocr-save-status__state${props.unsaved ? ' ocr-save-status__state--unsaved' : ''}`}
          role="status"
          aria-live="polite"
        >
          {state}
        </span>
      )}
      {failure && <span className="ocr-save-status__failure">OCR failed: {failure}</span>}
    </div>
  )
}
