import { useCallback, useState } from 'react'
import { storedItem } from './stored-item'

const local = () => localStorage

/**
 * A preference of this browser kept across reloads under `key` (never a secret): `read` turns what is stored (null
 * when nothing is) into the value, falling back to the default for anything it does not recognise.
 */
export function useStoredPreference<T extends string | number | boolean>(
  key: string,
  read: (stored: string | null) => T,
): [T, (next: T) => void] {
  const [item] = useState(() => storedItem(local, key))
  const [value, setValue] = useState(() => read(item.get()))
  // The same function from render to render, so what it is handed to need not draw again.
  const choose = useCallback(
    (next: T) => {
      setValue(next)
      item.set(String(next))
    },
    [item],
  )
  return [value, choose]
}
