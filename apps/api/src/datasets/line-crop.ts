import type { LineBox } from '@odia-ai/contract'
import sharp, { type Sharp } from 'sharp'

/** A page's pixels as 8-bit gray, one byte a pixel, row after row: decoded once, cut into every line's crop. */
export interface GrayImage {
  data: Buffer
  width: number
  height: number
}

/** A rectangle of the image in pixels, as sharp's `extract` takes it. */
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

/** zlib level 3: nearly the size of the default 6 on gray line crops, in far less time (encoding crops is most of an export). */
const PNG_LEVEL = 3

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

/** Decodes a page once to gray pixels: transparency is flattened onto white (paper), colour dropped. */
export async function decodeGray(image: Sharp): Promise<GrayImage> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .grayscale()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The line's crop, its box plus `margin` on every side (clamped to the page), as a grayscale PNG. */
export function cropLine(page: GrayImage, box: LineBox, margin: number): Promise<Buffer> {
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract(cropRect(box, margin, page.width, page.height))
    // sharp would write one-channel input as RGB.
    .toColourspace('b-w')
    .png({ compressionLevel: PNG_LEVEL })
    .toBuffer()
}
