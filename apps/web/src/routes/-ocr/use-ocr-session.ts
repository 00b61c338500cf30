import {
  exportCsv,
  getJob,
  IMAGE_FOLDER,
  importCsv,
  OCR_ENGINES,
  saveAnnotation,
  startOcrJob,
  uploadImages,
  type Annotation,
  type AnnotationsState,
  type JobProgress,
  type OcrEngineName,
  type OcrJobItem,
} from '@odia-ai/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { ApiError, call, callForBlob } from '../../api/client'
import { ocrKeys } from '../../api/queries/ocr'
import { lineKeys } from '../../api/queries/ocr-lines'
import { followJob, stopJob } from '../../api/watch-job'
import { downloadBlob } from './download-blob'
import { failureMessage } from './failure-message'
import { imagesToProcess } from './images-to-process'
import { importSummary } from './import-summary'
import { forgetRunningJob, rememberRunningJob, runningJob } from './running-job'
import { currentImage, initialSession, isUnsaved, sessionReducer, type SessionState } from './session-state'
import { uploadBatches } from './upload-batches'
import { validatedTextsForExport } from './validated-texts-for-export'

export const MISSING_KEY = 'Please enter your Gemini API Key'
export const NO_IMAGES = 'Please select at least one image'

const restoredFrom = (saved: AnnotationsState | undefined): SessionState =>
  saved ? sessionReducer(initialSession, { type: 'restored', state: saved }) : initialSession

