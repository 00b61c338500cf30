import { useCallback, useState, type ReactNode } from 'react'
import { ShortcutList } from './shortcut-list'
import { ShowShortcuts } from './shortcuts-button'

/** The list of keys of a screen: closed until `?` or the `?` button (anywhere inside) opens it. */
export function ShortcutListScope({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  const show = useCallback(() => setShown(true), [])
  const close = useCallback(() => setShown(false), [])
  return (
    <ShowShortcuts.Provider value={show}>
      {children}
      <ShortcutList open={shown} onClose={close} />
    </ShowShortcuts.Provider>
  )
}
