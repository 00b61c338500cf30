import { describe, expect, it } from 'vitest'
import { decodeBmp } from '../../../src/ocr/images/bmp-decoder'
import { ImageRefused } from '../../../src/ocr/images/image-limits'
import { bmpFile, PALETTE, rgbOf } from '../../helpers/bmp'

describe('decodeBmp', () => {
  const GRAY = [
    [0, 0, 0],
    [255, 255, 255],
  ] as const

  it('reads 1-, 4- and 8-bit rows, a gray palette as one channel', () => {
    // 10 pixels of 1 bit: 0b1010000011 (then padding) in a 4-byte row; bottom row first.
    const oneBit = decodeBmp(
      bmpFile({
        width: 10,
        height: 2,
        bitsPerPixel: 1,
        palette: GRAY,
        data: Buffer.from([0xff, 0xc0, 0, 0, 0xa0, 0xc0, 0, 0]),
      }),
    )
    expect(oneBit).toMatchObject({ width: 10, height: 2, channels: 1 })
    expect([...oneBit.data]).toEqual([255, 0, 255, 0, 0, 0, 0, 0, 255, 255, ...Array(10).fill(255)])
    const fourBit = decodeBmp(
      bmpFile({ width: 3, height: 1, bitsPerPixel: 4, palette: PALETTE, data: Buffer.from([0x12, 0x30, 0, 0]) }),
    )
    expect(fourBit.channels).toBe(3)
    expect(Buffer.from(fourBit.data)).toEqual(rgbOf([Uint8Array.from([1, 2, 3])]))
    const eightBit = decodeBmp(
      bmpFile({ width: 3, height: 1, bitsPerPixel: 8, palette: PALETTE, data: Buffer.from([3, 0, 2, 0]) }),
    )
    expect(Buffer.from(eightBit.data)).toEqual(rgbOf([Uint8Array.from([3, 0, 2])]))
  })

  it('reads RLE4 runs of two alternating indices and literal stretches', () => {
    // Bottom row: 7 × index 0; top row: 1 2 1 2 as a run, then 3 0 3 as a literal stretch (2 bytes, even).
    const stream = Buffer.from([7, 0x00, 0, 0, 4, 0x12, 0, 3, 0x30, 0x30, 0, 0, 0, 1])
    const decoded = decodeBmp(
      bmpFile({ width: 7, height: 2, bitsPerPixel: 4, compression: 2, palette: PALETTE, data: stream }),
    )
    expect(Buffer.from(decoded.data)).toEqual(
      rgbOf([Uint8Array.from([1, 2, 1, 2, 3, 0, 3]), Uint8Array.from([0, 0, 0, 0, 0, 0, 0])]),
    )
  })

  it('reads 16-, 24- and 32-bit rows, bit fields and alpha, and rows stored top first', () => {
    // 5-5-5: full red, then full blue.
    expect([
      ...decodeBmp(bmpFile({ width: 2, height: 1, bitsPerPixel: 16, data: Buffer.from([0x00, 0x7c, 0x1f, 0x00]) }))
        .data,
    ]).toEqual([255, 0, 0, 0, 0, 255])
    // Blue, green, red and an unused byte: opaque.
    expect(
      decodeBmp(bmpFile({ width: 1, height: 1, bitsPerPixel: 32, data: Buffer.from([10, 20, 30, 0]) })),
    ).toMatchObject({ channels: 3, data: Uint8Array.from([30, 20, 10]) })
    const masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000]
    const alpha = decodeBmp(
      bmpFile({ width: 1, height: 1, bitsPerPixel: 32, compression: 6, masks, data: Buffer.from([10, 20, 30, 128]) }),
    )
    expect(alpha).toMatchObject({ channels: 4, data: Uint8Array.from([30, 20, 10, 128]) })
    // An alpha mask over zeros only is a writer that left alpha unset.
    expect(
      decodeBmp(
        bmpFile({ width: 1, height: 1, bitsPerPixel: 32, compression: 6, masks, data: Buffer.from([10, 20, 30, 0]) }),
      ).data,
    ).toEqual(Uint8Array.from([30, 20, 10, 255]))
    const topDown = decodeBmp(
      bmpFile({ width: 1, height: 2, bitsPerPixel: 24, topDown: true, data: Buffer.from([1, 2, 3, 0, 4, 5, 6, 0]) }),
    )
    expect([...topDown.data]).toEqual([3, 2, 1, 6, 5, 4])
  })

  const rle8Of = (width: number, height: number, stream: number[]) =>
    bmpFile({ width, height, bitsPerPixel: 8, compression: 1, palette: GRAY, data: Buffer.from(stream) })

  it.each([
    [
      'a run past the end of its row',
      rle8Of(4, 1, [5, 1, 0, 1]),
      'its RLE8 data runs past the end of row 1 (to pixel 5 of 4)',
    ],
    [
      'a literal stretch past the end of its row',
      rle8Of(2, 1, [0, 3, 1, 1, 1, 0, 0, 1]),
      'its RLE8 data runs past the end of row 1 (to pixel 3 of 2)',
    ],
    [
      'pixels after its last row',
      rle8Of(2, 1, [2, 1, 0, 0, 2, 1, 0, 0, 0, 1]),
      'its RLE8 data holds more pixels than its 2 × 1',
    ],
    ['a row ended early', rle8Of(4, 2, [2, 1, 0, 0, 4, 1, 0, 1]), 'its RLE8 data ends row 1 after 2 of 4 pixels'],
    [
      'a delta',
      rle8Of(4, 2, [0, 2, 0, 1, 4, 1, 0, 1]),
      'its RLE8 data skips pixels with a delta, which leaves them undefined',
    ],
    ['an early end-of-bitmap', rle8Of(4, 2, [4, 1, 0, 0, 0, 1]), 'its RLE8 data ends after 4 of 8 pixels'],
    ['a stream cut short', rle8Of(4, 2, [4, 1, 0, 0, 3, 1]), 'its RLE8 data ends after 7 of 8 pixels'],
    ['a colour beyond its palette', rle8Of(2, 1, [2, 9, 0, 1]), 'its RLE8 data names colour 9 of a palette of 2'],
    [
      'rows cut short',
      bmpFile({ width: 4, height: 4, bitsPerPixel: 24, data: Buffer.alloc(40) }),
      'its pixels are cut short (40 of 48 bytes)',
    ],
  ])('refuses %s, saying so', (_what, file, reason) => {
    expect(() => decodeBmp(file)).toThrow(new ImageRefused(400, `is not a valid BMP: ${reason}`))
  })
})
