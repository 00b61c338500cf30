/** A line's box in page pixels: left, top, width, height. */
export type PixelBox = readonly [number, number, number, number]

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

export const cropMargin = (box: PixelBox): number => Math.max(MIN_MARGIN, Math.round(box[3] * MARGIN_OF_HEIGHT))

/** The box grown by `margin` on every side, clamped to the image. */
export function cropRect(
  [x, y, width, height]: PixelBox,
  margin: number,
  imageWidth: number,
  imageHeight: number,
): PixelRect {
  const left = Math.max(0, x - margin)
  const top = Math.max(0, y - margin)
  const right = Math.min(imageWidth, x + width + margin)
  const bottom = Math.min(imageHeight, y + height + margin)
  if (right <= left || bottom <= top)
    throw new RangeError(
      `The box [${x}, ${y}, ${width}, ${height}] lies outside the ${imageWidth}×${imageHeight} image.`,
    )
  return { left, top, width: right - left, height: bottom - top }
}

/** The pixels a line's crop holds on a `width` × `height` page: its box and the margin, clamped to the page. */
export const lineCropRect = (box: PixelBox, width: number, height: number): PixelRect =>
  cropRect(box, cropMargin(box), width, height)
