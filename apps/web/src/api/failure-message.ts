import { ApiError } from './client'

/**
 * The `{message}` part of a SPEC §2.3 banner: the server's own reason when it gave one; for a non-OK
 * answer without one, `nonOkPrefix` + the status text (e.g. `Upload failed: Bad Gateway`); otherwise
 * the error's message (a network failure, say).
 */
export function failureMessage(error: unknown, nonOkPrefix = ''): string {
  if (error instanceof ApiError)
    return error.body ? error.body.message : `${nonOkPrefix}${error.statusText || `HTTP ${error.status}`}`
  if (error instanceof Error) return error.message
  return String(error)
}
