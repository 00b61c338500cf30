import { describe, expect, it } from 'vitest'
import { inkBaseline } from '../../../src/ocr/lines/ink-baseline'
import { drawnLine as page } from '../../helpers/drawn-line'

const BASELINE = 120

describe('a baseline from the ink of a box', () => {
  it.each([
    ['without signs below the letters', 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର'.replace('ସୁ', 'ସ'), 3],
    ['with subscripts and signs below (ଙ୍ଗ, ସ୍ଟ୍ରା, ୁ, ୃ)', 'ଗଙ୍ଗା ସ୍ଟ୍ରାଇକ କୃଷ୍ଣ ଶୁଦ୍ଧ', 3],
  ])('finds the line the letters stand on %s', (_what, text, tolerance) => {
    const { gray, box } = page(text, BASELINE)
    const baseline = inkBaseline(gray, box)!
    expect(baseline.map(([x]) => x)).toEqual([box[0], box[0] + box[2]])
    for (const [, y] of baseline) expect(Math.abs(y - BASELINE)).toBeLessThanOrEqual(tolerance)
  })

  it('stays on the letters where a fixed 80 % of the box would fall into the subscripts', () => {
    const { gray, box } = page('ଗଙ୍ଗା ସ୍ଟ୍ରା ଦ୍ଧ ଷ୍ଟ୍ର', BASELINE)
    const fixed = box[1] + Math.round(box[3] * 0.8)
    expect(Math.abs(fixed - BASELINE)).toBeGreaterThan(5)
    for (const [, y] of inkBaseline(gray, box)!) expect(Math.abs(y - BASELINE)).toBeLessThanOrEqual(3)
  })

  it('slants with a line written at a slant', () => {
    const { gray, box } = page('ଓଡ଼ିଆ ଭାଷା ଏକ ପୁରୁଣା ଭାଷା', BASELINE, -2)
    const [[x0, y0], [x1, y1]] = inkBaseline(gray, box)! as [[number, number], [number, number]]
    const slope = (y1 - y0) / (x1 - x0)
    expect(Math.abs(slope - Math.tan((-2 * Math.PI) / 180))).toBeLessThan(0.01)
    // At the line's start the letters stand where they were drawn.
    expect(Math.abs(y0 + slope * (40 - x0) - BASELINE)).toBeLessThanOrEqual(5)
  })

  it('gives none for a box with no ink', () => {
    const { gray } = page('', BASELINE)
    expect(inkBaseline(gray, [10, 10, 100, 40])).toBeUndefined()
  })
})
