import type { OcrLine } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { linesReducer } from '../../../../../src/routes/-ocr/lines/state/lines-reducer'
import { linesToSave, opened } from '../../../../../src/routes/-ocr/lines/state/lines-state'

const stored = (box: OcrLine['box'], region: number, extra: Partial<OcrLine> = {}): OcrLine => ({
  index: 0,
  box,
  region,
  extracted_text: '',
  validated_text: '',
  status: 'new',
  ...extra,
})

describe('outlines, baselines and regions in the line editor', () => {
  it('moves a dragged point, makes the box the outline’s bounds, saves both, and undoes it', () => {
    const state = opened(
      'a.png',
      [
        stored([10, 10, 100, 20], 0, {
          baseline: [
            [10, 26],
            [110, 26],
          ],
        }),
      ],
      0,
      1,
    )
    const outline: Array<[number, number]> = [
      [10, 10],
      [110, 8],
      [112, 30],
      [10, 30],
    ]
    const shaped = linesReducer(state, {
      type: 'shapeChanged',
      index: 0,
      polygon: outline,
      baseline: [
        [10, 27],
        [110, 24],
      ],
    })
    expect(shaped.lines[0]!.box).toEqual([10, 8, 102, 22])
    expect(linesToSave(shaped)[0]).toMatchObject({
      polygon: outline,
      baseline: [
        [10, 27],
        [110, 24],
      ],
    })
    expect(linesReducer(shaped, { type: 'undone' }).lines[0]!.polygon).toBeUndefined()
  })

  it('moves the outline and baseline with their box', () => {
    const state = opened(
      'a.png',
      [
        stored([10, 10, 100, 20], 0, {
          polygon: [
            [10, 10],
            [110, 10],
            [60, 30],
          ],
          baseline: [
            [10, 26],
            [110, 26],
          ],
        }),
      ],
      0,
      1,
    )
    const moved = linesReducer(state, { type: 'boxChanged', index: 0, box: [20, 15, 100, 20] })
    expect(moved.lines[0]!.polygon).toEqual([
      [20, 15],
      [120, 15],
      [70, 35],
    ])
    expect(moved.lines[0]!.baseline).toEqual([
      [20, 31],
      [120, 31],
    ])
  })

  it('numbers a new line by where it sits: in the second column’s region, between its neighbours', () => {
    const lines = [
      stored([10, 10, 200, 20], 0),
      stored([10, 50, 200, 20], 0),
      stored([300, 10, 200, 20], 1),
      stored([300, 90, 200, 20], 1),
    ]
    const added = linesReducer(opened('a.png', lines, 0, 1), { type: 'added', box: [300, 50, 200, 20] })
    expect(added.current).toBe(3)
    expect(added.lines.map((line) => [line.box[1], line.region])).toEqual([
      [10, 0],
      [50, 0],
      [10, 1],
      [50, 1],
      [90, 1],
    ])
  })
})
