import { type AnnotationMap, ownValue } from '@odia-ai/contract'
import { statusOf } from '../common/annotation-view'

/** The next image after `index` that a person has not validated, going round to the start; undefined when all are. */
export function nextToDo(images: string[], annotations: AnnotationMap, index: number): number | undefined {
  for (let step = 1; step <= images.length; step += 1) {
    const candidate = (index + step) % images.length
    if (candidate !== index && statusOf(ownValue(annotations, images[candidate]!)) !== 'validated') return candidate
  }
  return undefined
}
