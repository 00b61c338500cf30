import type { LineBox, LinePoint } from './ocr-lines'

/** The smallest box holding the points, at least 1 pixel each way and inside an image of `width` × `height`. */
export function boundingBox(points: readonly LinePoint[], width: number, height: number): LineBox {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const [x, y] of points) {
    ;[left, top] = [Math.min(left, x), Math.min(top, y)]
    ;[right, bottom] = [Math.max(right, x), Math.max(bottom, y)]
  }
  const x = Math.min(left, width - 1)
  const y = Math.min(top, height - 1)
  return [x, y, Math.max(1, Math.min(width, right) - x), Math.max(1, Math.min(height, bottom) - y)]
}

/** The first point past the image's right or bottom edge (a point on the edge is inside), if any. */
export const pointOutside = (points: readonly LinePoint[], width: number, height: number): LinePoint | undefined =>
  points.find(([x, y]) => x > width || y > height)

/** The box's corners clockwise from the top left: the outline of a line that has no other. */
export const boxCorners = ([x, y, width, height]: LineBox): LinePoint[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
]
