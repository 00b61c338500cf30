import { useEffect, useRef } from 'react'
import { readingIndexOfKey } from './engine-keys'

/**
 * Alt+1, Alt+2… anywhere on the page take the image's first, second… reading (`onReading`, by its index). Like the
 * screen's other shortcuts they never fire while a key types Odia: during composition, on AltGr, or when the INSCRIPT
 * keyboard used it.
 */
export function useReadingKeys(onReading: (index: number) => void): void {
  const latest = useRef(onReading)
  useEffect(() => {
    latest.current = onReading
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const index = readingIndexOfKey(event)
      if (index === undefined) return
      event.preventDefault()
      latest.current(index)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
