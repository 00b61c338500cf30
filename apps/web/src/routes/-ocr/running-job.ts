/** The OCR batch this tab started, kept for the tab's life so a reload can follow it again. */
const KEY = 'odia-ai-tools:ocr-job'

// Storage can be unavailable (a locked-down browser); then a reload simply forgets the batch.
export function rememberRunningJob(jobId: string): void {
  try {
    sessionStorage.setItem(KEY, jobId)
  } catch {
    /* not remembered */
  }
}

export function runningJob(): string | null {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function forgetRunningJob(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    /* nothing to forget */
  }
}
