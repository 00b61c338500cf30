import type { RenderedImage, RenderTask } from './line-task'

/**
 * The most pixels a line image has: a render worker holds 8 bytes a pixel while it makes an ultra-realistic line, so
 * 40 million keep a job under 600 MB. 500 characters of Odia prose at 128 px reach it only tilted by more than 2°
 * (≈ 29,000 × 1,700 px at 3°); a larger line (500 wide signs, a long line at a fixed height) is drawn smaller, to fit.
 */
export const MAX_LINE_PIXELS = 40_000_000

/** The pool's workers take turns with lines at least this large (see PixelBudget). */
export const LARGE_LINE_PIXELS = 2_000_000

/**
 * A thread keeps the canvas and scan buffers of a line up to this large for the next line, and hands a larger one's
 * back as soon as it is encoded: kept, a large line's would hold 8 bytes a pixel beside the next worker's line; handed
 * back after every line of 2 million pixels, 500-character lines at 48 px took far more CPU.
 */
export const KEPT_LINE_PIXELS = 4_000_000

/** Pixels read back from a canvas at a time: the canvas library keeps each read until the thread's event loop turns. */
export const READ_BAND_PIXELS = 1 << 20

/** The first row of each band of at most READ_BAND_PIXELS that a `width` × `height` image is read back in, and its rows. */
export function* readBands(width: number, height: number): Generator<{ y: number; rows: number }> {
  const rows = Math.max(1, Math.floor(READ_BAND_PIXELS / width))
  for (let y = 0; y < height; y += rows) yield { y, rows: Math.min(rows, height - y) }
}

/**
 * What drawing a batch gives, step by step (LineRenderer.drawBatch): an image's size before it is drawn, a pause
 * between the bands a large one is read back in (a worker lets its event loop turn there: see READ_BAND_PIXELS), and
 * each image, saying whether its buffers were let go (a full collection frees them: see KEPT_LINE_PIXELS).
 */
export type DrawStep =
  { kind: 'begin'; pixels: number } | { kind: 'pause' } | { kind: 'image'; image: RenderedImage; letGo: boolean }

export const PAUSE: DrawStep = { kind: 'pause' }

/** `scale`, or the largest below it whose frame keeps within MAX_LINE_PIXELS, and `maxWidth` wide. */
export function fittedScale(
  scale: number,
  frame: (scale: number) => { width: number; height: number },
  maxWidth = Number.POSITIVE_INFINITY,
): number {
  const over = (at: number) => {
    const { width, height } = frame(at)
    return Math.max((width * height) / MAX_LINE_PIXELS, width / maxWidth)
  }
  let fitted = scale
  for (let ratio = over(fitted); ratio > 1; ratio = over(fitted)) fitted *= Math.min(0.999, 1 / Math.sqrt(ratio))
  return fitted
}

/** An Odia code point's width, em, about: most lines are 0.35–0.45 em a code point. */
const EM_PER_CHARACTER = 0.45
/** An ink box's height with its padding, em, about. */
const EM_LINE_HEIGHT = 1.8

/** About how many pixels `task` makes, before its text is measured: what a batch is sized by (see RenderPool). */
export function estimatedPixels({ text, variant, height }: RenderTask): number {
  const [width, lineHeight] = [(text.length * EM_PER_CHARACTER + 1) * variant.size, EM_LINE_HEIGHT * variant.size]
  const sin = Math.abs(Math.sin(((variant.look?.rotation ?? 0) * Math.PI) / 180))
  const down = lineHeight + width * sin
  const pixels = height ? (width * height * height) / down : width * down
  return Math.min(MAX_LINE_PIXELS, pixels)
}
