import type { Annotation } from '@odia-ai/contract'
import './review.css'

/**
 * The image's review at a glance, beside its save status over the editor: whoever fixes a sent-back image reads what
 * to fix where they type (the whole note and the review buttons are under the workspace).
 */
export function ReviewFlag({ annotation }: { annotation: Annotation | undefined }) {
  if (annotation?.review_status === 'reviewed')
    return <span className="ocr-review-flag ocr-review-flag--reviewed">Reviewed by {annotation.reviewed_by}</span>
  if (annotation?.review_status !== 'sent_back') return null
  return (
    <span className="ocr-review-flag ocr-review-flag--sent-back" title={annotation.review_note}>
      Sent back by {annotation.reviewed_by}: {annotation.review_note}
    </span>
  )
}
