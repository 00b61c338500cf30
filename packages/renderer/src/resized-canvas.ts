import type { Canvas } from '@napi-rs/canvas'

/** `canvas` cleared and at the given size (setting the size resets the pixels and the context's state). */
export function resized(canvas: Canvas, width: number, height: number): Canvas {
  canvas.width = width
  canvas.height = height
  return canvas
}
