import { useEffect, useRef } from 'react'
import { isTyping } from '../common/is-typing'
import { PAGE_SHORTCUTS, type PageShortcutName } from '../shortcuts/shortcut-registry'

/** What each page-wide shortcut does here; one left out does nothing (and its key goes on as usual). */
export type ShortcutActions = Partial<Record<PageShortcutName, () => void>>

const NAMES = Object.keys(PAGE_SHORTCUTS) as PageShortcutName[]

/** The page-wide shortcut a key press asks for (see `PAGE_SHORTCUTS`); none while a key types Odia. */
export function shortcutFor(event: KeyboardEvent): PageShortcutName | undefined {
  if (isTyping(event)) return undefined
  return NAMES.find((name) => PAGE_SHORTCUTS[name].matches(event))
}

/** Listens for the screen's shortcuts anywhere on the page. */
export function useShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event)
      const action = shortcut && latest.current[shortcut]
      if (!action) return
      event.preventDefault()
      action()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
