import { type AnnotationMap, type OcrLevel, ownValue } from '@odia-ai/contract'
import { statusOf } from '../common/annotation-view'

/** Per level, the images a batch sends first: those whose work is still to do. */
const STILL_TO_DO: Record<OcrLevel, (status: ReturnType<typeof statusOf>) => boolean> = {
  // `Process OCR`: images with no text yet (new, or failed before).
  image: (status) => status === 'new' || status === 'failed',
  // `Find lines`: images a person has not validated (a page whose lines are all validated is done).
  lines: (status) => status !== 'validated',
}

const stillToDo = (images: readonly string[], annotations: AnnotationMap, level: OcrLevel): string[] =>
  images.filter((name) => STILL_TO_DO[level](statusOf(ownValue(annotations, name))))

/**
 * The images a batch sends: those still to do at its level, so adding a few images to a large dataset does not
 * pay for the rest again; when none is left, or when asked (`everyImage`), all of them (a re-run).
 */
export function imagesToProcess(
  images: string[],
  annotations: AnnotationMap,
  level: OcrLevel = 'image',
  everyImage = false,
): string[] {
  const pending = everyImage ? [] : stillToDo(images, annotations, level)
  return pending.length > 0 ? pending : images
}

/** How many images `Process OCR` would read for the first time: those with no text yet. */
export const unreadCount = (images: readonly string[], annotations: AnnotationMap): number =>
  stillToDo(images, annotations, 'image').length
