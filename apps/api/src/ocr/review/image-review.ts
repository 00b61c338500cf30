import type { Annotation, ReviewRequest } from '@odia-ai/contract'
import { AppError, badRequest } from '../../errors'
import { cleanName, cleanNote } from '../../files/clean-name'
import type { OcrServices } from '../ocr-services'

const samePerson = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

/**
 * A second person's review of a validated image: `reviewed` (its text holds) or `sent_back` with a note saying what
 * to fix. Refused when the image has no validated text, when its text is not the one the reviewer read (it changed
 * meanwhile), when the reviewer is who validated it, or when an image is sent back without a note. Answers the
 * image's annotation as now stored.
 */
export function reviewImage(ocr: OcrServices, request: ReviewRequest): Annotation {
  const image = ocr.files.find(request.image_filename)
  const reviewer = cleanName(request.reviewer, 'The reviewer’s name')
  const note = cleanNote(request.note ?? '')
  const annotation = ocr.annotations.get(image.file_name)
  if (!annotation || annotation.status !== 'validated') {
    throw new AppError(
      409,
      'NOT_VALIDATED',
      `${image.file_name} has no validated text yet: it can be reviewed once someone has saved its text.`,
    )
  }
  if (request.validated_text !== undefined && request.validated_text.normalize('NFC') !== annotation.validated_text) {
    throw new AppError(
      409,
      'REVIEW_STALE',
      `${image.file_name}’s text changed since you opened it: read it again, then review it.`,
    )
  }
  if (annotation.validated_by !== undefined && samePerson(annotation.validated_by, reviewer)) {
    throw new AppError(
      409,
      'REVIEWER_IS_AUTHOR',
      `${reviewer} validated ${image.file_name}: a review is a second person’s.`,
    )
  }
  if (request.decision === 'sent_back' && note === '')
    throw badRequest('NOTE_MISSING', 'Say what needs fixing: an image goes back with a note.')
  ocr.reviews.save(image.id, {
    status: request.decision,
    by: reviewer,
    at: new Date().toISOString(),
    ...(note ? { note } : {}),
  })
  return ocr.annotations.get(image.file_name)!
}
