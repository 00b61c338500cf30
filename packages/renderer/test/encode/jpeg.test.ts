import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import { encodeJpeg, jpegBound } from '../../src/encode/jpeg'

/** Four blocks in colours a scan uses, and two that show swapped channels. */
const BLOCKS = [
  { x: 0, colour: [245, 239, 224] },
  { x: 32, colour: [29, 42, 92] },
  { x: 64, colour: [200, 30, 20] },
  { x: 96, colour: [20, 160, 40] },
]

function paintedCanvas() {
  const canvas = createCanvas(128, 48)
  const ctx = canvas.getContext('2d')
  for (const { x, colour } of BLOCKS) {
    ctx.fillStyle = `rgb(${colour.join(',')})`
    ctx.fillRect(x, 0, 32, 48)
  }
  return canvas
}

/** A canvas's pixels as the encoder takes them, encoded into room that held an earlier image. */
const room = Buffer.alloc(jpegBound(256, 64), 0x5a)
const jpegOf = (canvas: Canvas, quality: number) =>
  encodeJpeg(
    canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data,
    canvas.width,
    canvas.height,
    quality,
    room,
  )

describe('encodeJpeg', () => {
  it('encodes pixels as a JPEG of its size and colours, the same bytes every time', async () => {
    const jpeg = jpegOf(paintedCanvas(), 90)
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff')
    // A copy: encoding the next image into the same room leaves it be.
    expect(jpegOf(paintedCanvas(), 20).equals(jpeg)).toBe(false)
    expect(jpegOf(paintedCanvas(), 90).equals(jpeg)).toBe(true)

    const image = await loadImage(jpeg)
    expect([image.width, image.height]).toEqual([128, 48])
    const decoded = createCanvas(128, 48).getContext('2d')
    decoded.drawImage(image, 0, 0)
    for (const { x, colour } of BLOCKS) {
      // The middle of each block, away from the 4:2:0 colour edges.
      const [r, g, b] = decoded.getImageData(x + 16, 24, 1, 1).data
      for (const [index, value] of [r!, g!, b!].entries())
        expect(Math.abs(value - colour[index]!)).toBeLessThanOrEqual(8)
    }
  })

  it('makes smaller files at a lower quality', () => {
    const noisy = createCanvas(256, 64)
    const ctx = noisy.getContext('2d')
    for (let x = 0; x < 256; x += 4) {
      ctx.fillStyle = `rgb(${(x * 7) % 256},${(x * 13) % 256},${(x * 29) % 256})`
      ctx.fillRect(x, (x * 3) % 32, 4, 32)
    }
    expect(jpegOf(noisy, 35).length).toBeLessThan(jpegOf(noisy, 92).length * 0.7)
  })
})
