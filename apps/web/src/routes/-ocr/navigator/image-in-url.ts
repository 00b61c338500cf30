import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import { useEffect, useRef } from 'react'

/**
 * The `/ocr` screen's search parameters: the project, the image on screen and its current line (counted from 1, while
 * the image is edited line by line), so a reload, a bookmark or a link opens them. The default project is left out of
 * the URL (`/ocr?image=…` is an image of the default project, as before).
 */
export interface OcrSearch {
  project?: number
  image?: string
  line?: number
}

/** A project id as the URL may hold it (a number, or its digits), other than the default project's. */
const projectOf = (value: unknown): number | undefined => {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > DEFAULT_PROJECT_ID ? id : undefined
}

/** A line number as the URL may hold it: a whole number from 1 (a line past the image's last opens its last). */
const lineOf = (value: unknown): number | undefined => {
  const line =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(line) && line >= 1 ? line : undefined
}

export function validateOcrSearch(search: Record<string, unknown>): OcrSearch {
  const project = projectOf(search.project)
  const image = typeof search.image === 'string' && search.image !== '' ? search.image : undefined
  const line = image === undefined ? undefined : lineOf(search.line)
  return {
    ...(project === undefined ? {} : { project }),
    ...(image === undefined ? {} : { image }),
    ...(line === undefined ? {} : { line }),
  }
}

interface ImageInUrlOptions {
  /** The image on screen and the session's images. */
  current: string | undefined
  images: string[]
  /** The URL's image. */
  wanted: string | undefined
  /** Opens an image of the list (saving what the screen has first); settles once it did or could not. */
  go: (index: number) => Promise<unknown>
  /** Puts an image in the URL: a new history entry, or in place of the current one. */
  show: (image: string | undefined, replace: boolean) => void
}

/**
 * Keeps the URL's `image` and the image on screen in step. A change of the URL (Back, Forward, a link) opens its
 * image; moving to another image adds a history entry, so Back and Forward go through the images viewed. A name the
 * list does not have (deleted since) is left for the image on screen.
 */
export function useImageInUrl({ current, images, wanted, go, show }: ImageInUrlOptions): void {
  // The image the URL and the screen last agreed on, and one being opened because the URL asked for it.
  const agreed = useRef<string | undefined>(undefined)
  const opening = useRef<string | undefined>(undefined)
  const first = useRef(true)
  useEffect(() => {
    // While an image the URL asked for opens, the screen waits for it (or for the move to fail, which clears `opening`).
    if (images.length === 0 || (opening.current !== undefined && opening.current !== current)) return
    opening.current = undefined
    if (wanted !== undefined && wanted !== agreed.current && wanted !== current) {
      const index = images.indexOf(wanted)
      if (index >= 0) {
        // Asked once: if the screen cannot leave its image (its save failed), the next move puts the URL right.
        agreed.current = wanted
        opening.current = wanted
        void go(index).finally(() => {
          if (opening.current === wanted) opening.current = undefined
        })
        return
      }
    }
    if (current !== wanted) show(current, first.current || wanted === undefined || !images.includes(wanted))
    agreed.current = current
    first.current = false
  }, [current, images, wanted, go, show])
}
