import { describe, expect, it } from 'vitest'
import type { RealisticLook } from '../../src/scan/realistic-look'
import { keystoneStrips } from '../../src/scan/scan-geometry'
import { ScanLooks } from '../../src/scan/scan-looks'

/** Black ink on white paper and nothing else: each test turns on the look it checks. */
const PLAIN: RealisticLook = {
  strength: 'medium',
  paper: '#ffffff',
  ink: '#000000',
  texture: 0,
  grain: 0,
  noiseTile: 0,
  noiseX: 0,
  noiseY: 0,
  thickness: 0,
  rotation: 0,
  shear: 0,
  perspective: 0,
  blur: 0,
  light: 0,
  lightAngle: 0,
  downscale: 1,
  jpegQuality: 90,
  book: {},
}

/** Ink as the canvas reads it back: RGBA with the coverage in alpha, full where `inked(x, y)`. */
function ink(width: number, height: number, inked: (x: number, y: number) => boolean): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (inked(x, y)) pixels[(y * width + x) * 4 + 3] = 255
  return pixels
}

/** The scan `looks` makes of `ink`, read back in one band. */
function scanOf(
  looks: ScanLooks,
  ink: Uint8ClampedArray,
  width: number,
  height: number,
  look: RealisticLook,
  lineHeight: number,
): Uint8ClampedArray {
  looks.begin(width, height, look)
  looks.addInk(ink, 0)
  return looks.finish(look, lineHeight)
}

/** Gray level (red channel) of the scan at (x, y). */
const grayAt = (scan: Uint8ClampedArray, width: number) => (x: number, y: number) => scan[(y * width + x) * 4]!

/** How much ink each column holds, in px (gray 0 = a whole pixel of ink, 255 = none). */
function inkPerColumn(scan: Uint8ClampedArray, width: number, height: number): number[] {
  const gray = grayAt(scan, width)
  return Array.from({ length: width }, (_, x) => {
    let total = 0
    for (let y = 0; y < height; y++) total += (255 - gray(x, y)) / 255
    return total
  })
}

describe('ScanLooks', () => {
  it('lays the ink on the paper in their colours, opaque', () => {
    const scan = scanOf(
      new ScanLooks(),
      ink(8, 2, (x) => x < 4),
      8,
      2,
      { ...PLAIN, paper: '#f5efe0', ink: '#1d2a5c' },
      2,
    )
    expect([...scan.subarray(0, 4)]).toEqual([0x1d, 0x2a, 0x5c, 255])
    expect([...scan.subarray(4 * 4, 4 * 5)]).toEqual([0xf5, 0xef, 0xe0, 255])
  })

  // Strips land on whole pixels, so each column's ink is whole pixels: a step of at most a pixel at the top and at
  // the bottom. 24 fixed strips made 2–3 px steps on a 1,000 px page.
  for (const [width, height] of [
    [600, 80],
    [600, 1000],
  ] as const) {
    it(`squeezes a ${width}×${height} page linearly in a keystone, in steps of at most a pixel at each edge`, () => {
      const looks = new ScanLooks()
      for (const perspective of [0.12, -0.12, 0.03]) {
        const columns = inkPerColumn(
          scanOf(
            looks,
            ink(width, height, () => true),
            width,
            height,
            { ...PLAIN, perspective },
            height,
          ),
          width,
          height,
        )
        const [left, right] = [columns[0]!, columns[width - 1]!]
        const [tall, short] = perspective > 0 ? [left, right] : [right, left]
        expect(tall).toBeGreaterThan(height * (1 - 0.02 * Math.abs(perspective)) - 1)
        expect(Math.abs(short - height * (1 - Math.abs(perspective)))).toBeLessThanOrEqual(2)
        for (let x = 1; x < width; x++) expect(Math.abs(columns[x]! - columns[x - 1]!)).toBeLessThanOrEqual(2)
      }
    })
  }

  it('uses no more keystone strips than needed, nor than the page has columns', () => {
    expect(keystoneStrips(0, 600, 80)).toBe(1)
    expect(keystoneStrips(0.01, 600, 80)).toBe(2)
    expect(keystoneStrips(0.12, 600, 80)).toBe(20)
    expect(keystoneStrips(-0.12, 10, 4000)).toBe(10)
  })

  it('softens a sharp edge like a low-resolution scan, keeping the size', () => {
    const scan = scanOf(
      new ScanLooks(),
      ink(200, 40, (x) => x <= 100),
      200,
      40,
      { ...PLAIN, downscale: 0.5 },
      40,
    )
    expect(scan.length).toBe(200 * 40 * 4)
    const gray = (x: number) => grayAt(scan, 200)(x, 20)
    expect(gray(50)).toBe(0)
    expect(gray(150)).toBe(255)
    expect([99, 100, 101, 102].map(gray).filter((level) => level > 20 && level < 235).length).toBeGreaterThanOrEqual(2)
  })

  it('spreads the ink into the paper by the radius asked, as faint as the amount', () => {
    /** Gray levels along a row across the edge of a block of ink. */
    const row = (inkSpread?: { radius: number; amount: number }) => {
      const scan = scanOf(
        new ScanLooks(),
        ink(64, 16, (x) => x < 32),
        64,
        16,
        { ...PLAIN, book: inkSpread ? { inkSpread } : {} },
        16,
      )
      return Array.from({ length: 64 }, (_, x) => grayAt(scan, 64)(x, 8))
    }
    const reach = (levels: number[]) => levels.filter((level, x) => x >= 32 && level < 250).length
    const [none, near, far] = [row(), row({ radius: 0.6, amount: 0.5 }), row({ radius: 1.6, amount: 0.5 })]
    expect(reach(none)).toBe(0)
    expect(reach(near)).toBeGreaterThanOrEqual(1)
    expect(reach(far)).toBeGreaterThan(reach(near) + 1)
    // At most the amount: half-strength ink beside the edge, never the ink's full darkness.
    expect(Math.min(...far.slice(32))).toBeGreaterThan(255 * 0.4)
  })

  it('gives the same scan whatever it drew before (no state from an earlier, larger image)', () => {
    const look = {
      ...PLAIN,
      texture: 0.2,
      grain: 0.2,
      light: 0.2,
      perspective: 0.05,
      downscale: 0.7,
      book: { inkSpread: { radius: 1, amount: 0.5 } },
    }
    const small = () => ink(40, 12, (x, y) => (x + y) % 5 === 0)
    const first = [...scanOf(new ScanLooks(), small(), 40, 12, look, 12)]
    const looks = new ScanLooks()
    scanOf(
      looks,
      ink(300, 90, () => true),
      300,
      90,
      { ...look, paper: '#e9e4d8', book: { bleedThrough: { opacity: 0.2, offset: 0.1 } } },
      90,
    )
    expect([...scanOf(looks, small(), 40, 12, look, 12)]).toEqual(first)
  })
})
