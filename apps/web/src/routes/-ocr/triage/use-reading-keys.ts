import { useEffect, useRef } from 'react'
import { engineOfKey } from './engine-keys'

/**
 * Alt+1, Alt+2… anywhere on the page take the first, second… engine's reading (`onEngine`). Like the screen's other
 * shortcuts they never fire while a key types Odia: during composition, on AltGr, or when the INSCRIPT keyboard used it.
 */
export function useReadingKeys(onEngine: (engine: string) => void): void {
  const latest = useRef(onEngine)
  useEffect(() => {
    latest.current = onEngine
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const engine = engineOfKey(event)
      if (engine === undefined) return
      event.preventDefault()
      latest.current(engine)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
