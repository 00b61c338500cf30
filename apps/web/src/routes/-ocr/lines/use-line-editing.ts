import { linesBasedOn, type Annotation } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { ApiError } from '../../../api/client'
import { useProjectId } from '../../../api/project-scope'
import { linesQueryOptions, useSaveLines } from '../../../api/queries/ocr-lines'
import { savedBy } from '../review/person-name'
import { useLineOfUrl } from './line-in-url'
import { linesReducer } from './state/lines-reducer'
import {
  commitDraft,
  hasUnsavedLines,
  initialLines,
  linesToSave,
  type LinesAction,
  type LinesState,
} from './state/lines-state'

/** Box edits and confirmed lines are saved this long after the last one, so a run of nudges is one request. */
export const SAVE_DELAY_MS = 500

/**
 * The line level of the current image: its lines from the server, the edits made to them, and their saving.
 * Edits are saved shortly after they are made, and `flush` saves at once (moving to another image waits for it);
 * a failed save keeps every edit and says why (`saveError`) until a later save succeeds.
 */
export function useLineEditing(image: string | undefined, onSaved: (image: string, annotation: Annotation) => void) {
  const query = useQuery({ ...linesQueryOptions(image ?? '', useProjectId()), enabled: image !== undefined })
  const { refetch } = query
  const [state, dispatch] = useReducer(linesReducer, initialLines)
  const [marking, setMarking] = useState<string>()
  const latest = useRef<LinesState>(state)
  useLayoutEffect(() => {
    latest.current = state
  })
  const reportSaved = useRef(onSaved)
  useLayoutEffect(() => {
    reportSaved.current = onSaved
  })

  // An image opens at the URL's line (a reload comes back to it); read when the lines come, not followed after.
  const urlLine = useLineOfUrl(image)
  const openAt = useRef(urlLine)
  useLayoutEffect(() => {
    openAt.current = urlLine
  })
  // Per image, the server's copy the editor's lines rest on (`based_on`): a save over lines changed since is refused.
  const basedOn = useRef(new Map<string, string>())
  useEffect(() => {
    if (image === undefined || !query.data) return
    // The reducer keeps unsaved edits over a new copy: they still rest on the copy they were made on.
    if (latest.current.image !== image || !hasUnsavedLines(latest.current))
      basedOn.current.set(image, linesBasedOn(query.data.lines))
    dispatch({ type: 'loaded', image, lines: query.data.lines, current: (openAt.current ?? 1) - 1 })
  }, [image, query.data])

  const { mutateAsync, isPending: saving, error: saveError, reset: forgetSaveError } = useSaveLines()
  const inFlight = useRef<Promise<boolean> | null>(null)
  // The revision last stored per image, known before React renders the `saved` action.
  const stored = useRef<{ image?: string; revision: number }>({ revision: 0 })

  /** Saves the lines as they are now (the text field's change included); false when that failed. */
  const flush = useCallback(async (): Promise<boolean> => {
    const asked = latest.current
    while (inFlight.current) await inFlight.current
    // Still the same image: its newest state; another one by now: what this image had when asked.
    const committed = commitDraft(latest.current.image === asked.image ? latest.current : asked)
    if (committed !== latest.current && committed.image === latest.current.image) dispatch({ type: 'draftCommitted' })
    const { image: name, revision } = committed
    const alreadyStored = stored.current.image === name && stored.current.revision >= revision
    if (name === undefined || revision === committed.savedRevision || alreadyStored) return true
    const based = basedOn.current.get(name)
    const body = { image_filename: name, lines: linesToSave(committed), ...savedBy() }
    const saving = mutateAsync(based === undefined ? body : { ...body, based_on: based }).then(
      (answer) => {
        basedOn.current.set(name, linesBasedOn(answer.lines))
        stored.current = { image: name, revision }
        if (latest.current.image === name) dispatch({ type: 'saved', revision })
        reportSaved.current(name, answer.annotation)
        return true
      },
      () => false,
    )
    inFlight.current = saving
    try {
      return await saving
    } finally {
      inFlight.current = null
    }
  }, [mutateAsync])

  // Edits are saved once they stop for a moment.
  useEffect(() => {
    if (state.revision === state.savedRevision) return
    const timer = setTimeout(() => void flush(), SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state.revision, state.savedRevision, flush])

  // Leaving an image by any way (an upload, an import) or leaving the screen saves what it had.
  useEffect(() => () => void flush(), [image, flush])

  /** The save was refused because the lines changed since they were opened (a re-read, another person's save). */
  const conflict = saveError instanceof ApiError && saveError.body?.code === 'LINES_CHANGED'
  /** After a conflict: the lines as they are now replace this image's unsaved edits. */
  const loadTheirs = useCallback(async () => {
    if (image === undefined) return
    const { data } = await refetch()
    if (!data) return
    basedOn.current.set(image, linesBasedOn(data.lines))
    forgetSaveError()
    dispatch({ type: 'loaded', image, lines: data.lines, current: latest.current.current, discard: true })
  }, [image, refetch, forgetSaveError])
  /** After a conflict: the editor's lines are saved over the changed ones. */
  const keepMine = useCallback(() => {
    if (image !== undefined) basedOn.current.delete(image)
    return flush()
  }, [image, flush])

  const ready = image !== undefined && state.image === image
  return {
    state,
    dispatch: dispatch as (action: LinesAction) => void,
    /** The image's lines are loaded (it may have none): the page knows which workspace shows it. */
    ready,
    /** The image's lines are loaded and the page edits them (it has some, or the user is marking the first). */
    shown: ready && (state.lines.length > 0 || marking === image),
    startMarking: useCallback(() => setMarking(image), [image]),
    stopMarking: useCallback(() => setMarking(undefined), []),
    unsaved: ready && hasUnsavedLines(state),
    saving,
    saveError,
    conflict,
    loadTheirs,
    keepMine,
    flush,
  }
}

export type LineEditing = ReturnType<typeof useLineEditing>
