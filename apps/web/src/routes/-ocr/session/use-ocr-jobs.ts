import {
  getJob,
  MISSING_KEY,
  missingKey,
  OCR_ENGINES,
  type JobProgress,
  type OcrEngineName,
  type OcrJobItem,
  type OcrLevel,
  type ProcessRequest,
} from '@odia-ai/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { call } from '../../../api/client'
import { useProjectId } from '../../../api/project-scope'
import { ocrKeys } from '../../../api/queries/ocr'
import { useCancelJob, useStartOcrJob } from '../../../api/queries/ocr-mutations'
import { lineKeys } from '../../../api/queries/ocr-lines'
import { readingKeys } from '../../../api/queries/ocr-readings'
import { followJob } from '../../../api/watch-job'
import { failureMessage } from '../../../api/failure-message'
import { imagesToProcess } from './images-to-process'
import { forgetRunningJob, rememberRunningJob, runningJob } from './running-job'
import type { SessionWork } from './session-work'

export const NO_IMAGES = 'Please select at least one image'

/** A batch's progress as the page shows it: with, for a re-reading, how many lines took the new reading and how many kept theirs. */
export interface OcrJobView extends JobProgress {
  lines?: { reread: number; kept: number }
}

/** OCR batches: started on the server, followed through their events (again after a reload), merged as results arrive. */
export function useOcrJobs({ dispatch, getState, fail }: SessionWork) {
  const queryClient = useQueryClient()
  const project = useProjectId()
  const starting = useStartOcrJob()
  const { mutateAsync: start } = starting
  const { mutateAsync: stop } = useCancelJob()
  const [job, setJob] = useState<OcrJobView | null>(null)
  // The followed batch's line counts so far, summed over its images re-read line by line.
  const lineCounts = useRef<OcrJobView['lines']>(undefined)
  const [following, setFollowing] = useState(false)
  const stopFollowing = useRef<(() => void) | null>(null)
  useEffect(() => () => stopFollowing.current?.(), [])

  /** A batch is over: the reason in the banner if it stopped early, and the stored session and lines fetched again. */
  const ended = useCallback(
    (message?: string) => {
      if (message !== undefined) fail(`OCR processing failed: ${message}`)
      setFollowing(false)
      void queryClient.invalidateQueries({ queryKey: ocrKeys.annotations })
      void queryClient.invalidateQueries({ queryKey: lineKeys.summary })
      // Every batch stores what its engines read, which the triage compares.
      void queryClient.invalidateQueries({ queryKey: readingKeys.all })
    },
    [fail, queryClient],
  )

  /** Shows a batch's progress and merges each result as it arrives, until the batch ends. */
  const follow = useCallback(
    (jobId: string) => {
      rememberRunningJob(jobId, project)
      setFollowing(true)
      lineCounts.current = undefined
      stopFollowing.current?.()
      stopFollowing.current = followJob<OcrJobItem>(jobId, {
        onItem: (item) => {
          dispatch({ type: 'extracted', item })
          if (item.lines_reread !== undefined || item.lines_kept !== undefined) {
            const counts = lineCounts.current ?? { reread: 0, kept: 0 }
            lineCounts.current = {
              reread: counts.reread + (item.lines_reread ?? 0),
              kept: counts.kept + (item.lines_kept ?? 0),
            }
          }
          // A batch at the line level stored the image's lines too.
          void queryClient.invalidateQueries({ queryKey: lineKeys.ofImage(item.file_name) })
          void queryClient.invalidateQueries({ queryKey: readingKeys.ofImage(item.file_name) })
        },
        onProgress: (progress) => {
          setJob(lineCounts.current ? { ...progress, lines: lineCounts.current } : progress)
          if (progress.state === 'running') return
          forgetRunningJob(project)
          ended(progress.state === 'failed' ? (progress.message ?? 'the batch stopped') : undefined)
        },
        // Also when the page unloads mid-batch: the batch is still remembered, so the reload follows it again.
        onLost: ended,
      })
    },
    [dispatch, ended, queryClient, project],
  )

  // A batch still running on the server after a reload (or a visit to the other screen) is followed again.
  useEffect(() => {
    const jobId = runningJob(project)
    if (jobId === null) return
    let mounted = true
    call(getJob, { params: { id: jobId } }).then(
      (progress) => {
        if (!mounted) return
        if (progress.state === 'running') follow(jobId)
        else forgetRunningJob(project)
      },
      () => forgetRunningJob(project),
    )
    return () => {
      mounted = false
    }
  }, [follow, project])

  /** Starts a batch as asked (its key and images checked by the caller) and follows it. */
  const run = useCallback(
    async (request: ProcessRequest) => {
      dispatch({ type: 'errorCleared' })
      try {
        follow((await start(request)).job_id)
      } catch (error) {
        ended(failureMessage(error, 'OCR processing failed: '))
      }
    },
    [dispatch, start, follow, ended],
  )

  /**
   * Starts a batch over the images still to read (or, `everyImage`, over all of them), as one text each or (`lines`)
   * finding their text lines; the offline engine needs no key, Gemini does.
   */
  const process = useCallback(
    async (
      engine: OcrEngineName,
      apiKey: string,
      model: string | undefined,
      level: OcrLevel = 'image',
      everyImage = false,
    ) => {
      const { images, annotations } = getState()
      if (missingKey(engine, apiKey)) return fail(MISSING_KEY)
      if (images.length === 0) return fail(NO_IMAGES)
      return run({
        engine,
        api_key: OCR_ENGINES[engine].needsKey ? apiKey : '',
        image_filenames: imagesToProcess(images, annotations, level, everyImage),
        ...(model ? { model } : {}),
        ...(level === 'lines' ? { level } : {}),
      })
    },
    [getState, fail, run],
  )

  const cancel = useCallback(async () => {
    if (!job || job.state !== 'running') return
    try {
      await stop(job.job_id)
    } catch (error) {
      fail(`OCR processing failed: ${failureMessage(error)}`)
    }
  }, [job, stop, fail])

  return { job, running: following || starting.isPending, process, run, follow, cancel }
}
