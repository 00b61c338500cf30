import type { PixelRect } from './line-crop-rect'
import type { Point } from './page-task'

/** `points` turned by `degrees` (clockwise on screen, as the canvas turns) about `centre`. */
export function rotated(points: Point[], degrees: number, [cx, cy]: Point): Point[] {
  const angle = (degrees * Math.PI) / 180
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  return points.map(([x, y]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos])
}

/** A rectangle's corners clockwise from the top left. */
export const corners = (left: number, top: number, width: number, height: number): Point[] => [
  [left, top],
  [left + width, top],
  [left + width, top + height],
  [left, top + height],
]

/** Points on whole pixels, inside a `width` × `height` image. */
export const onPage = (points: Point[], width: number, height: number): Point[] =>
  points.map(([x, y]) => [Math.min(width, Math.max(0, Math.round(x))), Math.min(height, Math.max(0, Math.round(y)))])

/** The smallest whole-pixel rectangle holding the points (at least 1 px each way). */
export function boundingRect(points: Point[]): PixelRect {
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const left = Math.floor(Math.min(...xs))
  const top = Math.floor(Math.min(...ys))
  return {
    left,
    top,
    width: Math.max(1, Math.ceil(Math.max(...xs)) - left),
    height: Math.max(1, Math.ceil(Math.max(...ys)) - top),
  }
}

/**
 * The pixels of row `y` whose centres lie inside the convex polygon, as [from, to) (empty when from ≥ to): where the
 * row's centre line crosses the polygon's edges.
 */
export function rowSpan(polygon: Point[], y: number): [number, number] {
  const centre = y + 0.5
  let from = Number.POSITIVE_INFINITY
  let to = Number.NEGATIVE_INFINITY
  polygon.forEach(([x1, y1], index) => {
    const [x2, y2] = polygon[(index + 1) % polygon.length]!
    if ((centre < y1 && centre < y2) || (centre > y1 && centre > y2) || y1 === y2) return
    const x = x1 + ((centre - y1) / (y2 - y1)) * (x2 - x1)
    from = Math.min(from, x)
    to = Math.max(to, x)
  })
  return [Math.ceil(from - 0.5), Math.floor(to - 0.5) + 1]
}
