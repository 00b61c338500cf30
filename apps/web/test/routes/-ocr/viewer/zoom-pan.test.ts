import { describe, expect, it } from 'vitest'
import {
  fitPage,
  fitWidth,
  keyZoomPoint,
  MAX_SCALE,
  panBy,
  reveal,
  viewerKey,
  zoomAt,
  type View,
} from '../../../../src/routes/-ocr/viewer/zoom-pan'

// An A4 page at 300 dpi in a frame about the size it has at 1366 × 768.
const page = { width: 2480, height: 3508 }
const frame = { width: 640, height: 520 }

/** The page's corners in the frame, and whether it lies wholly inside or covers it wholly on each axis. */
function placement(view: View) {
  const [width, height] = [page.width * view.scale, page.height * view.scale]
  const onAxis = (start: number, length: number, room: number) =>
    length <= room ? Math.abs(start - (room - length) / 2) < 1e-9 : start <= 0 && start + length >= room
  return onAxis(view.x, width, frame.width) && onAxis(view.y, height, frame.height)
}

describe('zoom and pan', () => {
  it('fits the whole page, centred, or the page’s width from its top', () => {
    const whole = fitPage(page, frame)
    expect(whole.scale).toBeCloseTo(520 / 3508)
    expect(whole.y).toBe(0)
    expect(whole.x).toBeCloseTo((640 - 2480 * whole.scale) / 2)
    expect(fitWidth(page, frame)).toEqual({ scale: 640 / 2480, x: 0, y: 0 })
  })

  it('keeps the image point under the cursor where it is, and the page on the frame', () => {
    const at = { x: 400, y: 300 }
    let view = fitPage(page, frame)
    for (let step = 0; step < 6; step += 1) {
      const before = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale }
      const zoomed = zoomAt(view, 1.25, at, page, frame)
      expect(placement(zoomed)).toBe(true)
      // Once the page is wider than the frame nothing stops the point staying put.
      if (page.width * zoomed.scale > frame.width) {
        expect((at.x - zoomed.x) / zoomed.scale).toBeCloseTo(before.x)
        expect((at.y - zoomed.y) / zoomed.scale).toBeCloseTo(before.y)
      }
      view = zoomed
    }
    // Zooming out never goes past the whole page, nor in past the limit; panning never shows past the page's edge.
    expect(zoomAt(view, 0.001, at, page, frame)).toEqual(fitPage(page, frame))
    expect(zoomAt(view, 1000, at, page, frame).scale).toBe(MAX_SCALE)
    expect(placement(panBy(view, 10_000, -10_000, page, frame))).toBe(true)
    expect(panBy(view, 10_000, 0, page, frame).x).toBe(0)
  })

  it('zooms from the keys about the current line while it is in view, else about the frame’s middle', () => {
    const view = fitWidth(page, frame)
    const line = [200, 400, 2000, 80] as const
    expect(keyZoomPoint(view, [...line], frame)).toEqual({ x: 1200 * view.scale, y: 440 * view.scale })
    expect(keyZoomPoint(view, [200, 3000, 2000, 80], frame)).toEqual({ x: 320, y: 260 })
    expect(keyZoomPoint(view, undefined, frame)).toEqual({ x: 320, y: 260 })
  })

  it('leaves a line in view where it is, and brings one out of view in with its neighbours', () => {
    const view = fitWidth(page, frame)
    expect(reveal(view, [200, 400, 2000, 80], [200, 300, 2000, 280], page, frame)).toBe(view)
    // Line 25 of 30, far below the frame: moved up just enough that the line after it shows too.
    const moved = reveal(view, [200, 2900, 2000, 80], [200, 2800, 2000, 280], page, frame)
    expect(moved.scale).toBe(view.scale)
    expect(moved.y + 3080 * moved.scale).toBeCloseTo(frame.height)
    // Zoomed far in, a line wider than the frame shows from its start.
    const near = zoomAt(view, 8, { x: 0, y: 0 }, page, frame)
    const start = reveal(near, [1200, 2900, 1200, 80], [1200, 2800, 1200, 280], page, frame)
    expect(start.x + 1200 * start.scale).toBeCloseTo(0)
  })

  it('maps the viewer’s keys', () => {
    expect(viewerKey('+')).toEqual({ zoom: 1.25 })
    expect(viewerKey('-')).toEqual({ zoom: 0.8 })
    expect(viewerKey('0')).toEqual({ fit: 'page' })
    expect(viewerKey('ArrowRight')).toEqual({ pan: { x: -40, y: 0 } })
    expect(viewerKey('a')).toBeUndefined()
  })
})
