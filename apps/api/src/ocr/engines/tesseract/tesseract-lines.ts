import { MAX_REGIONS, type LinePoint } from '@odia-ai/contract'
import { cleanTranscription } from '../clean-transcription'
import type { FoundLine } from '../ocr-engine'
import type { PageBlocks } from './tesseract-pool'
import { pixelBox, type Edges, type ImageSize } from '../pixel-box'
import { readingOrder } from './reading-order'

/**
 * Pages are read at most this many pixels on their longer side, an A4 page at 200 dpi: Tesseract's time grows with
 * the pixels, and it reads print of book sizes as well at 200 dpi as at 300.
 */
const READ_MAX_SIDE = 2339

/** The size a page is read at: as it is, or scaled down to `READ_MAX_SIDE`. */
export function readingSize({ width, height }: ImageSize): ImageSize {
  const scale = Math.min(1, READ_MAX_SIDE / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** A point of the levelled page (turned by `radians` about its centre, same size) on the page as it was read. */
function turnPointBack(x: number, y: number, radians: number, { width, height }: ImageSize): { x: number; y: number } {
  if (radians === 0) return { x, y }
  const [cos, sin] = [Math.cos(-radians), Math.sin(-radians)]
  const [dx, dy] = [x - width / 2, y - height / 2]
  return { x: width / 2 + dx * cos - dy * sin, y: height / 2 + dx * sin + dy * cos }
}

/**
 * A box of the levelled page as edges on the page as it was read: its corners turned back, and the upright box around
 * them.
 */
function turnBack({ x0, y0, x1, y1 }: Edges, radians: number, size: ImageSize): Edges {
  if (radians === 0) return { x0, y0, x1, y1 }
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => turnPointBack(x!, y!, radians, size))
  const xs = corners.map(({ x }) => x)
  const ys = corners.map(({ y }) => y)
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }
}

/**
 * The text lines of a page Tesseract read at size `read`, in reading order (blocks in column order, each block's lines
 * as Tesseract found them, top to bottom), with boxes and baselines in the pixels of the image the user sees (`shown`):
 * on a page Tesseract levelled first, the upright box around the line as scanned and its baseline turned back. Each
 * block is a region, numbered in reading order. Lines without text are left out.
 */
export function linesOfPage({ blocks, rotateRadians }: PageBlocks, read: ImageSize, shown: ImageSize): FoundLine[] {
  const [toX, toY] = [shown.width / read.width, shown.height / read.height]
  const shownPoint = (x: number, y: number): LinePoint => {
    const turned = turnPointBack(x, y, rotateRadians, read)
    return [
      Math.min(shown.width, Math.max(0, Math.round(turned.x * toX))),
      Math.min(shown.height, Math.max(0, Math.round(turned.y * toY))),
    ]
  }
  return readingOrder(blocks, (block) => block.bbox).flatMap((block, region) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line): FoundLine[] => {
        const text = cleanTranscription(line.text)
        if (!text) return []
        const { x0, y0, x1, y1 } = turnBack(line.bbox, rotateRadians, read)
        const { baseline } = line
        return [
          {
            box: pixelBox({ x0: x0 * toX, y0: y0 * toY, x1: x1 * toX, y1: y1 * toY }, shown),
            // Tesseract's baseline runs across the whole line: from its box's left edge to its right.
            ...(baseline && baseline.x1 > baseline.x0
              ? { baseline: [shownPoint(baseline.x0, baseline.y0), shownPoint(baseline.x1, baseline.y1)] }
              : {}),
            region: Math.min(region, MAX_REGIONS - 1),
            text,
          },
        ]
      }),
    ),
  )
}
