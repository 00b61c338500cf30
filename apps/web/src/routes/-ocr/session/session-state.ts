import {
  type Annotation,
  type AnnotationMap,
  type AnnotationsState,
  type OcrJobItem,
  ownValue,
} from '@odia-ai/contract'
import { editorTextFor, statusOf } from '../common/annotation-view'

/** The screen's working state (SPEC §2.2); the busy flag and the job live beside it. */
export interface SessionState {
  images: string[]
  annotations: AnnotationMap
  index: number
  editorText: string
  /** What the editor showed when the image was opened or last saved: the editor is unsaved when it differs. */
  savedText: string
  error: string | null
  /** Whether anything happened since the saved session was restored; until then a fresher copy may replace it. */
  touched: boolean
}

export type SessionAction =
  | { type: 'restored'; state: AnnotationsState }
  | { type: 'uploaded'; images: string[] }
  | { type: 'imported'; state: AnnotationsState }
  | { type: 'moved'; index: number }
  | { type: 'edited'; text: string }
  | { type: 'saved'; saved: AnnotationMap }
  | { type: 'linesSaved'; name: string; annotation: Annotation }
  | { type: 'removed'; name: string }
  | { type: 'extracted'; item: OcrJobItem }
  | { type: 'failed'; message: string }
  /** With `message`, only that error: its cause is gone (what failed has now worked), another error stays. */
  | { type: 'errorCleared'; message?: string }

export const NO_VALID_IMAGES = 'No valid images found in the CSV file'

export const initialSession: SessionState = {
  images: [],
  annotations: {},
  index: 0,
  editorText: '',
  savedText: '',
  error: null,
  touched: false,
}

export const currentImage = (state: SessionState): string | undefined => state.images[state.index]

export const isUnsaved = (state: SessionState): boolean =>
  currentImage(state) !== undefined && state.editorText !== state.savedText

function openAt(state: SessionState, index: number): SessionState {
  const text = editorTextFor(ownValue(state.annotations, state.images[index] ?? ''))
  return { ...state, index, editorText: text, savedText: text }
}

function mergeExtraction(previous: Annotation | undefined, item: OcrJobItem): Annotation {
  const base: Annotation = previous ?? { extracted_text: '', validated_text: '' }
  const merged: Annotation = {
    ...base,
    extracted_text: item.status === 'extracted' ? (item.extracted_text ?? '') : base.extracted_text,
    engine: item.engine,
    model: item.model,
  }
  if (item.model_version !== undefined) merged.model_version = item.model_version
  // A person's validation outranks any machine result; a failure is only recorded on an unvalidated image.
  if (statusOf(base) !== 'validated') {
    merged.status = item.status
    if (item.status === 'failed' && item.failure_reason !== undefined) merged.failure_reason = item.failure_reason
    else delete merged.failure_reason
  }
  return merged
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  if (action.type === 'restored') {
    return state.touched
      ? state
      : openAt({ ...state, images: action.state.valid_images, annotations: action.state.annotations }, 0)
  }
  return { ...change(state, action), touched: true }
}

function change(state: SessionState, action: Exclude<SessionAction, { type: 'restored' }>): SessionState {
  switch (action.type) {
    case 'uploaded': {
      const known = new Set(state.images)
      const added = action.images.filter((name) => !known.has(name))
      if (added.length === 0) {
        const existing = state.images.indexOf(action.images[0] ?? '')
        return existing < 0 ? state : openAt(state, existing)
      }
      return openAt({ ...state, images: [...state.images, ...added] }, state.images.length)
    }
    case 'imported':
      if (action.state.valid_images.length === 0) return { ...initialSession, error: NO_VALID_IMAGES, touched: true }
      return openAt(
        { ...state, images: action.state.valid_images, annotations: action.state.annotations, error: null },
        0,
      )
    case 'moved':
      return action.index >= 0 && action.index < state.images.length ? openAt(state, action.index) : state
    case 'edited':
      return { ...state, editorText: action.text }
    case 'saved': {
      const annotations = { ...state.annotations, ...action.saved }
      const name = currentImage(state)
      const mine = name === undefined ? undefined : ownValue(action.saved, name)
      // The editor is saved when what was stored is what it still shows.
      const savedText = mine === undefined ? state.savedText : mine.validated_text
      return { ...state, annotations, savedText }
    }
    case 'linesSaved': {
      // The image's texts are its lines' texts now; the text the whole-image editor would show follows them.
      const next = { ...state, annotations: { ...state.annotations, [action.name]: action.annotation } }
      return action.name === currentImage(state) && !isUnsaved(state) ? openAt(next, state.index) : next
    }
    case 'removed': {
      const at = state.images.indexOf(action.name)
      if (at < 0) return state
      const annotations = { ...state.annotations }
      delete annotations[action.name]
      const next = { ...state, images: state.images.filter((name) => name !== action.name), annotations }
      // The image on screen stays on screen; when it is the one deleted, the one after it (or before, at the end) opens.
      if (at !== state.index) return { ...next, index: state.index > at ? state.index - 1 : state.index }
      return openAt(next, Math.max(0, Math.min(at, next.images.length - 1)))
    }
    case 'extracted': {
      const name = action.item.file_name
      const annotations = {
        ...state.annotations,
        [name]: mergeExtraction(ownValue(state.annotations, name), action.item),
      }
      const next = { ...state, annotations }
      // OCR fills the editor with the current image's result, unless a person's text is there.
      return name === currentImage(state) && !isUnsaved(state) && statusOf(ownValue(annotations, name)) !== 'validated'
        ? openAt(next, state.index)
        : next
    }
    case 'failed':
      return { ...state, error: action.message }
    case 'errorCleared':
      return state.error === null || (action.message !== undefined && action.message !== state.error)
        ? state
        : { ...state, error: null }
  }
}
