import type { Annotation } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { nextToDo } from '../../../../src/routes/-ocr/navigator/next-to-do'

const validated: Annotation = { extracted_text: 'କ', validated_text: 'କ', status: 'validated' }
const extracted: Annotation = { extracted_text: 'କ', validated_text: '', status: 'extracted' }

describe('next to do', () => {
  const images = ['a.png', 'b.png', 'c.png', 'd.png']
  it('finds the next image not validated after the current one, going round to the start', () => {
    const annotations = { 'a.png': extracted, 'b.png': validated, 'c.png': extracted, 'd.png': validated }
    expect(nextToDo(images, annotations, 0)).toBe(2)
    expect(nextToDo(images, annotations, 2)).toBe(0)
    // An image never read counts as to do.
    expect(nextToDo(images, { 'a.png': validated, 'b.png': validated, 'c.png': validated }, 1)).toBe(3)
  })

  it('has nothing to offer when every other image is validated', () => {
    expect(
      nextToDo(images, { 'a.png': extracted, 'b.png': validated, 'c.png': validated, 'd.png': validated }, 0),
    ).toBeUndefined()
    expect(nextToDo([], {}, 0)).toBeUndefined()
  })
})
