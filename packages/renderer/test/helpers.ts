import { createCanvas, loadImage } from '@napi-rs/canvas'
import { loadStyleSet, type StyleSet } from '../src/index'

let set: StyleSet | undefined
/** The bundled catalog with coverage, loaded once per test file. */
export const styleSet = (): StyleSet => (set ??= loadStyleSet())

/** Decodes an encoded image into gray levels (the red channel), row by row. */
export async function decodeGray(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; gray: (x: number, y: number) => number }> {
  const image = await loadImage(Buffer.from(bytes))
  const canvas = createCanvas(image.width, image.height)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, 0, 0)
  const { data } = ctx.getImageData(0, 0, image.width, image.height)
  return { width: image.width, height: image.height, gray: (x, y) => data[(y * image.width + x) * 4]! }
}
