import { useSyncExternalStore } from 'react'
import { sessionReducer, type SessionAction, type SessionState } from './session-state'

/**
 * The session's state outside React, so each part of the screen draws again only when the slice it reads changes: a
 * key typed changes the editor's text, which the editor reads and the navigator, the controls and the panels do not.
 */
export interface SessionStore {
  /** The state now (an async step reads it as it is when the step runs). */
  getState(): SessionState
  dispatch(action: SessionAction): void
  subscribe(listener: () => void): () => void
}

export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    dispatch(action) {
      const next = sessionReducer(state, action)
      if (next === state) return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A slice of the session's state (a field, or a value worked out from it): the component draws again when it changes. */
export function useSessionValue<T>(store: SessionStore, select: (state: SessionState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()))
}
