import type { LineBox } from '@odia-ai/contract'
import sharp from 'sharp'
import type { FindLinesOptions, OcrImage } from './ocr-engine'

/** A rectangle by its edges, in pixels (fractional): left, top, right, bottom. */
export interface Edges {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface ImageSize {
  width: number
  height: number
}

/** The size boxes are given in: the image the user sees (the bytes' own size unless the caller says otherwise). */
export async function boxSpace(image: OcrImage, options: FindLinesOptions): Promise<ImageSize> {
  if (options.imageSize) return options.imageSize
  const { width, height } = await sharp(image.bytes).metadata()
  return { width, height }
}

/** Edges in pixels (fractional, possibly past the border) as a whole-pixel box that lies inside an image of `size`. */
export function pixelBox({ x0, y0, x1, y1 }: Edges, size: ImageSize): LineBox {
  const x = Math.min(size.width - 1, Math.max(0, Math.floor(x0)))
  const y = Math.min(size.height - 1, Math.max(0, Math.floor(y0)))
  const right = Math.min(size.width, Math.ceil(x1))
  const bottom = Math.min(size.height, Math.ceil(y1))
  return [x, y, Math.max(1, right - x), Math.max(1, bottom - y)]
}
