import { type Annotation, type AnnotationMap, ownValue } from '@odia-ai/contract'
import { aggregateErrorRates, textErrors, type AggregateErrorRates, type TextErrors } from '@odia-ai/text-metrics'

// By annotation object: a save replaces only the saved image's, so only its errors are worked out again, not the
// whole project's (half a second of diffs for 10,000 images, after every save).
const known = new WeakMap<Annotation, TextErrors | null>()

/** An image's error counts; null when its texts are too long to compare. */
function errorsOf(annotation: Annotation): TextErrors | null {
  let errors = known.get(annotation)
  if (errors === undefined) {
    errors = textErrors(annotation.validated_text, annotation.extracted_text)
    known.set(annotation, errors)
  }
  return errors
}

/**
 * How far the machine's extractions are from what people validated, pooled over the project's images.
 * Only images with validated text count; an image validated without any extraction counts as all wrong; one whose
 * texts are too long to compare is counted apart (`tooLong`).
 */
export function projectErrorRates(images: readonly string[], annotations: AnnotationMap): AggregateErrorRates {
  const validated = images.flatMap((name) => {
    const annotation = ownValue(annotations, name)
    return annotation?.validated_text ? [errorsOf(annotation)] : []
  })
  return aggregateErrorRates(validated)
}
