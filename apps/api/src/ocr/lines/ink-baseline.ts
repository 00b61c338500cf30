import type { LineBox, LinePoint } from '@odia-ai/contract'
import type { GrayImage } from './crops/gray-page'

/**
 * Where the body of the letters ends, as a share of the body's ink per row: below it only the signs written under the
 * letters (ୁ ୂ ୃ, subscript consonants) and the round feet of a few letters are left, far thinner than the body.
 */
const BODY_EDGE = 0.35

/** Otsu's threshold of the box's pixels: the gray level that best splits ink from paper. */
function inkLevel(page: GrayImage, [x, y, width, height]: LineBox): number {
  const histogram = new Array<number>(256).fill(0)
  for (let row = y; row < y + height; row++)
    for (let column = x; column < x + width; column++) histogram[page.data[row * page.width + column]!]!++
  const total = width * height
  const sum = histogram.reduce((acc, count, level) => acc + count * level, 0)
  let [best, level, darkCount, darkSum] = [-1, 128, 0, 0]
  for (let at = 0; at < 256; at++) {
    darkCount += histogram[at]!
    darkSum += at * histogram[at]!
    const lightCount = total - darkCount
    if (darkCount === 0 || lightCount === 0) continue
    const between = darkCount * lightCount * (darkSum / darkCount - (sum - darkSum) / lightCount) ** 2
    if (between > best) [best, level] = [between, at]
  }
  return level
}

/** Dark pixels per row of the slice `[left, right)` of the box, row 0 at its top. */
function rowInk(page: GrayImage, [, y, , height]: LineBox, left: number, right: number, level: number): number[] {
  const counts: number[] = []
  for (let row = y; row < y + height; row++) {
    let count = 0
    for (let column = left; column < right; column++) if (page.data[row * page.width + column]! <= level) count++
    counts.push(count)
  }
  return counts
}

/**
 * The row (from the box's top) where the letters' body ends: the ink per row (a horizontal projection) is averaged over
 * the body, the rows holding at least half the densest row's ink; going down from the densest row, the first row whose
 * ink drops below BODY_EDGE of that average is the baseline. Undefined for a slice with no ink.
 */
export function bodyFoot(counts: number[]): number | undefined {
  const most = Math.max(...counts)
  if (most === 0) return undefined
  const body = counts.filter((count) => count >= most / 2)
  const average = body.reduce((sum, count) => sum + count, 0) / body.length
  const peak = counts.indexOf(most)
  for (let row = peak + 1; row < counts.length; row++) if (counts[row]! < average * BODY_EDGE) return row
  return counts.length
}

/**
 * A baseline for a line known only by its box (an engine that gives boxes, as Gemini does): the foot of the letters'
 * body, found in the left and the right half of the box so a line written at a slant gets a slanted baseline, from the
 * box's left edge to its right. Undefined for a box with no ink.
 */
export function inkBaseline(page: GrayImage, box: LineBox): LinePoint[] | undefined {
  const [x, y, width, height] = box
  if (width < 2 || height < 2) return undefined
  const level = inkLevel(page, box)
  const middle = x + Math.floor(width / 2)
  const [left, right] = [
    bodyFoot(rowInk(page, box, x, middle, level)),
    bodyFoot(rowInk(page, box, middle, x + width, level)),
  ]
  if (left === undefined && right === undefined) return undefined
  const [leftFoot, rightFoot] = [left ?? right!, right ?? left!]
  // The two feet stand at the middles of their halves; the line through them is drawn from edge to edge.
  const slope = (rightFoot - leftFoot) / (width / 2)
  const at = (edge: number) =>
    Math.min(y + height, Math.max(y, Math.round(y + leftFoot + slope * (edge - (x + width / 4)))))
  return [
    [x, at(x)],
    [x + width, at(x + width)],
  ]
}
