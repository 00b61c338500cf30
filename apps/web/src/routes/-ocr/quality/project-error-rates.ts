import type { AnnotationMap } from '@odia-ai/contract'
import { aggregateErrorRates, textErrors, type AggregateErrorRates } from '@odia-ai/text-metrics'

/**
 * How far the machine's extractions are from what people validated, pooled over the project's images.
 * Only images with validated text count; an image validated without any extraction counts as all wrong.
 */
export function projectErrorRates(images: readonly string[], annotations: AnnotationMap): AggregateErrorRates {
  const validated = images.flatMap((name) => {
    const annotation = annotations[name]
    return annotation?.validated_text ? [textErrors(annotation.validated_text, annotation.extracted_text)] : []
  })
  return aggregateErrorRates(validated)
}
