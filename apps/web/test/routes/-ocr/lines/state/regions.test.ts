import type { OcrLine } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { linesReducer } from '../../../../../src/routes/-ocr/lines/state/lines-reducer'
import {
  linesToSave,
  opened,
  type LinesAction,
  type LinesState,
} from '../../../../../src/routes/-ocr/lines/state/lines-state'
import { regionExtents } from '../../../../../src/routes/-ocr/lines/state/regions'

const stored = (box: OcrLine['box'], region: number, text: string): OcrLine => ({
  index: 0,
  box,
  region,
  extracted_text: text,
  validated_text: '',
  status: 'extracted',
})

// Two columns read as one region, in the order a person typed them: left and right lines interleaved.
const ONE_REGION = [
  stored([10, 10, 200, 20], 0, 'L1'),
  stored([300, 10, 200, 20], 0, 'R1'),
  stored([10, 50, 200, 20], 0, 'L2'),
  stored([300, 60, 200, 20], 0, 'R2'),
  stored([10, 90, 200, 20], 0, 'L3'),
]

const run = (state: LinesState, ...actions: LinesAction[]) => actions.reduce(linesReducer, state)
/** Each line as `text@region` in reading order. */
const order = (state: LinesState) => state.lines.map((line) => `${line.extracted_text}@${line.region}`)

describe('regions in the line editor', () => {
  it('Split into columns makes each column a region, left to right, each read top to bottom; the current line kept', () => {
    const split = run(opened('a.png', ONE_REGION, 3, 1), { type: 'columnsSplit' })
    expect(order(split)).toEqual(['L1@0', 'L2@0', 'L3@0', 'R1@1', 'R2@1'])
    expect(split.lines[split.current]!.extracted_text).toBe('R2')
    expect(linesToSave(split).map((line) => line.region)).toEqual([undefined, undefined, undefined, 1, 1])
    // Undone as one edit.
    expect(order(run(split, { type: 'undone' }))).toEqual(order(opened('a.png', ONE_REGION, 0, 1)))
  })

  it('a line spanning both columns (a heading) joins them; columns that do not touch stay apart', () => {
    const heading = [stored([10, 0, 490, 8], 0, 'H'), ...ONE_REGION]
    expect(order(run(opened('a.png', heading, 0, 1), { type: 'columnsSplit' }))).toEqual([
      'H@0',
      'L1@0',
      'R1@0',
      'L2@0',
      'R2@0',
      'L3@0',
    ])
  })

  it('moves the current line to another region, by position among its lines, and to a new region after the last', () => {
    const columns = run(opened('a.png', ONE_REGION, 0, 1), { type: 'columnsSplit' })
    // L2 (index 1) into the right column: between R1 and R2 by its height on the page.
    const moved = run(columns, { type: 'selected', index: 1 }, { type: 'regionChanged', index: 1, region: 1 })
    expect(order(moved)).toEqual(['L1@0', 'L3@0', 'R1@1', 'L2@1', 'R2@1'])
    expect(moved.lines[moved.current]!.extracted_text).toBe('L2')
    const fresh = run(moved, { type: 'regionChanged', index: 0, region: 2 })
    expect(order(fresh)).toEqual(['L3@0', 'R1@1', 'L2@1', 'R2@1', 'L1@2'])
    // Its old region emptied, the numbers close up.
    const alone = run(fresh, { type: 'regionChanged', index: 0, region: 2 })
    expect(order(alone)).toEqual(['R1@0', 'L2@0', 'R2@0', 'L1@1', 'L3@1'])
    // A region number past a new one is no region.
    expect(run(alone, { type: 'regionChanged', index: 0, region: 5 })).toBe(alone)
  })

  it('merges a region with the next, its lines read first; numbers and extents follow', () => {
    const threeRegions = [
      stored([10, 10, 200, 20], 0, 'A'),
      stored([300, 10, 200, 20], 4, 'B'),
      stored([600, 10, 200, 20], 7, 'C'),
      stored([600, 50, 200, 20], 7, 'D'),
    ]
    const merged = run(opened('a.png', threeRegions, 0, 1), { type: 'regionMerged', region: 1 })
    expect(order(merged)).toEqual(['A@0', 'B@1', 'C@1', 'D@1'])
    expect(regionExtents(merged.lines)).toEqual([
      { region: 0, box: [10, 10, 200, 20], first: 0, last: 0 },
      { region: 1, box: [300, 10, 500, 60], first: 1, last: 3 },
    ])
    // The last region has none after it.
    expect(run(merged, { type: 'regionMerged', region: 1 })).toBe(merged)
  })

  it('a line moved up past the first line of its region joins the region before', () => {
    const columns = run(opened('a.png', ONE_REGION, 0, 1), { type: 'columnsSplit' })
    const up = run(columns, { type: 'selected', index: 3 }, { type: 'reordered', index: 3, to: 2 })
    expect(order(up)).toEqual(['L1@0', 'L2@0', 'R1@0', 'L3@0', 'R2@1'])
    expect(up.current).toBe(2)
  })
})
