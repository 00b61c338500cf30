import { describe, expect, it } from 'vitest'
import { disagreementOf } from '../../../src/ocr/readings/agreement'

describe('disagreementOf', () => {
  it('has nothing to compare with fewer than two readings', () => {
    expect(disagreementOf([])).toBeUndefined()
    expect(disagreementOf(['ଘର'])).toBeUndefined()
  })

  it('is 0 when the readings are the same, and the share of graphemes changed against the longer one otherwise', () => {
    expect(disagreementOf(['କମଳ ଫୁଲ', 'କମଳ ଫୁଲ'])).toBe(0)
    expect(disagreementOf(['କମଳ ଫୁଲ', 'କମଲ ଫୁଲ'])).toBeCloseTo(1 / 6)
    expect(disagreementOf(['', 'ଘର'])).toBe(1)
  })

  it('is unknown (undefined) when two readings are too long to compare', () => {
    expect(disagreementOf(['ଘର '.repeat(7000), 'ଜଳ '.repeat(7000)])).toBeUndefined()
    expect(disagreementOf(['ଘର '.repeat(7000), 'ଘର '.repeat(7000), 'କମଳ'])).toBe(1)
  })

  it('takes the pair furthest apart when more engines read the image', () => {
    expect(disagreementOf(['କମଳ ଫୁଲ', 'କମଳ ଫୁଲ', 'କମଲ ଫୁଲ'])).toBeCloseTo(1 / 6)
    expect(disagreementOf(['କମଳ ଫୁଲ', 'କମଲ ଫୁଲ', 'କମଲ ଫୁଳ'])).toBeCloseTo(2 / 6)
  })
})
