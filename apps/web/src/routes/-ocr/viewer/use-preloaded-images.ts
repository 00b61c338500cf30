import { useEffect } from 'react'
import { useImageUrl } from './image-url'

/**
 * Loads the images a person is likely to open next (the next one, the previous one, the next to do) into the
 * browser's cache while they work on this one, so moving to one shows it at once. The server lets images be cached.
 */
export function usePreloadedImages(names: ReadonlyArray<string | undefined>): void {
  const imageUrl = useImageUrl()
  const wanted = [...new Set(names.filter((name): name is string => name !== undefined))].join('\n')
  useEffect(() => {
    for (const name of wanted.split('\n').filter(Boolean)) {
      const image = new Image()
      image.src = imageUrl(name)
      // Decoded now, not when it is shown.
      image.decode().catch(() => undefined)
    }
  }, [wanted, imageUrl])
}
