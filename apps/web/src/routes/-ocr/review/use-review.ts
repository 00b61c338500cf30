import type { Annotation, ReviewDecision } from '@odia-ai/contract'
import { useCallback } from 'react'
import { useReviewImage } from '../../../api/queries/ocr-review'
import { failureMessage } from '../../../api/failure-message'
import { askPersonName } from './person-name'

interface ReviewOptions {
  image: string | undefined
  annotation: Annotation | undefined
  /** The server stored the review: the image's annotation is now this. */
  onReviewed: (image: string, annotation: Annotation) => void
  onFailed: (message: string) => void
}

/**
 * Marks the image reviewed or sends it back with a note, under the person's name (asked for when none is kept).
 * The review is of the text the page shows as stored: if it changed on the server meanwhile, the server refuses.
 */
export function useReview({ image, annotation, onReviewed, onFailed }: ReviewOptions) {
  const { mutateAsync, isPending } = useReviewImage()
  const review = useCallback(
    async (decision: ReviewDecision, note?: string): Promise<boolean> => {
      if (image === undefined || annotation === undefined) return false
      const reviewer = askPersonName('A review records who gave it.')
      if (reviewer === '') {
        onFailed('Failed to review: type your name first (a review records who gave it).')
        return false
      }
      try {
        const answer = await mutateAsync({
          image_filename: image,
          decision,
          reviewer,
          validated_text: annotation.validated_text,
          ...(note ? { note } : {}),
        })
        onReviewed(image, answer.annotation)
        return true
      } catch (error) {
        onFailed(`Failed to review: ${failureMessage(error)}`)
        return false
      }
    },
    [image, annotation, mutateAsync, onReviewed, onFailed],
  )
  return { review, reviewing: isPending }
}
