/**
 * One string kept in browser storage under `key`. Storage can be unavailable (a locked-down browser, where
 * even reading `localStorage` throws): then nothing is kept and nothing is found.
 */
export function storedItem(storage: () => Storage, key: string) {
  return {
    get(): string | null {
      try {
        return storage().getItem(key)
      } catch {
        return null
      }
    },
    set(value: string): void {
      try {
        storage().setItem(key, value)
      } catch {
        /* not kept */
      }
    },
    remove(): void {
      try {
        storage().removeItem(key)
      } catch {
        /* nothing to forget */
      }
    },
  }
}
