import type { Annotation } from '@odia-ai/contract'

// Made once: building a formatter costs more than formatting, and the review panel is drawn for every image opened.
const dateAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** A recorded time as a person reads it: `3 May 2025, 14:02` in their own time zone. */
export const whenText = (iso: string): string => dateAndTime.format(new Date(iso))

/** Who validated the image's text and when, once a save named them. */
export const validatedLine = (annotation: Annotation | undefined): string | undefined =>
  annotation?.validated_by && annotation.validated_at
    ? `Validated by ${annotation.validated_by}, ${whenText(annotation.validated_at)}`
    : undefined

/** Where the image's review stands, with who gave it and when. */
export function reviewLine(annotation: Annotation | undefined): string | undefined {
  if (!annotation?.review_status || !annotation.reviewed_by || !annotation.reviewed_at) return undefined
  const verdict = annotation.review_status === 'reviewed' ? 'Reviewed' : 'Sent back'
  return `${verdict} by ${annotation.reviewed_by}, ${whenText(annotation.reviewed_at)}`
}

/** Whether the person at this browser may review the image: it has validated text, and they did not validate it. */
export function reviewable(
  annotation: Annotation | undefined,
  person: string,
): { can: true } | { can: false; why: string } {
  if (annotation?.status !== 'validated')
    return { can: false, why: 'The image can be reviewed once its text is validated.' }
  const author = annotation.validated_by
  if (author !== undefined && person !== '' && author.toLocaleLowerCase() === person.trim().toLocaleLowerCase()) {
    return { can: false, why: 'You validated this image: someone else reviews it.' }
  }
  return { can: true }
}
