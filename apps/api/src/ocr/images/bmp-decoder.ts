import { invalidBmp, readBmpHeader, type BmpLayout } from './bmp-header'
import { walkRle } from './bmp-rle'
import { ImageRefused, MAX_PIXELS } from './image-limits'

/** Pixels as sharp takes them raw: rows top to bottom, `channels` bytes a pixel (gray, RGB or RGBA). */
export interface DecodedImage {
  data: Uint8Array
  width: number
  height: number
  channels: 1 | 3 | 4
}

/** The most memory a BMP decodes into: one byte for each pixel MAX_PIXELS allows (a gray page; colour takes three). */
export const MAX_DECODED_BYTES = MAX_PIXELS

const megabytes = (bytes: number) => `${Math.ceil(bytes / 2 ** 20).toLocaleString('en-US')} MB`

/**
 * Decodes a BMP strictly: every header field and pixel checked, and the whole pixel stream checked before the memory
 * for its pixels is taken, which is bounded by MAX_DECODED_BYTES. Reads 1-, 4- and 8-bit paletted rows, RLE8 and
 * RLE4, 16-, 24- and 32-bit rows and bit fields. Throws ImageRefused saying what is wrong.
 */
export function decodeBmp(bytes: Uint8Array): DecodedImage {
  const layout = readBmpHeader(bytes)
  const { width, height, channels } = layout
  const size = width * height * channels
  if (size > MAX_DECODED_BYTES) {
    throw new ImageRefused(
      413,
      `would take ${megabytes(size)} of memory decoded; a BMP may take at most ${megabytes(MAX_DECODED_BYTES)}`,
    )
  }
  const rle = layout.encoding === 'rle8' || layout.encoding === 'rle4'
  if (rle) walkRle(bytes, layout)
  else checkRowsPresent(bytes, layout)

  const data = new Uint8Array(size)
  const outputRow = (row: number) => (layout.topDown ? row : height - 1 - row)
  if (rle)
    walkRle(bytes, layout, (row, x, index) => putColour(data, layout, (outputRow(row) * width + x) * channels, index))
  else decodeRows(bytes, layout, data, outputRow)
  return { data, width, height, channels }
}

/** Bytes of one stored row: its pixels padded to a multiple of four. */
const rowBytes = ({ width, bitsPerPixel }: BmpLayout) => Math.ceil((width * bitsPerPixel) / 32) * 4

function checkRowsPresent(bytes: Uint8Array, layout: BmpLayout): void {
  // The last row's padding may be left out.
  const needed = rowBytes(layout) * (layout.height - 1) + Math.ceil((layout.width * layout.bitsPerPixel) / 8)
  const held = bytes.length - layout.pixelsAt
  if (held < needed)
    throw invalidBmp(
      `its pixels are cut short (${held.toLocaleString('en-US')} of ${needed.toLocaleString('en-US')} bytes)`,
    )
}

function putColour(data: Uint8Array, { palette, channels }: BmpLayout, at: number, index: number): void {
  if (channels === 1) {
    data[at] = palette[index * 3]!
    return
  }
  data[at] = palette[index * 3]!
  data[at + 1] = palette[index * 3 + 1]!
  data[at + 2] = palette[index * 3 + 2]!
}

/** Reads one channel of a 16- or 32-bit pixel through its mask, scaled to 0–255. */
function channelOf(mask: number): (pixel: number) => number {
  if (mask === 0) return () => 0
  const shift = 31 - Math.clz32(mask & -mask)
  const top = mask >>> shift
  return (pixel) => Math.round((((pixel & mask) >>> shift) * 255) / top)
}

function decodeRows(bytes: Uint8Array, layout: BmpLayout, data: Uint8Array, outputRow: (row: number) => number): void {
  const { width, height, bitsPerPixel, channels, masks, pixelsAt } = layout
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const stride = rowBytes(layout)
  const colours = layout.palette.length / 3
  const [red, green, blue, alpha] = [masks.red, masks.green, masks.blue, masks.alpha].map(channelOf) as Array<
    (pixel: number) => number
  >
  let opaque = true
  for (let row = 0; row < height; row += 1) {
    const from = pixelsAt + row * stride
    let at = outputRow(row) * width * channels
    for (let x = 0; x < width; x += 1, at += channels) {
      if (bitsPerPixel <= 8) {
        const bit = x * bitsPerPixel
        const index = (bytes[from + (bit >> 3)]! >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1)
        if (index >= colours)
          throw invalidBmp(`a pixel of row ${row + 1} names colour ${index} of a palette of ${colours}`)
        putColour(data, layout, at, index)
      } else if (bitsPerPixel === 24) {
        const pixel = from + x * 3
        data[at] = bytes[pixel + 2]!
        data[at + 1] = bytes[pixel + 1]!
        data[at + 2] = bytes[pixel]!
      } else {
        const pixel = bitsPerPixel === 16 ? view.getUint16(from + x * 2, true) : view.getUint32(from + x * 4, true)
        data[at] = red!(pixel)
        data[at + 1] = green!(pixel)
        data[at + 2] = blue!(pixel)
        if (channels === 4) {
          data[at + 3] = alpha!(pixel)
          if (data[at + 3] !== 0) opaque = false
        }
      }
    }
  }
  // An alpha mask over nothing but zeros is a writer that left alpha unset: the image is opaque, as browsers show it.
  if (channels === 4 && opaque) for (let at = 3; at < data.length; at += 4) data[at] = 255
}
