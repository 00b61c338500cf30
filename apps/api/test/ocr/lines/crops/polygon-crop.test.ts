import type { LinePoint } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import type { GrayImage } from '../../../../src/ocr/lines/crops/gray-page'
import { maskedRect } from '../../../../src/ocr/lines/crops/polygon-crop'
import { drawnLine } from '../../../helpers/drawn-line'

const darkPixels = ({ data }: GrayImage) => data.filter((value) => value < 128).length

describe('a crop that follows the line’s outline', () => {
  it('makes every pixel outside the outline white and keeps those inside as they are', () => {
    const page: GrayImage = { data: Buffer.alloc(40 * 30, 7), width: 40, height: 30 }
    const triangle: LinePoint[] = [
      [5, 5],
      [35, 5],
      [5, 25],
    ]
    const rect = { left: 2, top: 2, width: 36, height: 26 }
    const masked = maskedRect(page, rect, triangle, 0)
    expect([masked.width, masked.height]).toEqual([36, 26])
    for (let row = 0; row < rect.height; row++) {
      for (let column = 0; column < rect.width; column++) {
        const [x, y] = [rect.left + column + 0.5, rect.top + row + 0.5]
        const within = x > 5 && y > 5 && y < 25 && x < 35 - ((y - 5) * 30) / 20
        expect(masked.data[row * rect.width + column], `(${x}, ${y})`).toBe(within ? 7 : 255)
      }
    }
  })

  it('keeps subscripts (ଙ୍ଗ, ସ୍ଟ୍ରା) that reach below a tight outline with padding, and cuts them without', () => {
    const baseline = 120
    const { gray, box } = drawnLine('ଗଙ୍ଗା ସ୍ଟ୍ରାଇକ', baseline)
    const [x, y, width, height] = box
    const below = y + height - baseline
    expect(below).toBeGreaterThan(5)
    // An outline drawn along the letters' body, down to the baseline: what a person or an engine draws tight.
    const tight: LinePoint[] = [
      [x, y],
      [x + width, y],
      [x + width, baseline + 1],
      [x, baseline + 1],
    ]
    const rect = { left: x - below - 2, top: y - 2, width: width + 2 * below + 4, height: height + below + 4 }
    const whole = darkPixels(
      maskedRect(gray, rect, [...tight.slice(0, 2), [x + width, y + height], [x, y + height]], 0),
    )
    expect(darkPixels(maskedRect(gray, rect, tight, 0))).toBeLessThan(whole * 0.95)
    expect(darkPixels(maskedRect(gray, rect, tight, below))).toBe(whole)
  })
})
