import { describe, expect, it } from 'vitest'
import { deleteImageQuestion, deleteProjectQuestion } from '../../../../src/routes/-ocr/projects/delete-questions'

describe('delete confirmations', () => {
  it('name what is deleted and how much goes with it', () => {
    const book = { id: 2, name: 'Book 2', created_at: '', images: 312, is_default: false }
    expect(deleteProjectQuestion(book)).toBe(
      'Delete project “Book 2” with 312 images and their annotations, lines and reviews? This cannot be undone.',
    )
    expect(deleteProjectQuestion({ ...book, images: 1 })).toContain('with 1 image and')
    expect(deleteImageQuestion('p 1.png')).toBe(
      'Delete image “p 1.png” with its text, lines and review? This cannot be undone.',
    )
  })
})
