import type { Canvas } from '@napi-rs/canvas'

/** The most two neighbouring keystone strips may differ in height, px: strips land on whole pixels, so each edge then steps by one pixel at most. */
const KEYSTONE_STEP = 0.5

/**
 * How many vertical strips a keystone of `amount` needs on a page of this size: enough that neighbours differ by
 * at most KEYSTONE_STEP px in height, and no strip narrower than a pixel.
 */
export function keystoneStrips(amount: number, width: number, height: number): number {
  return Math.max(1, Math.min(width, Math.ceil((Math.abs(amount) * height) / KEYSTONE_STEP)))
}

/**
 * A page seen slightly from the side, drawn onto `target`: vertical strips squeezed about the middle line, linearly
 * from one edge to the other (squeezing only, so the ink never leaves the image); the uncovered bands are `paper`.
 */
export function keystone(source: Canvas, target: Canvas, amount: number, paper: string): Canvas {
  const { width, height } = resized(target, source.width, source.height)
  const ctx = target.getContext('2d')
  ctx.fillStyle = paper
  ctx.fillRect(0, 0, width, height)
  const strips = keystoneStrips(amount, width, height)
  for (let strip = 0; strip < strips; strip++) {
    const x = Math.floor((strip * width) / strips)
    const stripWidth = Math.floor(((strip + 1) * width) / strips) - x
    const along = (strip + 0.5) / strips
    const squeeze = 1 - Math.abs(amount) * (amount > 0 ? along : 1 - along)
    const stripHeight = height * squeeze
    ctx.drawImage(source, x, 0, stripWidth, height, x, (height - stripHeight) / 2, stripWidth, stripHeight)
  }
  return target
}

/** A scan at a lower resolution: shrink onto `small`, then scale back up with smoothing. */
export function resample(canvas: Canvas, small: Canvas, scale: number): void {
  resized(small, Math.max(1, Math.round(canvas.width * scale)), Math.max(1, Math.round(canvas.height * scale)))
  small.getContext('2d').drawImage(canvas, 0, 0, small.width, small.height)
  const ctx = canvas.getContext('2d')
  ctx.clearRect(0, 0, canvas.width, canvas.height)
  ctx.drawImage(small, 0, 0, canvas.width, canvas.height)
}

/** `canvas` cleared and at the given size (setting the size resets the pixels and the context's state). */
export function resized(canvas: Canvas, width: number, height: number): Canvas {
  canvas.width = width
  canvas.height = height
  return canvas
}
