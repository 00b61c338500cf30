import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useProjectId } from '../../../api/project-scope'
import { linesQueryOptions } from '../../../api/queries/ocr-lines'
import { readingsQueryOptions } from '../../../api/queries/ocr-readings'
import { eachWhenIdle } from '../common/when-idle'
import { useImageUrl } from '../viewer/image-url'

/**
 * Loads what the images a person is likely to open next will show (the next ones, the previous one, the next to do)
 * while they work on this one: each image fetched and decoded, its lines and the engines' readings in the query cache.
 * Moving to one then shows it at once, drawn in one go rather than again as each answer arrives. The images are held
 * until no longer wanted, so the browser keeps them decoded; the server lets them be cached.
 */
export function useLoadedAhead(names: ReadonlyArray<string | undefined>): void {
  const imageUrl = useImageUrl()
  const project = useProjectId()
  const queryClient = useQueryClient()
  const held = useRef(new Map<string, HTMLImageElement>())
  const wanted = [...new Set(names.filter((name): name is string => name !== undefined))].join('\n')
  useEffect(() => {
    const likely = wanted.split('\n').filter(Boolean)
    const kept = new Map<string, HTMLImageElement>()
    for (const name of likely) {
      let image = held.current.get(name)
      if (!image) {
        image = new Image()
        image.src = imageUrl(name)
        image.decode().catch(() => undefined)
      }
      kept.set(name, image)
    }
    held.current = kept
    // Each request costs the page a little: they go one image at a time, when it is idle, the likeliest first.
    return eachWhenIdle(likely, (name) => {
      void queryClient.prefetchQuery(linesQueryOptions(name, project))
      void queryClient.prefetchQuery(readingsQueryOptions(project, name))
    })
  }, [wanted, imageUrl, queryClient, project])
}
