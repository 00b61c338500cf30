import type { LineBox, LinePoint } from '@odia-ai/contract'

/** The most points one outline may have: a line's polygon has tens to hundreds, a glyph's a handful. */
export const MAX_OUTLINE_POINTS = 10_000

export type Point = [number, number]

/** The points of a `points="x,y x,y …"` attribute; undefined when they cannot be read, `too many` past MAX_OUTLINE_POINTS. */
export function parsePoints(points: string): Point[] | 'too many' | undefined {
  const pairs = points.trim().split(/\s+/)
  if (pairs.length > MAX_OUTLINE_POINTS) return 'too many'
  const parsed: Point[] = []
  for (const pair of pairs) {
    const point = pair.split(',').map(Number)
    if (point.length !== 2 || !point.every(Number.isFinite)) return undefined
    parsed.push(point as Point)
  }
  return parsed
}

/**
 * The bounding box of an outline, clamped to the image (at least 1 px each way), and whether it had to be; `outside`
 * for an outline that misses the image altogether.
 */
export const boundingBox = (
  points: Point[],
  width: number,
  height: number,
): { box: LineBox; clamped: boolean } | 'outside' => {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity]
  for (const [x, y] of points)
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)]
  if (maxX < 0 || maxY < 0 || minX >= width || minY >= height) return 'outside'
  const left = Math.min(Math.max(0, Math.floor(minX)), width - 1)
  const top = Math.min(Math.max(0, Math.floor(minY)), height - 1)
  const right = Math.min(width, Math.ceil(maxX))
  const bottom = Math.min(height, Math.ceil(maxY))
  return {
    box: [left, top, Math.max(1, right - left), Math.max(1, bottom - top)],
    clamped: minX < 0 || minY < 0 || maxX > width || maxY > height,
  }
}

/** The points in whole pixels inside the page, repeats dropped, thinned evenly to `most` (the first and last kept). */
export function pagePoints(points: Point[], width: number, height: number, most: number): LinePoint[] {
  const clamp = (value: number, high: number) => Math.min(high, Math.max(0, Math.round(value)))
  const whole = points
    .map(([x, y]): LinePoint => [clamp(x, width), clamp(y, height)])
    .filter((point, at, all) => at === 0 || point[0] !== all[at - 1]![0] || point[1] !== all[at - 1]![1])
  if (whole.length <= most) return whole
  return Array.from({ length: most }, (_, at) => whole[Math.round((at * (whole.length - 1)) / (most - 1))]!)
}

/** Whether an outline is just its box's four corners (the outline of a line that has no other). */
export const isBoxOutline = (points: LinePoint[], [x, y, width, height]: LineBox): boolean =>
  points.length === 4 &&
  points.every(([px, py]) => (px === x || px === x + width) && (py === y || py === y + height)) &&
  new Set(points.map(([px, py]) => `${px},${py}`)).size === 4
