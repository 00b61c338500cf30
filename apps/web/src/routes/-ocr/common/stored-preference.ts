import { useState } from 'react'
import { storedItem } from './stored-item'

const local = () => localStorage

/**
 * A preference of this browser kept across reloads under `key` (never a secret): `read` turns what is stored (null
 * when nothing is) into the value, falling back to the default for anything it does not recognise.
 */
export function useStoredPreference<T extends string | number | boolean>(key: string, read: (stored: string | null) => T): [T, (next: T) => void] {
  const [item] = useState(() => storedItem(local, key))
  const [value, setValue] = useState(() => read(item.get()))
  const choose = (next: T) => {
    setValue(next)
    item.set(String(next))
  }
  return [value, choose]
}
