import { describe, expect, it } from 'vitest'
import { imagesToProcess, unreadCount } from '../../../../src/routes/-ocr/session/images-to-process'

describe('images to process', () => {
  it('sends the images without text (new or failed), or every image once all have text', () => {
    const annotations = {
      'done.png': { extracted_text: 'ଫଳ', validated_text: '', status: 'extracted' as const },
      'checked.png': { extracted_text: 'ଫଳ', validated_text: 'ଠିକ', status: 'validated' as const },
      'failed.png': { extracted_text: '', validated_text: '', status: 'failed' as const },
    }
    expect(imagesToProcess(['done.png', 'new.png', 'checked.png', 'failed.png'], annotations)).toEqual([
      'new.png',
      'failed.png',
    ])
    expect(imagesToProcess(['done.png', 'checked.png'], annotations)).toEqual(['done.png', 'checked.png'])
    // Finding lines: every page a person has not validated, or every page once all are.
    expect(imagesToProcess(['done.png', 'new.png', 'checked.png', 'failed.png'], annotations, 'lines')).toEqual([
      'done.png',
      'new.png',
      'failed.png',
    ])
    expect(imagesToProcess(['checked.png'], annotations, 'lines')).toEqual(['checked.png'])
    // Asked to read everything again (the answer to `Process OCR`'s question): every image.
    expect(imagesToProcess(['done.png', 'new.png'], annotations, 'image', true)).toEqual(['done.png', 'new.png'])
    // What the question counts as unread: the images without text.
    expect(unreadCount(['done.png', 'new.png', 'checked.png', 'failed.png'], annotations)).toBe(2)
  })
})
