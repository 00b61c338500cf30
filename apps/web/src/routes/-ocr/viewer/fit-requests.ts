import { useEffect, useRef } from 'react'

export type Fit = 'page' | 'width'

const FIT_EVENT = 'odia-ai-tools:viewer-fit'

/** Asks the viewer on screen, if any, to fit its image (the screen's shortcuts, which live above the viewer, send it). */
export const requestFit = (how: Fit): void =>
  void window.dispatchEvent(new CustomEvent<Fit>(FIT_EVENT, { detail: how }))

/** Calls `onFit` for each fit asked for with `requestFit`. */
export function useFitRequests(onFit: (how: Fit) => void): void {
  const latest = useRef(onFit)
  useEffect(() => {
    latest.current = onFit
  })
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<Fit>).detail)
    window.addEventListener(FIT_EVENT, listener)
    return () => window.removeEventListener(FIT_EVENT, listener)
  }, [])
}
