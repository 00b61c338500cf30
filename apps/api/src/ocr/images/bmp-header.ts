import { ImageRefused, refuseTooManyPixels } from './image-limits'

/** How a BMP's pixels are stored: plain rows, run-length encoded (8 or 4 bits a pixel), or rows of masked channels. */
export type BmpEncoding = 'rows' | 'rle8' | 'rle4' | 'bitfields'

/** Where a 16- or 32-bit pixel keeps each channel. */
export interface ChannelMasks {
  red: number
  green: number
  blue: number
  /** 0: the image has no alpha. */
  alpha: number
}

/** What a BMP's headers say about its pixels, checked before any of them is read. */
export interface BmpLayout {
  width: number
  height: number
  /** Rows stored top row first (a negative height in the header), not BMP's usual bottom row first. */
  topDown: boolean
  bitsPerPixel: number
  encoding: BmpEncoding
  /** A paletted image's colours, three bytes (red, green, blue) each; empty above 8 bits a pixel. */
  palette: Uint8Array
  masks: ChannelMasks
  /** Where the pixels start in the file. */
  pixelsAt: number
  /** The channels the decoded pixels get: 1 (every colour of the palette gray), 3, or 4 (with alpha). */
  channels: 1 | 3 | 4
}

/** The header sizes read: BITMAPINFOHEADER and its V2 to V5 extensions. */
const HEADER_SIZES = [40, 52, 56, 108, 124]
const ENCODINGS: Record<number, BmpEncoding> = { 0: 'rows', 1: 'rle8', 2: 'rle4', 3: 'bitfields', 6: 'bitfields' }
const BITS: Record<BmpEncoding, number[]> = { rows: [1, 4, 8, 16, 24, 32], rle8: [8], rle4: [4], bitfields: [16, 32] }
/** A 16-bit pixel without masks is 5 bits a channel; a 32-bit one is blue, green, red and an unused byte. */
const DEFAULT_MASKS: Record<number, ChannelMasks> = {
  16: { red: 0x7c00, green: 0x03e0, blue: 0x001f, alpha: 0 },
  32: { red: 0x00ff0000, green: 0x0000ff00, blue: 0x000000ff, alpha: 0 },
}
const NO_MASKS: ChannelMasks = { red: 0, green: 0, blue: 0, alpha: 0 }

/** A BMP that breaks its own format, refused with what is wrong ("… is not a valid BMP: its palette is cut short"). */
export const invalidBmp = (what: string) => new ImageRefused(400, `is not a valid BMP: ${what}`)

/**
 * Reads and checks a BMP's headers and palette: a size within MAX_PIXELS, a bit depth its encoding allows, and every
 * header byte present. Throws ImageRefused saying what is wrong.
 */
export function readBmpHeader(bytes: Uint8Array): BmpLayout {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const need = (end: number, what: string) => {
    if (bytes.length < end) throw invalidBmp(`its ${what} is cut short`)
  }
  need(18, 'header')
  const headerSize = view.getUint32(14, true)
  if (!HEADER_SIZES.includes(headerSize))
    throw invalidBmp(`its header of ${headerSize} bytes is not one this server reads (40, 52, 56, 108 or 124 bytes)`)
  need(14 + headerSize, 'header')

  const width = view.getInt32(18, true)
  const storedHeight = view.getInt32(22, true)
  if (width < 1 || storedHeight === 0 || storedHeight === -0x80000000)
    throw invalidBmp(`its size (${width} × ${storedHeight}) holds no pixels`)
  const height = Math.abs(storedHeight)
  refuseTooManyPixels(width, height)

  const bitsPerPixel = view.getUint16(28, true)
  const compression = view.getUint32(30, true)
  const encoding = ENCODINGS[compression]
  if (!encoding) throw invalidBmp(`its compression (${compression}) is not one this server reads`)
  if (!BITS[encoding].includes(bitsPerPixel))
    throw invalidBmp(`${bitsPerPixel} bits a pixel do not go with its compression (${compression})`)

  // Masks follow a 40-byte header (three, or four with alpha); longer headers hold them.
  const maskCount = compression === 6 || headerSize >= 56 ? 4 : 3
  let masks = DEFAULT_MASKS[bitsPerPixel] ?? NO_MASKS
  if (encoding === 'bitfields') {
    need(54 + maskCount * 4, 'colour masks')
    const mask = (index: number) => (index < maskCount ? view.getUint32(54 + index * 4, true) : 0)
    masks = { red: mask(0), green: mask(1), blue: mask(2), alpha: mask(3) }
  }

  const paletteAt = 14 + headerSize + (headerSize === 40 && encoding === 'bitfields' ? maskCount * 4 : 0)
  const pixelsAt = view.getUint32(10, true)
  if (pixelsAt >= bytes.length) throw invalidBmp('it holds no pixels')
  // A count of 0 means as many colours as the bits can name: as many as fit before the pixels.
  const fitting = Math.max(0, Math.floor((pixelsAt - paletteAt) / 4))
  const colours = bitsPerPixel <= 8 ? view.getUint32(46, true) || Math.min(2 ** bitsPerPixel, fitting) : 0
  if (colours > 2 ** bitsPerPixel)
    throw invalidBmp(`its palette of ${colours} colours is more than ${bitsPerPixel} bits a pixel can name`)
  need(paletteAt + colours * 4, 'palette')
  const palette = new Uint8Array(colours * 3)
  for (let index = 0; index < colours; index += 1) {
    // Stored blue, green, red and an unused byte.
    const at = paletteAt + index * 4
    palette.set([bytes[at + 2]!, bytes[at + 1]!, bytes[at]!], index * 3)
  }

  return {
    width,
    height,
    topDown: storedHeight < 0,
    bitsPerPixel,
    encoding,
    palette,
    masks,
    pixelsAt,
    channels: channelsOf(palette, masks),
  }
}

function channelsOf(palette: Uint8Array, masks: ChannelMasks): 1 | 3 | 4 {
  if (masks.alpha !== 0) return 4
  if (palette.length === 0) return 3
  for (let at = 0; at < palette.length; at += 3)
    if (palette[at] !== palette[at + 1] || palette[at] !== palette[at + 2]) return 3
  return 1
}
