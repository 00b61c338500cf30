import type { LinePoint } from '@odia-ai/contract'
import type { GrayImage } from './gray-page'
import type { PixelRect } from './line-crop'

const PAPER = 255

/** Whether (x, y) lies inside the polygon (even-odd rule). */
function inside(x: number, y: number, polygon: readonly LinePoint[]): boolean {
  let within = false
  for (let at = 0, before = polygon.length - 1; at < polygon.length; before = at++) {
    const [ax, ay] = polygon[at]!
    const [bx, by] = polygon[before]!
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) within = !within
  }
  return within
}

/** The squared distance from (x, y) to the segment from a to b. */
function squaredDistance(x: number, y: number, [ax, ay]: LinePoint, [bx, by]: LinePoint): number {
  const [dx, dy] = [bx - ax, by - ay]
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length))
  return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2
}

/** Whether (x, y) lies within `padding` pixels of the polygon's outline. */
function near(x: number, y: number, polygon: readonly LinePoint[], padding: number): boolean {
  const reach = padding * padding
  for (let at = 0, before = polygon.length - 1; at < polygon.length; before = at++)
    if (squaredDistance(x, y, polygon[before]!, polygon[at]!) <= reach) return true
  return false
}

/**
 * The rectangle of the page with every pixel outside the line's outline, grown by `padding` pixels, made paper white:
 * a turned or curved line's crop holds no part of its neighbours, and the padding keeps the signs written below the
 * letters (ଙ୍ଗ, ସ୍ଟ୍ରା) that reach past a tight outline. Pixel centres are tested.
 */
export function maskedRect(
  page: GrayImage,
  rect: PixelRect,
  polygon: readonly LinePoint[],
  padding: number,
): GrayImage {
  const { left, top, width, height } = rect
  const data = Buffer.alloc(width * height, PAPER)
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const [x, y] = [left + column + 0.5, top + row + 0.5]
      if (inside(x, y, polygon) || (padding > 0 && near(x, y, polygon, padding)))
        data[row * width + column] = page.data[(top + row) * page.width + left + column]!
    }
  }
  return { data, width, height }
}
