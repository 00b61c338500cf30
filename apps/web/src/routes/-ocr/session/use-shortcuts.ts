import { useEffect, useRef } from 'react'
import { isTyping } from '../common/is-typing'

export interface ShortcutActions {
  save: () => void
  saveAndNext: () => void
  previous: () => void
  next: () => void
  /** The next image not yet validated. */
  nextToDo: () => void
  /** Undo the last box edit (only while an image's lines are edited). */
  undo?: () => void
  /** The viewer: the whole page in its frame, or the page as wide as the frame. */
  fitPage: () => void
  fitWidth: () => void
}

/** Fields whose own Ctrl+Z undoes typing. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && target.type !== 'checkbox'))

/**
 * What a key press asks for: Ctrl/⌘+Enter save and next, Ctrl/⌘+S save, Alt+←/→ previous/next, Alt+N next to do (by
 * the key's place, which Option on a Mac turns into a dead key), Ctrl/⌘+Z outside a text field undo, Alt+P fit page and
 * Alt+W fit width (by place too).
 */
export function shortcutFor(event: KeyboardEvent): keyof ShortcutActions | undefined {
  if (isTyping(event) || event.shiftKey) return undefined
  const command = event.ctrlKey || event.metaKey
  if (command && !event.altKey && event.key === 'Enter') return 'saveAndNext'
  if (command && !event.altKey && event.key.toLowerCase() === 's') return 'save'
  if (command && !event.altKey && event.key.toLowerCase() === 'z' && !isTextField(event.target)) return 'undo'
  if (event.altKey && !command && event.key === 'ArrowLeft') return 'previous'
  if (event.altKey && !command && event.key === 'ArrowRight') return 'next'
  if (event.altKey && !command && event.code === 'KeyN') return 'nextToDo'
  if (event.altKey && !command && event.code === 'KeyP') return 'fitPage'
  if (event.altKey && !command && event.code === 'KeyW') return 'fitWidth'
  return undefined
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
