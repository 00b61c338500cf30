import { describe, expect, it } from 'vitest'
import { encodeGrayPng } from '../src/gray-png'
import { decodeGray } from './helpers'

describe('encodeGrayPng', () => {
  it('writes an 8-bit grayscale PNG that decodes to the gray levels read from R', async () => {
    const width = 5
    const height = 3
    const rgba = new Uint8Array(width * height * 4)
    // G and B differ from R, so reading any other channel (or the word the wrong way round) shows.
    for (let index = 0; index < width * height; index++) rgba.set([(index * 17) % 256, 1, 2, 255], index * 4)
    const png = encodeGrayPng(rgba, { width, height }, { x: 0, y: 0, width, height }, 0)
    expect(png[25]).toBe(0) // colour type: grayscale
    const decoded = await decodeGray(png)
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) expect(decoded.gray(x, y)).toBe(((y * width + x) * 17) % 256)
  })

  it('writes the background around a region of pixels', async () => {
    const region = { x: 2, y: 1, width: 3, height: 2 }
    const rgba = new Uint8Array(region.width * region.height * 4).fill(40)
    const decoded = await decodeGray(encodeGrayPng(rgba, { width: 7, height: 5 }, region, 230))
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 7; x++) {
        const inside = x >= 2 && x < 5 && y >= 1 && y < 3
        expect(decoded.gray(x, y)).toBe(inside ? 40 : 230)
      }
    }
  })
})
