import { describe, expect, it } from 'vitest'
import { encodeGrayPng, isWholeGrayPng } from '../../src/encode/gray-png'
import { decodeGray } from '../helpers'

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
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) expect(decoded.gray(x, y)).toBe(((y * width + x) * 17) % 256)
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

describe('isWholeGrayPng', () => {
  const size = { width: 7, height: 5 }
  const png = encodeGrayPng(new Uint8Array(3 * 2 * 4).fill(40), size, { x: 2, y: 1, width: 3, height: 2 }, 230)

  it('takes a whole gray PNG of the size asked', () => {
    expect(isWholeGrayPng(png, size)).toBe(true)
  })

  it('refuses one of another size, cut short, with bytes after its end, or with any byte changed', () => {
    expect(isWholeGrayPng(png, { width: 7, height: 6 })).toBe(false)
    for (const length of [0, 8, 30, png.length - 1])
      expect(isWholeGrayPng(png.subarray(0, length), size), `${length} bytes`).toBe(false)
    expect(isWholeGrayPng(Buffer.concat([png, Buffer.from([0])]), size)).toBe(false)
    for (let index = 0; index < png.length; index++) {
      const changed = Buffer.from(png)
      changed[index]! ^= 0x10
      expect(isWholeGrayPng(changed, size), `byte ${index} changed`).toBe(false)
    }
  })
})
