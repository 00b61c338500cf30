import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { degradationBounds, STRENGTH_LIMITS, strokeWidth } from '../../src/scan/legibility'
import { seededRandom } from '../../src/random'
import { contrastLossOf, randomLook } from '../../src/scan/realistic-look'
import { styleSet } from '../helpers'

/** A style's danda (a plain vertical stem) width as a fraction of the em, read from its Odia font file. */
function dandaStem(file: string): number {
  const font = fontkit.openSync(file) as fontkit.Font
  const { minX, maxX } = font.glyphForCodePoint(0x964).bbox
  return (maxX - minX) / font.unitsPerEm
}

/** Many looks of one style and size at one strength, as planText draws them. */
const looks = (weight: number, size: number, strength: 'light' | 'medium' | 'heavy', count = 300) => {
  const random = seededRandom(weight * 1000 + size)
  return Array.from({ length: count }, () =>
    randomLook(random, degradationBounds(strength, strokeWidth(weight, size)), size),
  )
}

describe('legibility bounds', () => {
  it('estimates each bundled style’s stroke from its weight near the font’s own stem, never much wider (the unsafe side)', () => {
    for (const style of styleSet().styles) {
      const ratio = strokeWidth(style.weight, 100) / (dandaStem(style.files[0]!) * 100)
      expect(ratio, style.id).toBeLessThan(1.12)
      expect(ratio, style.id).toBeGreaterThan(0.65)
    }
  })

  it('never gives a hairline (weight 100) the heavy settings, at any size the renderer draws', () => {
    const heavy = STRENGTH_LIMITS.heavy
    for (const size of [36, 48, 60]) {
      for (const look of looks(100, size, 'heavy')) {
        expect(look.strength).toBe('heavy')
        expect(look.blur).toBeLessThanOrEqual(0.45)
        expect(look.downscale).toBe(1)
        expect(look.grain).toBeLessThanOrEqual(heavy.grain / 4)
        expect(look.texture).toBeLessThanOrEqual(heavy.texture / 4)
        expect(contrastLossOf(look)).toBeLessThanOrEqual(heavy.contrastLoss / 4)
        expect(look.jpegQuality).toBeGreaterThanOrEqual(75)
        expect(look.book.dropout).toBeUndefined()
      }
    }
  })

  it('gives a bold stroke the strength’s whole range, and blur and noise grow with the stroke', () => {
    const bold = looks(700, 60, 'heavy')
    expect(Math.max(...bold.map((look) => look.blur))).toBeGreaterThan(1.4)
    expect(Math.min(...bold.map((look) => look.downscale))).toBeLessThan(0.45)
    expect(bold.some((look) => look.book.dropout)).toBe(true)
    const bounds = [100, 300, 500, 700, 900].map((weight) => degradationBounds('medium', strokeWidth(weight, 48)))
    for (const [index, bound] of bounds.entries()) {
      if (index === 0) continue
      expect(bound.blur).toBeGreaterThanOrEqual(bounds[index - 1]!.blur)
      expect(bound.grain).toBeGreaterThanOrEqual(bounds[index - 1]!.grain)
      expect(bound.downscale).toBeLessThanOrEqual(bounds[index - 1]!.downscale)
    }
  })

  it('keeps every look within its contrast budget, and each strength within the next one’s', () => {
    for (const strength of ['light', 'medium', 'heavy'] as const) {
      for (const look of looks(400, 48, strength))
        expect(contrastLossOf(look)).toBeLessThanOrEqual(STRENGTH_LIMITS[strength].contrastLoss + 1e-9)
    }
    const order = (key: 'blur' | 'grain' | 'contrastLoss' | 'light') =>
      ['light', 'medium', 'heavy'].map((strength) => degradationBounds(strength as 'light', 3)[key])
    for (const key of ['blur', 'grain', 'contrastLoss', 'light'] as const)
      expect(order(key)).toEqual([...order(key)].sort((a, b) => a - b))
  })
})
