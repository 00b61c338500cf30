import type { LineBox } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import {
  boxBetween,
  clampBox,
  MIN_SIDE,
  moveBox,
  readingPosition,
  resizeBox,
} from '../../../../../src/routes/-ocr/lines/state/box-geometry'

const page = { width: 1000, height: 1400 }

describe('box geometry', () => {
  it('keeps a box in whole pixels, at least MIN_SIDE wide and high, and wholly inside the image', () => {
    expect(clampBox([10.4, 20.6, 100.5, 30.2], page)).toEqual([10, 21, 101, 30])
    expect(clampBox([-5, -5, 50, 2], page)).toEqual([0, 0, 50, MIN_SIDE])
    expect(clampBox([990, 1390, 50, 40], page)).toEqual([950, 1360, 50, 40])
    expect(clampBox([0, 0, 5000, 20], page)).toEqual([0, 0, 1000, 20])
  })

  it('moves a box without changing its size, stopping at the image’s edges', () => {
    expect(moveBox([100, 100, 200, 40], 15.6, -20.2, page)).toEqual([116, 80, 200, 40])
    expect(moveBox([100, 100, 200, 40], -500, 5000, page)).toEqual([0, 1360, 200, 40])
    expect(moveBox([800, 0, 200, 40], 1, 0, page)).toEqual([800, 0, 200, 40])
  })

  it('resizes by the dragged edges only, never past the image or the opposite edge', () => {
    const box: LineBox = [100, 100, 200, 40]
    expect(resizeBox(box, 'e', 50, 999, page)).toEqual([100, 100, 250, 40])
    expect(resizeBox(box, 'w', -30, 0, page)).toEqual([70, 100, 230, 40])
    expect(resizeBox(box, 'n', 0, 10, page)).toEqual([100, 110, 200, 30])
    expect(resizeBox(box, 'se', 20, 5, page)).toEqual([100, 100, 220, 45])
    expect(resizeBox(box, 'nw', -500, -500, page)).toEqual([0, 0, 300, 140])
    expect(resizeBox(box, 'e', -500, 0, page)).toEqual([100, 100, MIN_SIDE, 40])
    expect(resizeBox(box, 's', 0, 5000, page)).toEqual([100, 100, 200, 1300])
    expect(resizeBox(box, 'n', 0, 80, page)).toEqual([100, 136, 200, MIN_SIDE])
  })

  it('draws a box between two points in either direction, cut to the image; a click is no box', () => {
    expect(boxBetween({ x: 300, y: 90 }, { x: 100.4, y: 50 }, page)).toEqual([100, 50, 200, 40])
    expect(boxBetween({ x: -20, y: 1380 }, { x: 40, y: 1500 }, page)).toEqual([0, 1380, 40, 20])
    expect(boxBetween({ x: 10, y: 10 }, { x: 12, y: 40 }, page)).toBeUndefined()
  })

  it('puts a new box after its column’s line above it, else before its column’s line below it, else last', () => {
    // Two columns of three lines, read column by column.
    const left: LineBox[] = [0, 1, 2].map((row) => [50, 100 + row * 100, 400, 40])
    const right: LineBox[] = [0, 1, 2].map((row) => [550, 100 + row * 100, 400, 40])
    const boxes = [...left, ...right]
    expect(readingPosition(boxes, [50, 250, 400, 40])).toBe(2) // between left lines 2 and 3
    expect(readingPosition(boxes, [50, 500, 400, 40])).toBe(3) // under the left column: before the right one
    expect(readingPosition(boxes, [550, 20, 400, 40])).toBe(3) // over the right column
    expect(readingPosition(boxes, [550, 500, 400, 40])).toBe(6)
    expect(readingPosition(boxes, [50, 20, 100, 40])).toBe(0)
    expect(readingPosition([], [50, 20, 100, 40])).toBe(0)
  })
})
