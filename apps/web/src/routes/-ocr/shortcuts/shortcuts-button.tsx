import { createContext, useContext } from 'react'
import { PAGE_SHORTCUTS } from './shortcut-registry'

/** Opens the list of keys; given by the screen that draws the list (none: no button). */
export const ShowShortcuts = createContext<(() => void) | undefined>(undefined)

/** A small `?` button beside the editor's keyboard switch, for finding the list without knowing its key. */
export function ShortcutsButton() {
  const show = useContext(ShowShortcuts)
  if (!show) return null
  const { keys } = PAGE_SHORTCUTS.showShortcuts
  return (
    <button
      type="button"
      className="text-editor__size"
      aria-label="Keyboard shortcuts"
      aria-keyshortcuts={keys}
      title={`Keyboard shortcuts (${keys})`}
      onClick={show}
    >
      {keys}
    </button>
  )
}
