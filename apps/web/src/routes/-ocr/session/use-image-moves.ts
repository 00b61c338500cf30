import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { LineEditing } from '../lines/use-line-editing'
import { useImageInUrl } from '../navigator/image-in-url'
import { nextToDo } from '../navigator/next-to-do'
import { usePreloadedImages } from '../viewer/use-preloaded-images'
import { currentImage, isUnsaved } from './session-state'
import type { OcrSession } from './use-ocr-session'
import { useShortcuts } from './use-shortcuts'
import { useUnsavedWarning } from './use-unsaved-warning'

interface ImageMovesOptions {
  session: OcrSession
  /** The current image's line edits, saved before anything moves away from it. */
  lines: LineEditing
  /** Whether the image is edited line by line (the shortcuts then save its lines). */
  lineMode: boolean
  project: number | undefined
}

/**
 * Moving between images: by index (saving the text and the lines first), to the next image not validated, with the
 * image in the URL (reload, Back, Forward) and the screen's shortcuts, the likely next images loaded ahead; leaving the page with unsaved text asks first.
 */
export function useImageMoves({ session, lines, lineMode, project }: ImageMovesOptions) {
  const { state, goTo } = session
  const { flush } = lines
  const go = useCallback((index: number) => flush().then((saved) => (saved ? goTo(index) : undefined)), [flush, goTo])
  const toDo = useMemo(() => nextToDo(state.images, state.annotations, state.index), [state.images, state.annotations, state.index])

  const { image: wanted } = useSearch({ from: '/ocr' })
  const navigate = useNavigate({ from: '/ocr' })
  const show = useCallback(
    (image: string | undefined, replace: boolean) => void navigate({ search: { ...(project === undefined ? {} : { project }), ...(image === undefined ? {} : { image }) }, replace }),
    [navigate, project],
  )
  usePreloadedImages([state.images[state.index + 1], toDo === undefined ? undefined : state.images[toDo], state.images[state.index - 1]])
  useImageInUrl({ current: currentImage(state), images: state.images, wanted, go, show })
  useUnsavedWarning(isUnsaved(state) || lines.unsaved)
  useShortcuts({
    save: () => void (lineMode ? lines.flush() : session.save()),
    saveAndNext: () => void (lineMode ? go(state.index + 1) : session.saveAndNext()),
    previous: () => void go(state.index - 1),
    next: () => void go(state.index + 1),
    nextToDo: () => void (toDo === undefined ? undefined : go(toDo)),
    undo: lineMode ? () => lines.dispatch({ type: 'undone' }) : undefined,
  })
  return { go, toDo }
}
