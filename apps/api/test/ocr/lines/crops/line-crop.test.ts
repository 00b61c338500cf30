import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeGray } from '../../../../src/ocr/lines/crops/gray-page'
import { cropLine, cropMargin, cropRect } from '../../../../src/ocr/lines/crops/line-crop'
import { grayAt, grayPagePng } from '../../../datasets/pages'

describe('cropRect', () => {
  it('grows the box by the margin on every side', () => {
    expect(cropRect([40, 30, 100, 20], 4, 400, 300)).toEqual({ left: 36, top: 26, width: 108, height: 28 })
  })

  it('clamps the grown box to the image', () => {
    expect(cropRect([0, 2, 400, 20], 4, 400, 24)).toEqual({ left: 0, top: 0, width: 400, height: 24 })
  })

  it('refuses a box outside the image', () => {
    expect(() => cropRect([500, 10, 20, 20], 4, 400, 300)).toThrow(RangeError)
  })
})

describe('cropMargin', () => {
  it('is a tenth of the line height, at least 2 px', () => {
    expect(cropMargin([0, 0, 100, 60])).toBe(6)
    expect(cropMargin([0, 0, 100, 8])).toBe(2)
  })
})

describe('cropLine', () => {
  it('cuts the box plus margin out of the page as a one-channel PNG of the same pixels', async () => {
    const page = await decodeGray(sharp(await grayPagePng(120, 80)))
    const png = await cropLine(page, cropRect([10, 20, 50, 16], 3, page.width, page.height))
    expect(await sharp(png).metadata()).toMatchObject({
      format: 'png',
      width: 56,
      height: 22,
      channels: 1,
      depth: 'uchar',
    })
    const data = await sharp(png).grayscale().raw().toBuffer()
    for (const [x, y] of [
      [0, 0],
      [55, 0],
      [0, 21],
      [55, 21],
      [20, 10],
    ] as const)
      expect(data[y * 56 + x]).toBe(grayAt(7 + x, 17 + y))
  })

  it('flattens a transparent page onto white and drops its colour', async () => {
    const transparent = sharp({
      create: { width: 30, height: 20, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0 } },
    }).png()
    const page = await decodeGray(sharp(await transparent.toBuffer()))
    expect(page).toMatchObject({ width: 30, height: 20 })
    expect(page.data.length).toBe(30 * 20)
    expect([...new Set(page.data)]).toEqual([255])
  })
})
