import { useEffect, useState, type RefObject } from 'react'

export interface Size {
  width: number
  height: number
}

/** The element's laid-out content size (CSS transforms aside), followed as it changes; undefined until it has one. */
export function useRenderedSize(ref: RefObject<Element | null>): Size | undefined {
  const [size, setSize] = useState<Size>()
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect
      setSize((seen) =>
        width > 0 && height > 0
          ? seen?.width === width && seen.height === height
            ? seen
            : { width, height }
          : undefined,
      )
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}
