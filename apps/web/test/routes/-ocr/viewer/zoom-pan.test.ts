import { describe, expect, it } from 'vitest'
import { FIT, MAX_SCALE, MIN_SCALE, viewAfterKey, zoomBy } from '../../../../src/routes/-ocr/viewer/zoom-pan'

describe('zoom and pan', () => {
  it('zooms within bounds and pans with the arrow keys; 0 resets', () => {
    expect(zoomBy(FIT, 100).scale).toBe(MAX_SCALE)
    expect(zoomBy(FIT, 0.001).scale).toBe(MIN_SCALE)
    const zoomed = viewAfterKey(FIT, '+')
    expect(zoomed?.scale).toBeGreaterThan(1)
    expect(viewAfterKey(FIT, 'ArrowRight')).toEqual({ scale: 1, x: -40, y: 0 })
    expect(viewAfterKey({ scale: 3, x: 10, y: 10 }, '0')).toEqual(FIT)
    expect(viewAfterKey(FIT, 'a')).toBeUndefined()
  })
})
