import { randomBytes } from 'node:crypto'
import { constants, deflateSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { reusedDeflate } from '../../src/encode/reused-deflate'

const options = { level: 1, strategy: constants.Z_RLE }

/** Scanline-like bytes: runs of background broken by varied ink, different for each seed. */
function scanlines(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index % 97 < 60 ? 255 : (index * seed * 31) % 256))
}

describe('reusedDeflate', () => {
  it('gives deflateSync’s bytes for each of a run of inputs, small and large, on one stream', () => {
    const deflate = reusedDeflate(options)
    for (const [length, seed] of [
      [5000, 1],
      [40_000, 2],
      [300, 3],
      [120_000, 4],
      [0, 5],
      [8000, 6],
    ] as const) {
      const input = scanlines(length, seed)
      const compressed = Buffer.from(deflate(input))
      expect(compressed.equals(deflateSync(input, options))).toBe(true)
      expect(inflateSync(compressed).equals(input)).toBe(true)
    }
  })

  it('finishes incompressible input, which zlib stores at larger than it came', () => {
    const deflate = reusedDeflate(options)
    const noise = randomBytes(70_000)
    const compressed = Buffer.from(deflate(noise))
    expect(compressed.length).toBeGreaterThan(noise.length)
    expect(inflateSync(compressed).equals(noise)).toBe(true)
  })

  it('reuses its stream on this Node: one output buffer for every call instead of deflateSync’s new one', () => {
    const deflate = reusedDeflate(options)
    const first = deflate(scanlines(2000, 1))
    const second = deflate(scanlines(2000, 2))
    expect(second.buffer).toBe(first.buffer)
  })
})
