import type { Annotation } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { filterImages } from '../../../../src/routes/-ocr/navigator/image-filters'

const of = (status: Annotation['status']): Annotation => ({
  extracted_text: 'କ',
  validated_text: status === 'validated' ? 'କ' : '',
  status,
})
const images = ['Book-1/p001.png', 'book-1/p002.png', 'book-2/p001.png', 'p004.png']
const annotations = {
  'Book-1/p001.png': of('validated'),
  'book-1/p002.png': of('failed'),
  'book-2/p001.png': of('extracted'),
}

describe('image filters', () => {
  it('keeps the images of a status, in list order, an image never read counting as not validated', () => {
    expect(filterImages(images, annotations, {}, 'all', '')).toEqual([0, 1, 2, 3])
    expect(filterImages(images, annotations, {}, 'to-do', '')).toEqual([1, 2, 3])
    expect(filterImages(images, annotations, {}, 'validated', '')).toEqual([0])
    expect(filterImages(images, annotations, {}, 'failed', '')).toEqual([1])
  })

  it('searches file names in any letter case, together with the status', () => {
    expect(filterImages(images, annotations, {}, 'all', 'book-1')).toEqual([0, 1])
    expect(filterImages(images, annotations, {}, 'to-do', ' BOOK-1 ')).toEqual([1])
    expect(filterImages(images, annotations, {}, 'all', 'p001')).toEqual([0, 2])
    expect(filterImages(images, annotations, {}, 'validated', 'p004')).toEqual([])
  })

  it('keeps the images the Odia orthography checks flag', () => {
    expect(filterImages(images, annotations, { 'book-2/p001.png': 2, 'p004.png': 1 }, 'flagged', '')).toEqual([2, 3])
    expect(filterImages(images, annotations, { 'book-2/p001.png': 2 }, 'flagged', 'p004')).toEqual([])
  })

  it('keeps the images a second person reviewed, or sent back, whatever their text status says', () => {
    const reviewed = { ...of('validated'), review_status: 'reviewed' as const }
    const sentBack = { ...of('validated'), review_status: 'sent_back' as const }
    const reviews = { ...annotations, 'Book-1/p001.png': reviewed, 'p004.png': sentBack }
    expect(filterImages(images, reviews, {}, 'reviewed', '')).toEqual([0])
    expect(filterImages(images, reviews, {}, 'sent-back', '')).toEqual([3])
    expect(filterImages(images, reviews, {}, 'validated', '')).toEqual([0, 3])
  })
})
