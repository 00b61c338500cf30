import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import { storedItem } from '../common/stored-item'

/**
 * The OCR batch this tab started in a project, kept for the tab's life so a reload can follow it again; each project
 * keeps its own, so another project's screen never follows it (the default project's key is the one it always had).
 */
const job = (project: number | undefined) =>
  storedItem(
    () => sessionStorage,
    project === undefined || project === DEFAULT_PROJECT_ID
      ? 'odia-ai-tools:ocr-job'
      : `odia-ai-tools:ocr-job:${project}`,
  )

export const rememberRunningJob = (jobId: string, project?: number): void => job(project).set(jobId)
export const runningJob = (project?: number): string | null => job(project).get()
export const forgetRunningJob = (project?: number): void => job(project).remove()
