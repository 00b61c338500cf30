import { boundingBox, boxCorners, type LineBox, type LinePoint } from '@odia-ai/contract'
import type { EditableLine } from './lines-state'

/** The points of a line as they move with its box: each keeps its place relative to the box (a move, or a resize). */
export function reshaped(line: EditableLine, box: LineBox): EditableLine {
  const [x, y, width, height] = line.box
  const [nx, ny, nwidth, nheight] = box
  const map = (points: LinePoint[] | undefined) =>
    points?.map(([px, py]): LinePoint => [
      Math.round(nx + ((px - x) * nwidth) / width),
      Math.round(ny + ((py - y) * nheight) / height),
    ])
  const [polygon, baseline] = [map(line.polygon), map(line.baseline)]
  return { ...line, box, ...(polygon ? { polygon } : {}), ...(baseline ? { baseline } : {}) }
}

/** The line with a new outline or baseline (whole pixels); with an outline, its box becomes the outline's bounds. */
export function withShape(
  line: EditableLine,
  { polygon, baseline }: { polygon?: LinePoint[]; baseline?: LinePoint[] },
): EditableLine {
  const whole = (points: LinePoint[]) => points.map(([x, y]): LinePoint => [Math.round(x), Math.round(y)])
  const next = { ...line }
  if (polygon) {
    next.polygon = whole(polygon)
    next.box = boundingBox(next.polygon, Infinity, Infinity)
  }
  if (baseline) next.baseline = whole(baseline)
  return next
}

/** The line's outline: its own, else its box's corners clockwise from the top left. */
export const outlineOf = (line: Pick<EditableLine, 'box' | 'polygon'>): LinePoint[] =>
  line.polygon ?? boxCorners(line.box)
