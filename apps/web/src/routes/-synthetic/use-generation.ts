import { startSyntheticJob, type GenerateRequest, type GenerateResponse, type JobProgress } from '@odia-ai/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { call } from '../../api/client'
import { failureMessage } from '../../api/failure-message'
import { followJob, stopJob } from '../../api/watch-job'

export type Generation =
  | { phase: 'idle' }
  | { phase: 'generating'; progress: JobProgress | undefined }
  | { phase: 'result'; result: GenerateResponse; progress: JobProgress }
  /** With the result when images were written before the cancel: they are kept. */
  | { phase: 'cancelled'; result: GenerateResponse | undefined; progress: JobProgress }
  | { phase: 'error'; message: string }

/** Starts a generation job, follows its progress, and cancels it on request. */
export function useGeneration() {
  const [generation, setGeneration] = useState<Generation>({ phase: 'idle' })
  const jobId = useRef<string | undefined>(undefined)
  const unfollow = useRef<(() => void) | undefined>(undefined)

  useEffect(() => () => unfollow.current?.(), [])

  const start = useCallback(async (request: GenerateRequest) => {
    unfollow.current?.()
    jobId.current = undefined
    setGeneration({ phase: 'generating', progress: undefined })
    try {
      const { job_id } = await call(startSyntheticJob, { body: request })
      jobId.current = job_id
      unfollow.current = followJob(job_id, {
        onProgress: (progress) => {
          if (progress.state === 'running') return setGeneration({ phase: 'generating', progress })
          if (progress.state === 'completed')
            return setGeneration({ phase: 'result', result: progress.result as GenerateResponse, progress })
          if (progress.state === 'cancelled')
            return setGeneration({
              phase: 'cancelled',
              result: progress.result as GenerateResponse | undefined,
              progress,
            })
          setGeneration({ phase: 'error', message: progress.message ?? 'The generation failed.' })
        },
        onLost: (message) => setGeneration({ phase: 'error', message }),
      })
    } catch (error) {
      setGeneration({ phase: 'error', message: failureMessage(error) })
    }
  }, [])

  /** Forgets the last result or error (not a running job), so nothing on screen belongs to other values. */
  const clear = useCallback(
    () => setGeneration((current) => (current.phase === 'generating' ? current : { phase: 'idle' })),
    [],
  )

  const cancel = useCallback(async () => {
    if (!jobId.current) return
    try {
      await stopJob(jobId.current)
    } catch (error) {
      setGeneration({ phase: 'error', message: failureMessage(error) })
    }
  }, [])

  return { generation, start, cancel, clear }
}
