import { useLayoutEffect, useReducer, useRef } from 'react'
import { sessionReducer, type SessionAction, type SessionState } from './session-state'

/**
 * The session's state outside React, so each part of the screen draws again only when the slice it reads changes: a
 * key typed changes the editor's text, which the editor reads and the navigator, the controls and the panels do not.
 */
export interface SessionStore {
  /** The state now (an async step reads it as it is when the step runs). */
  getState: () => SessionState
  dispatch: (action: SessionAction) => void
  subscribe: (listener: () => void) => () => void
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

/**
 * A slice of the session's state (a field, or a value worked out from it): the component draws again when it changes.
 * The redraw is an ordinary state update, so it takes the priority of whatever changed the store, as a reducer's would:
 * a key typed is drawn at once, a move made after a save is drawn like any answer (and what its effects start, the
 * URL and the loading ahead, comes after the new image is painted). `useSyncExternalStore` would draw every change at
 * once, effects and all, before the browser paints.
 */
export function useSessionValue<T>(store: SessionStore, select: (state: SessionState) => T): T {
  const value = select(store.getState())
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  const shown = useRef({ select, value })
  useLayoutEffect(() => {
    shown.current = { select, value }
  })
  useLayoutEffect(() => {
    const check = () => {
      const { select, value } = shown.current
      if (!Object.is(select(store.getState()), value)) redraw()
    }
    check() // a change between the render and this subscription
    return store.subscribe(check)
  }, [store])
  return value
}
