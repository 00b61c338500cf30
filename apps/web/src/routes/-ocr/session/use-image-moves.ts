import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { LineEditing } from '../lines/use-line-editing'
import { useImageInUrl } from '../navigator/image-in-url'
import { requestFit } from '../viewer/fit-requests'
import { nextToDo } from '../navigator/next-to-do'
import type { EditorFocus } from '../common/editor-focus'
import { isUnsaved } from './session-state'
import { useSessionValue } from './session-store'
import type { OcrSession } from './use-ocr-session'
import { useLoadedAhead } from './use-loaded-ahead'
import { useShortcuts } from './use-shortcuts'
import { useUnsavedWarning } from './use-unsaved-warning'

interface ImageMovesOptions {
  session: OcrSession
  /** The current image's line edits, saved before anything moves away from it. */
  lines: LineEditing
  /** Whether the image is edited line by line (the shortcuts then save its lines). */
  lineMode: boolean
  project: number | undefined
  /** Where the keyboard goes after a move the user made. */
  focus: EditorFocus
}

/**
 * Moving between images: by index (saving the text and the lines first), to the next image not validated, with the
 * image in the URL (reload, Back, Forward) and the screen's shortcuts, the likely next images loaded ahead; leaving the page with unsaved text asks first.
 */
export function useImageMoves({ session, lines, lineMode, project, focus }: ImageMovesOptions) {
  const { store, goTo } = session
  const images = useSessionValue(store, (state) => state.images)
  const annotations = useSessionValue(store, (state) => state.annotations)
  const index = useSessionValue(store, (state) => state.index)
  const unsaved = useSessionValue(store, isUnsaved)
  const { flush } = lines
  const move = useCallback((to: number) => flush().then((saved) => (saved ? goTo(to) : undefined)), [flush, goTo])
  // A move the user made (not the URL's) ends in the editor of the image it opens.
  const go = useCallback(
    (to: number) => {
      const image = images[to]
      if (image !== undefined) focus.ask(image)
      return move(to)
    },
    [images, focus, move],
  )
  const toDo = useMemo(() => nextToDo(images, annotations, index), [images, annotations, index])

  // The image only: a move between its lines (the URL's `line`) does not draw the screen again.
  const wanted = useSearch({ from: '/ocr', select: (search) => search.image })
  const navigate = useNavigate({ from: '/ocr' })
  // Another image is the same screen: the page stays where it was scrolled to.
  const show = useCallback(
    (image: string | undefined, replace: boolean) =>
      void navigate({
        search: { ...(project === undefined ? {} : { project }), ...(image === undefined ? {} : { image }) },
        replace,
        resetScroll: false,
      }),
    [navigate, project],
  )
  // Two moves ahead by `Next` and by `Next to do`, so quick moves still find what they show loaded.
  const toDoAfter = useMemo(
    () => (toDo === undefined ? undefined : nextToDo(images, annotations, toDo)),
    [images, annotations, toDo],
  )
  useLoadedAhead([
    images[index + 1],
    toDo === undefined ? undefined : images[toDo],
    images[index + 2],
    toDoAfter === undefined ? undefined : images[toDoAfter],
    images[index - 1],
  ])
  useImageInUrl({ current: images[index], images, wanted, go: move, show })
  useUnsavedWarning(unsaved || lines.unsaved)
  useShortcuts({
    save: () => void (lineMode ? lines.flush() : session.save()),
    saveAndNext: () => {
      if (lineMode) return void go(index + 1)
      const after = images[index + 1]
      if (after !== undefined) focus.ask(after)
      void session.saveAndNext()
    },
    previous: () => void go(index - 1),
    next: () => void go(index + 1),
    nextToDo: () => void (toDo === undefined ? undefined : go(toDo)),
    undo: lineMode ? () => lines.dispatch({ type: 'undone' }) : undefined,
    fitPage: () => requestFit('page'),
    fitWidth: () => requestFit('width'),
  })
  return { go, toDo }
}
