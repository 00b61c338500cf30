import { cancelJob, JOB_EVENT, watchJob, type JobProgress } from '@odia-ai/contract'
import { buildUrl, call } from './client'

export interface JobHandlers<Item> {
  /** Counts changed; called last with a state other than `running`. */
  onProgress: (progress: JobProgress) => void
  /** One item finished (may repeat after a reconnect: handle items idempotently). */
  onItem?: (item: Item) => void
  /** The stream broke for good, e.g. the server no longer knows the job. */
  onLost?: (message: string) => void
}

/** Follows a job's server-sent events until it ends; returns a function that stops following. */
export function followJob<Item>(jobId: string, handlers: JobHandlers<Item>): () => void {
  const source = new EventSource(buildUrl(watchJob.url, { id: jobId }))
  source.addEventListener(JOB_EVENT.item, (event) =>
    handlers.onItem?.(JSON.parse((event as MessageEvent<string>).data) as Item),
  )
  source.addEventListener(JOB_EVENT.progress, (event) => {
    const progress = JSON.parse((event as MessageEvent<string>).data) as JobProgress
    if (progress.state !== 'running') source.close()
    handlers.onProgress(progress)
  })
  source.addEventListener('error', () => {
    // The browser reconnects by itself unless the server refused the stream.
    if (source.readyState === EventSource.CLOSED)
      handlers.onLost?.('Lost track of the job: the server no longer knows it.')
  })
  return () => source.close()
}

export const stopJob = (jobId: string) => call(cancelJob, { params: { id: jobId } })
