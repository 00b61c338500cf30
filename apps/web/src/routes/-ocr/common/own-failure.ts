import { useCallback, useRef } from 'react'

/**
 * A control's failures in the screen's banner, taken away when the control next works: `fail` reports one, `worked`
 * clears the last one reported, unless another has replaced it in the banner since (`resolve` checks that).
 */
export function useOwnFailure(report: (message: string) => void, resolve: (message: string) => void) {
  const last = useRef<string | null>(null)
  const fail = useCallback(
    (message: string) => {
      last.current = message
      report(message)
    },
    [report],
  )
  const worked = useCallback(() => {
    if (last.current !== null) resolve(last.current)
    last.current = null
  }, [resolve])
  return { fail, worked }
}
