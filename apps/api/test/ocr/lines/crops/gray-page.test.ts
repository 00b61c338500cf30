import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeGray, decodePage } from '../../../../src/ocr/lines/crops/gray-page'
import type { ImageFormat } from '../../../../src/ocr/images/image-type'
import { grayPagePng } from '../../../datasets/pages'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const stored = (bytes: Buffer, name: string): string => {
  const folder = mkdtempSync(join(tmpdir(), 'odia-gray-page-test-'))
  folders.push(folder)
  writeFileSync(join(folder, name), bytes)
  return join(folder, name)
}

/** The largest difference between two gray images of the same size. */
function largestDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length)
  let largest = 0
  for (let index = 0; index < a.length; index++) largest = Math.max(largest, Math.abs(a[index]! - b[index]!))
  return largest
}

const colourPage = () =>
  sharp({
    create: {
      width: 90,
      height: 60,
      channels: 3,
      background: '#d8c9a0',
      noise: { type: 'gaussian', mean: 200, sigma: 20 },
    },
  })
    .png()
    .toBuffer()

describe('decodePage', () => {
  it("decodes a JPEG, gray or colour, to its luma, within a few gray levels of sharp's decode", async () => {
    const gray = await sharp(await grayPagePng(90, 60))
      .toColourspace('b-w')
      .jpeg()
      .toBuffer()
    const colour = await sharp(await colourPage())
      .jpeg()
      .toBuffer()
    for (const bytes of [gray, colour]) {
      const decoded = await decodePage(stored(bytes, 'page.jpg'), 'jpeg')
      const bySharp = await decodeGray(sharp(bytes))
      expect(decoded).toMatchObject({ width: 90, height: 60 })
      expect(largestDifference(decoded.data, bySharp.data)).toBeLessThanOrEqual(6)
    }
  })

  it('decodes what libjpeg-turbo refuses (a CMYK JPEG) and every other format through sharp', async () => {
    const cmyk = await sharp(await colourPage())
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer()
    const png = await grayPagePng(90, 60)
    for (const [bytes, format] of [
      [cmyk, 'jpeg'],
      [png, 'png'],
    ] as Array<[Buffer, ImageFormat]>) {
      const decoded = await decodePage(stored(bytes, `page.${format}`), format)
      expect(decoded.data).toEqual((await decodeGray(sharp(bytes))).data)
    }
  })
})
