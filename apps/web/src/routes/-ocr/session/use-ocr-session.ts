import { type Annotation, type AnnotationsState, ownValue } from '@odia-ai/contract'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSaveAnnotation } from '../../../api/queries/ocr-mutations'
import { failureMessage } from '../../../api/failure-message'
import { loadFiles, loadFolder } from '../loading/load-files'
import { savedBy } from '../review/person-name'
import { currentImage, initialSession, isUnsaved, sessionReducer, type SessionState } from './session-state'
import { createSessionStore } from './session-store'
import type { SessionWork } from './session-work'
import { useAnnotationTransfer } from './use-annotation-transfer'
import { useImageUploads } from './use-image-uploads'
import { useOcrJobs } from './use-ocr-jobs'

export { NO_IMAGES } from './use-ocr-jobs'

const restoredFrom = (saved: AnnotationsState | undefined): SessionState =>
  saved ? sessionReducer(initialSession, { type: 'restored', state: saved }) : initialSession

/**
 * The OCR screen's state (in a store whose slices the screen's parts read, see `useSessionValue`) and everything a user
 * can do to it, starting from the saved session once it has loaded. The answer keeps its identity while only the
 * editor's text changes, so what it is handed to need not draw again for each key typed.
 */
export function useOcrSession(saved: AnnotationsState | undefined) {
  const [store] = useState(() => createSessionStore(restoredFrom(saved)))
  const { dispatch, getState } = store
  // The route loader normally has the session before the first render; a copy that arrives later (the first
  // load, or a fresher one after coming back to the screen) replaces it until the user does anything.
  useEffect(() => {
    if (saved) dispatch({ type: 'restored', state: saved })
  }, [saved, dispatch])
  const [notice, setNotice] = useState<string | null>(null)

  const fail = useCallback((message: string) => dispatch({ type: 'failed', message }), [dispatch])
  const saving = useSaveAnnotation()
  const { mutateAsync: saveTexts } = saving

  const save = useCallback(async (): Promise<boolean> => {
    const session = getState()
    const name = currentImage(session)
    if (name === undefined) return true
    dispatch({ type: 'errorCleared' })
    try {
      const extracted = ownValue(session.annotations, name)?.extracted_text ?? ''
      const answer = await saveTexts({
        [name]: { extracted_text: extracted, validated_text: session.editorText, ...savedBy(true) },
      })
      dispatch({ type: 'saved', saved: answer.saved })
      return true
    } catch (error) {
      fail(`Failed to save annotations: ${failureMessage(error)}`)
      return false
    }
  }, [getState, dispatch, saveTexts, fail])

  /** Unsaved text is saved before anything takes the editor away from it; false when that failed. */
  const keepUnsavedText = useCallback(() => (isUnsaved(getState()) ? save() : Promise.resolve(true)), [getState, save])

  // Leaving the screen (for the generator, say) is moving away too.
  useEffect(() => () => void keepUnsavedText(), [keepUnsavedText])

  const goTo = useCallback(
    async (index: number) => {
      const { index: current, images } = getState()
      if (index === current || index < 0 || index >= images.length || !(await keepUnsavedText())) return
      dispatch({ type: 'moved', index })
    },
    [getState, dispatch, keepUnsavedText],
  )

  const saveAndNext = useCallback(async () => {
    if (!(await save())) return
    const { index, images } = getState()
    if (index < images.length - 1) dispatch({ type: 'moved', index: index + 1 })
  }, [getState, dispatch, save])

  const work = useMemo<SessionWork>(
    () => ({
      dispatch,
      getState,
      fail,
      begin: async () => {
        if (!(await keepUnsavedText())) return false
        dispatch({ type: 'errorCleared' })
        setNotice(null)
        return true
      },
      notify: setNotice,
    }),
    [dispatch, getState, fail, keepUnsavedText],
  )
  const uploads = useImageUploads(work)
  const transfer = useAnnotationTransfer(work)
  const jobs = useOcrJobs(work)

  const { upload } = uploads
  const { importAnnotations, importPageXml, exportAll, importing } = transfer
  const { uploading, cancelUpload } = uploads
  const { job, running, process, run: runJob, follow: followJob, cancel } = jobs
  const busy = uploading !== null || importing || running
  const edit = useCallback((text: string) => dispatch({ type: 'edited', text }), [dispatch])
  const dismissError = useCallback(() => dispatch({ type: 'errorCleared' }), [dispatch])
  const failureResolved = useCallback((message: string) => dispatch({ type: 'errorCleared', message }), [dispatch])
  const linesSaved = useCallback(
    (name: string, annotation: Annotation) => dispatch({ type: 'linesSaved', name, annotation }),
    [dispatch],
  )
  const removed = useCallback((name: string) => dispatch({ type: 'removed', name }), [dispatch])
  /** Files dropped or picked from a folder: images uploaded, a CSV or PAGE XML imported, anything else named. */
  const load = useCallback(
    (files: File[]) => void loadFiles(files, { upload, importAnnotations, importPageXml, notify: setNotice }),
    [upload, importAnnotations, importPageXml],
  )
  const uploadFolder = useCallback((files: File[]) => loadFolder(files, { upload, notify: setNotice }), [upload])

  return useMemo(
    () => ({
      store,
      busy,
      saving: saving.isPending,
      job,
      notice,
      uploading,
      cancelUpload,
      edit,
      dismissError,
      /** Shows a failure of work done outside the session (finding a page's lines) in the banner. */
      reportFailure: fail,
      /** What failed has now worked: its message leaves the banner (another message stays). */
      failureResolved,
      /** The server stored an image's lines: its annotation is what they made of it. */
      linesSaved,
      /** The server deleted an image: it leaves the list (its unsaved text with it). */
      removed,
      save,
      saveAndNext,
      goTo,
      upload,
      importAnnotations,
      importPageXml,
      loadFiles: load,
      /** `Load Folder`: the folder's images are uploaded, its other files only counted. */
      uploadFolder,
      process,
      /** Starts a batch the caller built (the triage's both engines) and follows it like `process`. */
      runJob,
      /** Follows a batch the server started for the page (re-reading with a model) as it follows its own. */
      followJob,
      cancel,
      exportAll,
    }),
    [
      store,
      busy,
      saving.isPending,
      job,
      notice,
      uploading,
      cancelUpload,
      edit,
      dismissError,
      fail,
      failureResolved,
      linesSaved,
      removed,
      save,
      saveAndNext,
      goTo,
      upload,
      importAnnotations,
      importPageXml,
      load,
      uploadFolder,
      process,
      runJob,
      followJob,
      cancel,
      exportAll,
    ],
  )
}

export type OcrSession = ReturnType<typeof useOcrSession>
