/** Exponential backoff with jitter: about base, 2×base, 4×base… for attempts 1, 2, 3… */
export const backoffDelay = (attempt: number, baseMs: number): number =>
  baseMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5)

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