/** The OCR screen's state and everything a user can do to it, starting from the saved session once it has loaded. */
export function useOcrSession(saved: AnnotationsState | undefined) {
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(sessionReducer, saved, restoredFrom)
  // The route loader normally has the session before the first render; a copy that arrives later (the first
  // load, or a fresher one after coming back to the screen) replaces it until the user does anything.
  useEffect(() => {
    if (saved) dispatch({ type: 'restored', state: saved })
  }, [saved])
  const [busy, setBusy] = useState(false)
  const [saving, setSaving] = useState(false)
  const [job, setJob] = useState<JobProgress | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null)
  const uploadControl = useRef<AbortController | null>(null)
  // Async actions read the state as it is when they run, not as it was when they were created.
  const latest = useRef<SessionState>(state)
  useLayoutEffect(() => {
    latest.current = state
  })
  const stopFollowing = useRef<(() => void) | null>(null)
  useEffect(() => () => stopFollowing.current?.(), [])

  const fail = useCallback((message: string) => dispatch({ type: 'failed', message }), [])
  const refreshSaved = useCallback(() => queryClient.invalidateQueries({ queryKey: ocrKeys.annotations }), [queryClient])

  const save = useCallback(async (): Promise<boolean> => {
    const session = latest.current
    const name = currentImage(session)
    if (name === undefined) return true
    dispatch({ type: 'errorCleared' })
    setSaving(true)
    try {
      const extracted = session.annotations[name]?.extracted_text ?? ''
      const answer = await call(saveAnnotation, { body: { [name]: { extracted_text: extracted, validated_text: session.editorText } } })
      dispatch({ type: 'saved', saved: answer.saved })
      void refreshSaved()
      return true
    } catch (error) {
      fail(`Failed to save annotations: ${failureMessage(error)}`)
      return false
    } finally {
      setSaving(false)
    }
  }, [fail, refreshSaved])

  /** Unsaved text is saved before anything takes the editor away from it; false when that failed. */
  const keepUnsavedText = useCallback(() => (isUnsaved(latest.current) ? save() : Promise.resolve(true)), [save])

  // Leaving the screen (for the generator, say) is moving away too.
  useEffect(() => () => void keepUnsavedText(), [keepUnsavedText])

  const goTo = useCallback(
    async (index: number) => {
      const { index: current, images } = latest.current
      if (index === current || index < 0 || index >= images.length || !(await keepUnsavedText())) return
      dispatch({ type: 'moved', index })
    },
    [keepUnsavedText],
  )

  const saveAndNext = useCallback(async () => {
    if (!(await save())) return
    const { index, images } = latest.current
    if (index < images.length - 1) dispatch({ type: 'moved', index: index + 1 })
  }, [save])

  /** Runs a piece of work that holds the busy flag, clearing any old error first. */
  const runBusy = useCallback(
    async (work: () => Promise<void>) => {
      if (!(await keepUnsavedText())) return
      dispatch({ type: 'errorCleared' })
      setNotice(null)
      setBusy(true)
      try {
        await work()
      } finally {
        setBusy(false)
        void refreshSaved()
      }
    },
    [keepUnsavedText, refreshSaved],
  )

  /** Sends the files in batches, counting them as they go; a refused batch does not stop the others. */
  const upload = useCallback(
    (files: File[]) =>
      runBusy(async () => {
        const controller = new AbortController()
        uploadControl.current = controller
        const stored: string[] = []
        const problems: string[] = []
        let sent = 0
        setUploading({ done: 0, total: files.length })
        for (const batch of uploadBatches(files)) {
          const formData = new FormData()
          for (const file of batch) formData.append('files', file, file.name)
          try {
            const answer = await call(uploadImages, { formData, signal: controller.signal })
            stored.push(...answer.images)
            problems.push(...answer.rejected.map((file) => file.message))
          } catch (error) {
            if (controller.signal.aborted) break
            problems.push(failureMessage(error, 'Upload failed: '))
            // The server refused this batch for a reason it gave; anything else (a lost connection) stops here.
            if (!(error instanceof ApiError && error.body)) break
          }
          sent += batch.length
          setUploading({ done: sent, total: files.length })
          if (controller.signal.aborted) break
        }
        uploadControl.current = null
        setUploading(null)
        if (stored.length > 0) dispatch({ type: 'uploaded', images: stored })
        if (problems.length > 0) fail(`Failed to upload images: ${problems.join(' ')}`)
      }),
    [runBusy, fail],
  )

  const cancelUpload = useCallback(() => uploadControl.current?.abort(), [])

  const importAnnotations = useCallback(
    (file: File) =>
      runBusy(async () => {
        const formData = new FormData()
        formData.append('image_folder', IMAGE_FOLDER)
        formData.append('file', file, file.name)
        try {
          const answer = await call(importCsv, { formData })
          dispatch({ type: 'imported', state: answer })
          setNotice(importSummary(answer))
        } catch (error) {
          fail(`Failed to load CSV: ${failureMessage(error)}`)
        }
      }),
    [runBusy, fail],
  )

  /**
   * Restores lines of uploaded images from PAGE XML files or ZIPs of them. When validated lines stood in the way of
   * every page, the user is asked, and the files are sent again to replace them. The restored images' texts and
   * lines are then shown as stored.
   */
  const importPageXml = useCallback(
    (files: File[]) =>
      runBusy(async () => {
        const send = (replace: boolean) => {
          const formData = new FormData()
          if (replace) formData.append('replace', 'true')
          for (const file of files) formData.append('file', file, file.name)
          return call(importCsv, { formData })
        }
        try {
          const answer = await send(false).catch((error: unknown) => {
            const validated = error instanceof ApiError && error.status === 409
            if (validated && window.confirm(`${error.message}\n\nReplace those validated lines with the imported ones?`)) return send(true)
            throw error
          })
          for (const name of answer.valid_images) {
            const annotation = answer.annotations[name]
            if (annotation) dispatch({ type: 'linesSaved', name, annotation })
            void queryClient.invalidateQueries({ queryKey: lineKeys.ofImage(name) })
          }
          void queryClient.invalidateQueries({ queryKey: lineKeys.summary })
          setNotice(importSummary(answer))
        } catch (error) {
          fail(`Failed to load PAGE XML: ${failureMessage(error)}`)
        }
      }),
    [runBusy, fail, queryClient],
  )

  /** An OCR batch is over: the busy flag clears, with the reason in the banner if it stopped early. */
  const ended = useCallback(
    (message?: string) => {
      if (message !== undefined) fail(`OCR processing failed: ${message}`)
      setBusy(false)
      void refreshSaved()
    },
    [fail, refreshSaved],
  )

  /** Shows a batch's progress and merges each result as it arrives, until the batch ends. */
  const follow = useCallback(
    (jobId: string) => {
      rememberRunningJob(jobId)
      setBusy(true)
      stopFollowing.current?.()
      stopFollowing.current = followJob<OcrJobItem>(jobId, {
        onItem: (item) => dispatch({ type: 'extracted', item }),
        onProgress: (progress) => {
          setJob(progress)
          if (progress.state === 'running') return
          forgetRunningJob()
          ended(progress.state === 'failed' ? (progress.message ?? 'the batch stopped') : undefined)
        },
        // Also when the page unloads mid-batch: the batch is still remembered, so the reload follows it again.
        onLost: ended,
      })
    },
    [ended],
  )

  // A batch still running on the server after a reload (or a visit to the other screen) is followed again.
  useEffect(() => {
    const jobId = runningJob()
    if (jobId === null) return
    let mounted = true
    call(getJob, { params: { id: jobId } }).then(
      (progress) => {
        if (!mounted) return
        if (progress.state === 'running') follow(jobId)
        else forgetRunningJob()
      },
      () => forgetRunningJob(),
    )
    return () => {
      mounted = false
    }
  }, [follow])

  /** Starts a batch over the images still to read; the offline engine needs no key, Gemini does. */
  const process = useCallback(
    async (engine: OcrEngineName, apiKey: string, model: string | undefined) => {
      const { images, annotations } = latest.current
      const { needsKey } = OCR_ENGINES[engine]
      if (needsKey && apiKey.trim() === '') return fail(MISSING_KEY)
      if (images.length === 0) return fail(NO_IMAGES)
      dispatch({ type: 'errorCleared' })
      setNotice(null)
      setBusy(true)
      try {
        const body = { engine, api_key: needsKey ? apiKey : '', image_filenames: imagesToProcess(images, annotations), ...(model ? { model } : {}) }
        const started = await call(startOcrJob, { body })
        follow(started.job_id)
      } catch (error) {
        ended(failureMessage(error, 'OCR processing failed: '))
      }
    },
    [fail, follow, ended],
  )

  const cancel = useCallback(async () => {
    if (!job || job.state !== 'running') return
    try {
      await stopJob(job.job_id)
    } catch (error) {
      fail(`OCR processing failed: ${failureMessage(error)}`)
    }
  }, [job, fail])

  /**
   * Downloads every stored image's annotation as `annotations.csv`, with the current image's unsaved text; `excel`
   * adds a BOM and defuses formula-like cells, `includeCer` a column with each image's character error rate.
   */
  const exportAll = useCallback(async ({ excel, includeCer }: { excel: boolean; includeCer: boolean }) => {
    dispatch({ type: 'errorCleared' })
    try {
      const csv = await callForBlob(exportCsv, { body: { validated_texts: validatedTextsForExport(latest.current), ...(excel ? { excel } : {}), ...(includeCer ? { include_cer: true } : {}) } })
      downloadBlob(csv, 'annotations.csv')
    } catch (error) {
      fail(`Failed to save CSV: ${failureMessage(error)}`)
    }
  }, [fail])

  return {
    state,
    busy,
    saving,
    job,
    notice,
    uploading,
    cancelUpload,
    edit: useCallback((text: string) => dispatch({ type: 'edited', text }), []),
    dismissError: useCallback(() => dispatch({ type: 'errorCleared' }), []),
    /** The server stored an image's lines: its annotation is what they made of it. */
    linesSaved: useCallback((name: string, annotation: Annotation) => dispatch({ type: 'linesSaved', name, annotation }), []),
    save,
    saveAndNext,
    goTo,
    upload,
    importAnnotations,
    importPageXml,
    process,
    cancel,
    exportAll,
  }
}

export type OcrSession = ReturnType<typeof useOcrSession>
