import type { Dispatch } from 'react'
import type { SessionAction, SessionState } from './session-state'

/** What the session hands the hooks that do its work (uploads, imports, batches). */
export interface SessionWork {
  dispatch: Dispatch<SessionAction>
  /** The state as it is when an async step runs, not as it was when the step was created. */
  getState: () => SessionState
  /** Shows a failure in the banner. */
  fail: (message: string) => void
  /** Before work that changes the list: saves unsaved text and clears the old error and notice; false when that save failed. */
  begin: () => Promise<boolean>
  /** A short line saying how the work went. */
  notify: (notice: string) => void
}
