import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { exportCsv, type StoredAnnotation } from '../../../src/ocr/csv/csv-export'

describe('exportCsv', () => {
  it('fails its stream, not the process, when a row cannot be made', async () => {
    // The stored rows as a failing read would hand them over: one row, then an error.
    function* stored(): Generator<StoredAnnotation> {
      yield ['a.png', { extracted_text: 'କ', validated_text: 'କ' }]
      throw new Error('the second row could not be read')
    }
    await expect(text(exportCsv(stored(), { validated_texts: {}, include_cer: true }))).rejects.toThrow(
      'the second row could not be read',
    )
  })
})
