import type { Annotation, ReviewDecision } from '@odia-ai/contract'
import { useCallback } from 'react'
import { useReviewImage } from '../../../api/queries/ocr-review'
import { failureMessage } from '../../../api/failure-message'
import { useOwnFailure } from '../common/own-failure'
import { askPersonName } from './person-name'

interface ReviewOptions {
  image: string | undefined
  annotation: Annotation | undefined
  /** The server stored the review: the image's annotation is now this. */
  onReviewed: (image: string, annotation: Annotation) => void
  onFailed: (message: string) => void
  /** A review worked: the failure reported earlier is to go. */
  onRecovered: (message: string) => void
}

/**
 * Marks the image reviewed or sends it back with a note, under the person's name (asked for when none is kept).
 * The review is of the text the page shows as stored: if it changed on the server meanwhile, the server refuses.
 */
export function useReview({ image, annotation, onReviewed, onFailed, onRecovered }: ReviewOptions) {
  const { mutateAsync, isPending } = useReviewImage()
  const { fail, worked } = useOwnFailure(onFailed, onRecovered)
  const review = useCallback(
    async (decision: ReviewDecision, note?: string): Promise<boolean> => {
      if (image === undefined || annotation === undefined) return false
      const reviewer = askPersonName('A review records who gave it.')
      if (reviewer === '') {
        fail('Failed to review: type your name first (a review records who gave it).')
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
        worked()
        return true
      } catch (error) {
        fail(`Failed to review: ${failureMessage(error)}`)
        return false
      }
    },
    [image, annotation, mutateAsync, onReviewed, fail, worked],
  )
  return { review, reviewing: isPending }
}
