import type { Annotation } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { reviewable, reviewLine, validatedLine } from '../../../../src/routes/-ocr/review/review-lines'

const AT = '2025-05-03T09:30:00.000Z'
const validated: Annotation = {
  extracted_text: '',
  validated_text: 'ଠିକ',
  status: 'validated',
  validated_by: 'Asha',
  validated_at: AT,
}

describe('review lines', () => {
  it('say who validated and who reviewed, and when', () => {
    expect(validatedLine(validated)).toMatch(/^Validated by Asha, 3 May 2025, \d\d:\d\d$/)
    expect(validatedLine({ ...validated, validated_by: undefined })).toBeUndefined()
    expect(reviewLine(validated)).toBeUndefined()
    expect(reviewLine({ ...validated, review_status: 'sent_back', reviewed_by: 'Bijay', reviewed_at: AT })).toMatch(
      /^Sent back by Bijay, 3 May 2025/,
    )
    expect(reviewLine({ ...validated, review_status: 'reviewed', reviewed_by: 'Bijay', reviewed_at: AT })).toMatch(
      /^Reviewed by Bijay/,
    )
  })

  it('let a second person review a validated image, and nobody review their own or an unvalidated one', () => {
    expect(reviewable(validated, 'Bijay')).toEqual({ can: true })
    expect(reviewable(validated, '')).toEqual({ can: true })
    expect(reviewable(validated, ' asha ')).toEqual({
      can: false,
      why: 'You validated this image: someone else reviews it.',
    })
    expect(reviewable({ ...validated, status: 'extracted' }, 'Bijay').can).toBe(false)
    expect(reviewable(undefined, 'Bijay').can).toBe(false)
  })
})
