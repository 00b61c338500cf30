import { useSyncExternalStore } from 'react'

/**
 * The physical key held down in the text area (`KeyboardEvent.code`), which the keyboard on screen shows pressed. It is
 * kept outside React's state so that pressing and letting go of a key draws again the key caps whose look changed, not
 * the editor around them.
 */
export interface PressedKey {
  get: () => string | undefined
  set: (code: string | undefined) => void
  subscribe: (listener: () => void) => () => void
}

export function createPressedKey(): PressedKey {
  let code: string | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => code,
    set(next) {
      if (next === code) return
      code = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const never = () => () => undefined

/** Whether the key `code` is the one held down (never, without a pressed key to follow). */
export function useIsPressed(pressed: PressedKey | undefined, code: string): boolean {
  return useSyncExternalStore(pressed?.subscribe ?? never, () => pressed?.get() === code)
}
