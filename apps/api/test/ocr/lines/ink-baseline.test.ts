import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { DEFAULT_STYLE_ID, fontCatalog } from '@odia-ai/renderer'
import type { LineBox } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import type { GrayImage } from '../../../src/ocr/lines/crops/gray-page'
import { inkBaseline } from '../../../src/ocr/lines/ink-baseline'

const FONT_SIZE = 48
const style = fontCatalog().find((each) => each.id === DEFAULT_STYLE_ID)!
style.files.forEach((file, at) => GlobalFonts.registerFromPath(file, `ink-baseline-${at}`))
const font = `${FONT_SIZE}px ${style.files.map((_, at) => `"ink-baseline-${at}"`).join(', ')}`

/** A page with the text drawn standing on `baseline` (turned by `degrees` about its start), and the box of its ink. */
function page(text: string, baseline: number, degrees = 0): { gray: GrayImage; box: LineBox } {
  const [width, height] = [900, 200]
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.translate(40, baseline)
  context.rotate((degrees * Math.PI) / 180)
  context.fillStyle = '#000000'
  context.font = font
  context.textBaseline = 'alphabetic'
  context.fillText(text, 0, 0)
  const rgba = context.getImageData(0, 0, width, height).data
  const data = Buffer.alloc(width * height)
  let [left, top, right, bottom] = [width, height, 0, 0]
  for (let at = 0; at < data.length; at++) {
    data[at] = rgba[at * 4]!
    if (data[at]! > 200) continue
    const [x, y] = [at % width, Math.floor(at / width)]
    ;[left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x + 1), Math.max(bottom, y + 1)]
  }
  return { gray: { data, width, height }, box: [left, top, right - left, bottom - top] }
}

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
