import type { AnnotationMap, ImageAgreement } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import {
  arrangeRows,
  byDisagreement,
  byFileName,
  disagreementOrder,
  identicalToAccept,
  nextUncertain,
  type Agreements,
} from '../../../../src/routes/-ocr/triage/triage-order'

const read = (disagreement: number | undefined, more: Partial<ImageAgreement> = {}): ImageAgreement => ({
  readers:
    disagreement === undefined ? ['gemini:gemini-flash-latest'] : ['gemini:gemini-flash-latest', 'tesseract:ori'],
  ...(disagreement === undefined ? {} : { disagreement }),
  identical: disagreement === 0,
  has_lines: false,
  ...more,
})

const images = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png', 'f.png']
const agreements: Agreements = {
  'a.png': read(0.1),
  'b.png': read(undefined), // one engine only
  'c.png': read(0.5),
  'd.png': read(0.1),
  // e.png: no engine read it
  'f.png': read(0),
}
const all = images.map((_, row) => row)

describe('ordering by disagreement', () => {
  it('puts the images the engines disagree on most first, ties in list order, those not read by two engines last', () => {
    expect(byDisagreement(all, images, agreements).map((row) => images[row])).toEqual([
      'c.png',
      'a.png',
      'd.png',
      'f.png',
      'b.png',
      'e.png',
    ])
  })

  it('orders only the rows a filter kept, and keeps a filtered order for ties', () => {
    expect(byDisagreement([5, 3, 1, 0], images, agreements)).toEqual([3, 0, 5, 1])
    expect(byDisagreement([], images, agreements)).toEqual([])
  })

  it('keeps list order when nothing was read, and for the upload order', () => {
    expect(byDisagreement(all, images, {})).toEqual(all)
    expect(arrangeRows('upload', [2, 0], images, agreements)).toEqual([2, 0])
    expect(arrangeRows('disagreement', [0, 2], images, agreements)).toEqual([2, 0])
  })
})

describe('ordering by file name', () => {
  const images = ['page10.png', 'Page2.png', 'page1.png', 'scan-2-b.png', 'page2.png', 'scan-10-a.png', 'ପୃଷ୍ଠା ୨.png']

  it('puts numbers in their order (page2 before page10), letter case aside, ties in list order', () => {
    const names = (rows: number[]) => rows.map((row) => images[row])
    expect(names(byFileName(Array.from(images.keys()), images))).toEqual([
      'page1.png',
      'Page2.png',
      'page2.png',
      'page10.png',
      'scan-2-b.png',
      'scan-10-a.png',
      'ପୃଷ୍ଠା ୨.png',
    ])
    // A filter's rows only, in the same order.
    expect(names(arrangeRows('name', [0, 1, 2], images, {}))).toEqual(['page1.png', 'Page2.png', 'page10.png'])
    expect(arrangeRows('upload', [0, 1, 2], images, {})).toEqual([0, 1, 2])
  })
})

describe('the next most uncertain image', () => {
  const annotations: AnnotationMap = { 'a.png': { extracted_text: 'x', validated_text: 'x', status: 'validated' } }

  const order = disagreementOrder(images, agreements)

  it('walks every image, the most disagreement first', () => {
    expect(order).toEqual(byDisagreement(all, images, agreements))
  })

  it('is the next in disagreement order that is not validated, going round', () => {
    expect(nextUncertain(order, images, annotations, 2)).toBe(3) // c → (a validated) → d
    expect(nextUncertain(order, images, annotations, 4)).toBe(2) // e is last: round to c
    expect(nextUncertain(order, images, {}, 2)).toBe(0)
  })

  it('is none when every other image is validated', () => {
    const done: AnnotationMap = Object.fromEntries(
      images.map((name) => [name, { extracted_text: '', validated_text: 'ok', status: 'validated' as const }]),
    )
    expect(nextUncertain(order, images, done, 0)).toBeUndefined()
    expect(nextUncertain([], [], {}, 0)).toBeUndefined()
  })
})

describe('images to accept together', () => {
  it('are those read alike by two engines, not validated and without lines, in list order', () => {
    const more: Agreements = {
      ...agreements,
      'a.png': read(0),
      'd.png': read(0, { has_lines: true }),
      'e.png': read(0),
    }
    const annotations: AnnotationMap = { 'e.png': { extracted_text: '', validated_text: 'ମୋ', status: 'validated' } }
    expect(identicalToAccept(images, annotations, more)).toEqual(['a.png', 'f.png'])
  })
})
