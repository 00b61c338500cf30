import type { AnnotationMap } from '@odia-ai/contract'
import { ImagePicker } from './image-picker'

interface NavigatorProps {
  images: string[]
  annotations: AnnotationMap
  index: number
  /** The next image still to do, if any. */
  toDo: number | undefined
  onGo(index: number): void
}

/** `Previous`, `Next` and the image dropdown (SPEC §2.1), and `Next to do`: the next image not yet validated. */
export function Navigator({ images, annotations, index, toDo, onGo }: NavigatorProps) {
  return (
    <nav className="ocr-navigator" aria-label="Image navigator">
      <button type="button" className="ocr-button" disabled={index <= 0} onClick={() => onGo(index - 1)} title="Alt+←">
        Previous
      </button>
      <ImagePicker images={images} annotations={annotations} index={index} onPick={onGo} />
      <button type="button" className="ocr-button" disabled={index >= images.length - 1} onClick={() => onGo(index + 1)} title="Alt+→">
        Next
      </button>
      <button type="button" className="ocr-button" disabled={toDo === undefined} onClick={() => toDo !== undefined && onGo(toDo)} title="Alt+N" aria-keyshortcuts="Alt+N">
        Next to do
      </button>
    </nav>
  )
}
