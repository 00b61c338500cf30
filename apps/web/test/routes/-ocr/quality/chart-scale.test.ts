import { describe, expect, it } from 'vitest'
import { countTicks, labelStep } from '../../../../src/routes/-ocr/quality/chart-scale'
import { CER_BINS, cerBinLabel } from '../../../../src/routes/-ocr/quality/image-errors'

describe('the CER histogram’s scale', () => {
  it('labels every bin in whole percentages, with no floating-point tail', () => {
    expect(Array.from({ length: CER_BINS }, (_, bin) => cerBinLabel(bin))).toEqual([
      '0–10 %',
      '10–20 %',
      '20–30 %',
      '30–40 %',
      '40–50 %',
      '50–60 %',
      '60–70 %',
      '70–80 %',
      '80–90 %',
      '≥ 90 %',
    ])
  })

  it('counts in whole, round steps up to a tick at or above the tallest bar', () => {
    expect(countTicks(0)).toEqual([0, 1])
    expect(countTicks(1)).toEqual([0, 1])
    expect(countTicks(3)).toEqual([0, 1, 2, 3])
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40])
    expect(countTicks(10_001)).toEqual([0, 5000, 10_000, 15_000])
  })

  it('draws every label that fits and thins out the rest so none touch', () => {
    expect(labelStep(40, 50)).toBe(1)
    expect(labelStep(40, 32.4)).toBe(2)
    expect(labelStep(60, 3)).toBe(22)
  })
})
