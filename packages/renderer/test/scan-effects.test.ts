import { createCanvas, type Canvas } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import { keystone, keystoneStrips, resample } from '../src/scan-effects'

/** A canvas of black ink over its whole area. */
function inked(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#000000'
  ctx.fillRect(0, 0, width, height)
  return canvas
}

/** How much ink each column holds, in px (gray 0 = a whole pixel of ink, 255 = none). */
function inkPerColumn(canvas: Canvas): number[] {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
  return Array.from({ length: canvas.width }, (_, x) => {
    let ink = 0
    for (let y = 0; y < canvas.height; y++) ink += (255 - data[(y * canvas.width + x) * 4]!) / 255
    return ink
  })
}

describe('keystone', () => {
  // Strips are drawn without anti-aliasing, so each column's ink is whole pixels: a step of at most a pixel at the
  // top and at the bottom. 24 fixed strips made 2–3 px steps on a 1,000 px page.
  for (const [width, height] of [[600, 80], [600, 1000]] as const) {
    it(`squeezes a ${width}×${height} page linearly, in steps of at most a pixel at each edge`, () => {
      for (const amount of [0.12, -0.12, 0.03]) {
        const columns = inkPerColumn(keystone(inked(width, height), createCanvas(1, 1), amount, '#ffffff'))
        const [left, right] = [columns[0]!, columns[width - 1]!]
        const [tall, short] = amount > 0 ? [left, right] : [right, left]
        expect(tall).toBeGreaterThan(height * (1 - 0.02 * Math.abs(amount)) - 1)
        expect(Math.abs(short - height * (1 - Math.abs(amount)))).toBeLessThanOrEqual(2)
        for (let x = 1; x < width; x++) expect(Math.abs(columns[x]! - columns[x - 1]!)).toBeLessThanOrEqual(2)
      }
    })
  }

  it('uses no more strips than needed, nor than the page has columns', () => {
    expect(keystoneStrips(0, 600, 80)).toBe(1)
    expect(keystoneStrips(0.01, 600, 80)).toBe(2)
    expect(keystoneStrips(0.12, 600, 80)).toBe(20)
    expect(keystoneStrips(-0.12, 10, 4000)).toBe(10)
  })
})

describe('resample', () => {
  it('softens a sharp edge like a low-resolution scan, keeping the size', () => {
    const canvas = createCanvas(200, 40)
    const ctx = canvas.getContext('2d')
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, 200, 40)
    ctx.fillStyle = '#000000'
    ctx.fillRect(0, 0, 101, 40)
    resample(canvas, createCanvas(1, 1), 0.5)
    expect([canvas.width, canvas.height]).toEqual([200, 40])
    const row = ctx.getImageData(0, 20, 200, 1).data
    const gray = (x: number) => row[x * 4]!
    expect(gray(50)).toBe(0)
    expect(gray(150)).toBe(255)
    const between = [99, 100, 101, 102].map(gray).filter((level) => level > 20 && level < 235)
    expect(between.length).toBeGreaterThanOrEqual(2)
  })
})
