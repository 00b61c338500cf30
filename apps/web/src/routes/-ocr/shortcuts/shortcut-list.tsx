import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { LOCAL_KEYS, PAGE_SHORTCUTS, type ShortcutKeys } from './shortcut-registry'
import './shortcut-list.css'

const GROUPS: Array<{ where: string; keys: ShortcutKeys[] }> = [
  { where: 'Anywhere on the screen', keys: Object.values(PAGE_SHORTCUTS) },
  ...LOCAL_KEYS,
]

/** Tab and Shift+Tab go round the dialog's own controls, never out of it. */
function keepFocusIn(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]')]
  const [first, last] = [stops[0], stops.at(-1)]
  const at = document.activeElement
  if (event.shiftKey ? at === first || !event.currentTarget.contains(at) : at === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  }
}

/**
 * Every key of the screen, drawn from the shortcut registry, in a modal dialog: `?` opens it, Escape or `Close` closes
 * it, and the focus goes back where it was.
 */
export function ShortcutList({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    element.showModal()
    return () => {
      element.close()
      before?.focus()
    }
  }, [open])
  return (
    <dialog
      ref={dialog}
      className="ocr-shortcuts"
      aria-labelledby={headingId}
      // Escape closes it the browser's way; the screen then hears it is closed.
      onClose={onClose}
      onKeyDown={keepFocusIn}
    >
      <h2 id={headingId}>Keyboard shortcuts</h2>
      {GROUPS.map(({ where, keys }) => (
        <table key={where} className="ocr-shortcuts__group">
          <caption>{where}</caption>
          <tbody>
            {keys.map(({ keys, does }) => (
              <tr key={keys}>
                <th scope="row">
                  <kbd>{keys}</kbd>
                </th>
                <td>{does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <button type="button" className="ocr-button" onClick={onClose}>
        Close
      </button>
    </dialog>
  )
}
