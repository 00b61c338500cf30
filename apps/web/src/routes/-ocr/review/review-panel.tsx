import type { Annotation } from '@odia-ai/contract'
import { memo, useState } from 'react'
import { usePersonName } from './person-name'
import { reviewable, reviewLine, validatedLine } from './review-lines'
import { SendBackForm } from './send-back-form'
import { useReview } from './use-review'
import './review.css'

interface ReviewPanelProps {
  image: string | undefined
  annotation: Annotation | undefined
  /** The screen has unsaved edits of the image: a review is of a stored text, so it waits for the save. */
  unsaved: boolean
  onReviewed: (image: string, annotation: Annotation) => void
  onFailed: (message: string) => void
  onRecovered: (message: string) => void
}

/**
 * The image's review: who validated it and when, where its review stands (a sent-back image shows the reviewer's note
 * to whoever fixes it), and for a validated image `Mark reviewed` and `Send back` with a note.
 */
export const ReviewPanel = memo(function ReviewPanel({
  image,
  annotation,
  unsaved,
  onReviewed,
  onFailed,
  onRecovered,
}: ReviewPanelProps) {
  const person = usePersonName()
  const [sendingBack, setSendingBack] = useState(false)
  const { review, reviewing } = useReview({ image, annotation, onReviewed, onFailed, onRecovered })
  if (image === undefined) return null
  const sendBack = async (note: string) => {
    const done = await review('sent_back', note)
    if (done) setSendingBack(false)
    return done
  }
  const allowed = reviewable(annotation, person)
  const history = [validatedLine(annotation), reviewLine(annotation)].filter(Boolean).join(' · ')
  const sentBack = annotation?.review_status === 'sent_back' && annotation.review_note
  return (
    <section className="ocr-review" aria-label="Review">
      {history && <p className="ocr-review__history">{history}</p>}
      {sentBack && (
        <p className="ocr-review__note" aria-label="Review note">
          <strong>To fix:</strong> {annotation.review_note}
        </p>
      )}
      {!allowed.can ? (
        <p className="ocr-review__hint">{allowed.why}</p>
      ) : sendingBack ? (
        <SendBackForm busy={reviewing} onCancel={() => setSendingBack(false)} onSend={sendBack} />
      ) : (
        <div className="ocr-review__actions">
          <button
            type="button"
            className="ocr-button"
            disabled={reviewing || unsaved}
            onClick={() => void review('reviewed')}
          >
            Mark reviewed
          </button>
          <button
            type="button"
            className="ocr-button"
            disabled={reviewing || unsaved}
            onClick={() => setSendingBack(true)}
          >
            Send back
          </button>
          {unsaved && <span className="ocr-review__hint">Save the text before reviewing it.</span>}
        </div>
      )}
    </section>
  )
})
