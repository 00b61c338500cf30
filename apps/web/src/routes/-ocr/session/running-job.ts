import { storedItem } from '../common/stored-item'

/** The OCR batch this tab started, kept for the tab's life so a reload can follow it again. */
const job = storedItem(() => sessionStorage, 'odia-ai-tools:ocr-job')

export const rememberRunningJob = (jobId: string): void => job.set(jobId)
export const runningJob = (): string | null => job.get()
export const forgetRunningJob = (): void => job.remove()
