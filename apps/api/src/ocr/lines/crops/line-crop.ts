import { promisify } from 'node:util'
import { deflate } from 'node:zlib'
import { GRAY_PNG_DEFLATE, grayPng, type PixelRect } from '@odia-ai/renderer'
import type { GrayImage } from './gray-page'

// The crop's rectangle (a line's box and its margin) is the renderer's, which cuts synthetic pages' line crops alike.
export { cropMargin, cropRect, lineCropRect, type PixelRect } from '@odia-ai/renderer'

const deflateAsync = promisify(deflate)

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
