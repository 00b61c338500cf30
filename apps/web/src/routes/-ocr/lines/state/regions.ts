import { MAX_REGIONS, type LineBox } from '@odia-ai/contract'
import type { EditableLine } from './lines-state'

/** A region as the page draws it: its number in the reading order (0 first), its lines' bounds and their numbers. */
export interface RegionExtent {
  region: number
  box: LineBox
  first: number
  last: number
}

const middle = ([, y, , height]: LineBox) => y + height / 2

/** The region numbers the lines use, in reading order. */
const regionNumbers = (lines: readonly EditableLine[]) =>
  [...new Set(lines.map((line) => line.region))].sort((a, b) => a - b)

/**
 * The lines with their regions numbered 0, 1, 2… in the order of their numbers now (no gaps), and in reading order
 * region by region, as the server stores them (a stable sort: within a region, as they were).
 */
export function inRegionOrder(lines: readonly EditableLine[]): EditableLine[] {
  const numbers = regionNumbers(lines)
  const renumbered = lines.map((line) => ({ ...line, region: numbers.indexOf(line.region) }))
  return renumbered.toSorted((a, b) => a.region - b.region)
}

/** How many regions the lines are in, once numbered without gaps. */
export const regionCount = (lines: readonly EditableLine[]): number => regionNumbers(lines).length

/** The number in reading order (0 first) of the region the line at `index` is in. */
export const regionOrderOf = (lines: readonly EditableLine[], index: number): number =>
  Math.max(0, regionNumbers(lines).indexOf(lines[index]?.region ?? 0))

/**
 * The line at `index` moved to the region read `region`th (one past the last opens a new region after it), taking its
 * place among that region's lines by where it sits on the page.
 */
export function movedToRegion(lines: readonly EditableLine[], index: number, region: number): EditableLine[] {
  const ordered = inRegionOrder(lines)
  const from = ordered.findIndex((line) => line.id === lines[index]?.id)
  const line = ordered[from]
  if (!line || line.region === region || region < 0 || region >= Math.min(regionCount(lines) + 1, MAX_REGIONS))
    return ordered
  const others = ordered.toSpliced(from, 1)
  // Before the region's first line lower on the page; past its last line, or into a new region, after the lines of
  // the regions up to it.
  const below = others.findIndex((other) => other.region === region && middle(other.box) > middle(line.box))
  const at = below >= 0 ? below : others.filter((other) => other.region <= region).length
  return inRegionOrder(others.toSpliced(at, 0, { ...line, region }))
}

/** The region read `region`th and the one after it made one, the second's lines read after the first's. */
export const mergedWithNext = (lines: readonly EditableLine[], region: number): EditableLine[] =>
  inRegionOrder(inRegionOrder(lines).map((line) => (line.region === region + 1 ? { ...line, region } : line)))

/**
 * The lines grouped into columns by where they lie across the page: lines whose widths overlap (directly or through
 * others) are one column, read top to bottom; columns are regions from left to right. A line spanning two columns
 * (a heading) joins them into one.
 */
export function splitIntoColumns(lines: readonly EditableLine[]): EditableLine[] {
  const byLeft = lines.toSorted((a, b) => a.box[0] - b.box[0])
  const columns: Array<{ right: number; lines: EditableLine[] }> = []
  for (const line of byLeft) {
    const [x, , width] = line.box
    const column = columns.at(-1)
    if (column && x < column.right) {
      column.lines.push(line)
      column.right = Math.max(column.right, x + width)
    } else columns.push({ right: x + width, lines: [line] })
  }
  return columns.flatMap((column, region) =>
    column.lines.toSorted((a, b) => middle(a.box) - middle(b.box)).map((line) => ({ ...line, region })),
  )
}

/** Each region's extent on the page (the bounds of its lines) and the numbers of its first and last lines. */
export function regionExtents(lines: readonly EditableLine[]): RegionExtent[] {
  const bounds = new Map<
    number,
    { left: number; top: number; right: number; bottom: number; first: number; last: number }
  >()
  lines.forEach(({ box: [x, y, width, height], region }, index) => {
    const seen = bounds.get(region)
    bounds.set(region, {
      left: Math.min(seen?.left ?? x, x),
      top: Math.min(seen?.top ?? y, y),
      right: Math.max(seen?.right ?? 0, x + width),
      bottom: Math.max(seen?.bottom ?? 0, y + height),
      first: seen?.first ?? index,
      last: index,
    })
  })
  return regionNumbers(lines).map((number, region) => {
    const { left, top, right, bottom, first, last } = bounds.get(number)!
    return { region, box: [left, top, right - left, bottom - top], first, last }
  })
}
