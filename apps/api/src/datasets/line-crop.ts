import { promisify } from 'node:util'
import { deflate } from 'node:zlib'
import type { LineBox } from '@odia-ai/contract'
import { GRAY_PNG_DEFLATE, grayPng } from '@odia-ai/renderer'
import type { GrayImage } from './gray-page'

const deflateAsync = promisify(deflate)

/** A rectangle of the image in pixels. */
export interface PixelRect {
  left: number
  top: number
  width: number
  height: number
}

/**
 * Every side of a crop gets a tenth of the line's height (at least 2 px): room for a vowel sign or subscript the box
 * cut close, and the white border Tesseract and kraken expect around a line.
 */
const MARGIN_OF_HEIGHT = 0.1
const MIN_MARGIN = 2

export const cropMargin = (box: LineBox): number => Math.max(MIN_MARGIN, Math.round(box[3] * MARGIN_OF_HEIGHT))

/** The box grown by `margin` on every side, clamped to the image. */
export function cropRect([x, y, width, height]: LineBox, margin: number, imageWidth: number, imageHeight: number): PixelRect {
  const left = Math.max(0, x - margin)
  const top = Math.max(0, y - margin)
  const right = Math.min(imageWidth, x + width + margin)
  const bottom = Math.min(imageHeight, y + height + margin)
  if (right <= left || bottom <= top) throw new RangeError(`The box [${x}, ${y}, ${width}, ${height}] lies outside the ${imageWidth}×${imageHeight} image.`)
  return { left, top, width: right - left, height: bottom - top }
}

/** The pixels a line's crop holds on a `width` × `height` page: its box and the margin, clamped to the page. */
export const lineCropRect = (box: LineBox, width: number, height: number): PixelRect => cropRect(box, cropMargin(box), width, height)

/**
 * A line's crop, the rectangle of the page, as a grayscale PNG. Its rows are copied out of the page's pixels as they
 * are and deflated on libuv's threads, so the crops of a page are encoded in parallel while the event loop goes on.
 */
export async function cropLine(page: GrayImage, { left, top, width, height }: PixelRect): Promise<Buffer> {
  const stride = width + 1
  // Zero-filled: each row's first byte is its filter, None.
  const rows = Buffer.alloc(stride * height)
  for (let row = 0; row < height; row++) {
    const start = (top + row) * page.width + left
    page.data.copy(rows, row * stride + 1, start, start + width)
  }
  return grayPng({ width, height }, await deflateAsync(rows, GRAY_PNG_DEFLATE))
}
