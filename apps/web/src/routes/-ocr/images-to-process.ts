import type { AnnotationMap } from '@odia-ai/contract'
import { statusOf } from './annotation-view'

/**
 * The images `Process OCR` sends: those with no text yet (new, or failed before), so adding a few images
 * to a large dataset does not pay for the rest again; when every image has text, all of them (a re-run).
 */
export function imagesToProcess(images: string[], annotations: AnnotationMap): string[] {
  const pending = images.filter((name) => {
    const status = statusOf(annotations[name])
    return status === 'new' || status === 'failed'
  })
  return pending.length > 0 ? pending : images
}
