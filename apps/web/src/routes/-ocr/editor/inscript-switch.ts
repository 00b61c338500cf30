import { useSyncExternalStore } from 'react'
import { storedItem } from '../common/stored-item'

const item = storedItem(() => localStorage, 'odia-ai-tools:inscript-on')
const listeners = new Set<() => void>()
// Where storage cannot keep it, the switch still works for as long as the page is open.
let unstored = true

const isOn = () => {
  const stored = item.get()
  return stored === null ? unstored : stored !== 'false'
}

/**
 * Whether physical keys type INSCRIPT: one switch for every editor of the screen (the image's, a line's) and its key
 * (Alt+K), remembered by this browser.
 */
export function setInscriptOn(next: boolean): void {
  unstored = next
  item.set(String(next))
  for (const listener of listeners) listener()
}

export const toggleInscript = (): void => setInscriptOn(!isOn())

export function useInscriptOn(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }, isOn)
}
