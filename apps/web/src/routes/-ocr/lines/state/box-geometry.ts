import type { LineBox } from '@odia-ai/contract'

/** An image's size in pixels. */
export interface ImageSize {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

/** The edges a resize drags: any of n, s, e, w (a corner is two of them, e.g. `se`). */
export type Edges = string

/** The smallest side a box may have, in image pixels: smaller is a slip of the hand, not a line. */
export const MIN_SIDE = 4

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The box in whole pixels, at least `MIN_SIDE` on each side and wholly inside the image (as the server requires). */
export function clampBox([x, y, width, height]: LineBox, image: ImageSize): LineBox {
  const w = clamp(Math.round(width), Math.min(MIN_SIDE, image.width), image.width)
  const h = clamp(Math.round(height), Math.min(MIN_SIDE, image.height), image.height)
  return [clamp(Math.round(x), 0, image.width - w), clamp(Math.round(y), 0, image.height - h), w, h]
}

/** The box moved by (dx, dy) image pixels, keeping its size and stopping at the image's edges. */
export const moveBox = ([x, y, width, height]: LineBox, dx: number, dy: number, image: ImageSize): LineBox =>
  clampBox([x + dx, y + dy, width, height], image)

/** The box with the named edges dragged by (dx, dy); an edge stops at the image's border and `MIN_SIDE` short of its opposite. */
export function resizeBox(
  [x, y, width, height]: LineBox,
  edges: Edges,
  dx: number,
  dy: number,
  image: ImageSize,
): LineBox {
  let [left, top, right, bottom] = [x, y, x + width, y + height]
  if (edges.includes('w')) left = clamp(left + dx, 0, right - MIN_SIDE)
  if (edges.includes('e')) right = clamp(right + dx, left + MIN_SIDE, image.width)
  if (edges.includes('n')) top = clamp(top + dy, 0, bottom - MIN_SIDE)
  if (edges.includes('s')) bottom = clamp(bottom + dy, top + MIN_SIDE, image.height)
  const [l, t] = [Math.round(left), Math.round(top)]
  return clampBox([l, t, Math.round(right) - l, Math.round(bottom) - t], image)
}

/** The box spanned by dragging from `a` to `b`, cut to the image; undefined when it is too small to be a line (a click). */
export function boxBetween(a: Point, b: Point, image: ImageSize): LineBox | undefined {
  const left = Math.round(clamp(Math.min(a.x, b.x), 0, image.width))
  const right = Math.round(clamp(Math.max(a.x, b.x), 0, image.width))
  const top = Math.round(clamp(Math.min(a.y, b.y), 0, image.height))
  const bottom = Math.round(clamp(Math.max(a.y, b.y), 0, image.height))
  if (right - left < MIN_SIDE || bottom - top < MIN_SIDE) return undefined
  return [left, top, right - left, bottom - top]
}

const middle = ([, y, , height]: LineBox) => y + height / 2
const sideBySide = ([x, , width]: LineBox, [ox, , owidth]: LineBox) => x < ox + owidth && ox < x + width

/**
 * Where a new box goes in the reading order: after the last line of its column (the lines it shares some width
 * with) that lies above it, else before the first of them below it, else at the end. So a missed line lands
 * between its neighbours, also in the second of two columns.
 */
export function readingPosition(boxes: readonly LineBox[], box: LineBox): number {
  const column = boxes.map((other, index) => ({ other, index })).filter(({ other }) => sideBySide(other, box))
  const above = column.filter(({ other }) => middle(other) <= middle(box)).at(-1)
  if (above) return above.index + 1
  const below = column.find(({ other }) => middle(other) > middle(box))
  return below ? below.index : boxes.length
}

/**
 * The region a new box placed at `at` in the reading order joins: that of the line before it when they share a column,
 * else that of the line after it, else the last region. So a line drawn in the second column is read with it.
 */
export function regionAt(lines: ReadonlyArray<{ box: LineBox; region: number }>, at: number, box: LineBox): number {
  const before = lines[at - 1]
  if (before && sideBySide(before.box, box)) return before.region
  return lines[at]?.region ?? before?.region ?? 0
}
