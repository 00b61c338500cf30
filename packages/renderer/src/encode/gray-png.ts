import { endianness } from 'node:os'
import { constants, crc32 } from 'node:zlib'
import { KEPT_BUFFER_BYTES, reusedDeflate } from './reused-deflate'

// Gray is read from R as the low byte of each RGBA pixel taken as one 32-bit word, which holds on little-endian
// machines only (every platform the canvas library ships for).
if (endianness() !== 'LE') throw new Error('The gray PNG encoder needs a little-endian machine.')

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const COLOR_TYPE_GRAY = 0

/**
 * Filter None and run-length deflate: on gray text lines within a few per cent of the size zlib's default level gives
 * (smaller on noisy paper), in a fraction of its time. Z_RLE deflates alike at every level.
 */
export const GRAY_PNG_DEFLATE = { level: 1, strategy: constants.Z_RLE }

const deflate = reusedDeflate(GRAY_PNG_DEFLATE)

const EMPTY = new Uint8Array(0)
/** Length, type and CRC around a chunk's data. */
const CHUNK_FRAME = 12

/** Writes one chunk into `out` at `offset` and returns the offset after it. */
function writeChunk(out: Buffer, offset: number, type: string, data: Uint8Array): number {
  out.writeUInt32BE(data.length, offset)
  out.write(type, offset + 4, 'latin1')
  out.set(data, offset + 8)
  const end = offset + 8 + data.length
  out.writeUInt32BE(crc32(out.subarray(offset + 4, end)), end)
  return end + 4
}

/**
 * One scanline buffer per thread, grown when an image needs more: a fresh one per image costs an allocation and a
 * collection. An image larger than KEPT_BUFFER_BYTES gets one of its own.
 */
let scanlineBuffer = new Uint8Array(0)
function scanlines(size: number): Uint8Array {
  if (size > KEPT_BUFFER_BYTES) return new Uint8Array(size)
  if (scanlineBuffer.length < size)
    scanlineBuffer = new Uint8Array(Math.min(KEPT_BUFFER_BYTES, Math.max(size, scanlineBuffer.length * 2)))
  return scanlineBuffer.subarray(0, size)
}

interface Size {
  width: number
  height: number
}

const HEADER_LENGTH = 13
/** Bytes 16–25 of the file: IHDR's width, height, bit depth and colour type. */
const HEADER_AT = SIGNATURE.length + 8

/**
 * The PNG file of an 8-bit grayscale image, given its scanlines (each a filter byte and `width` gray bytes) deflated
 * with zlib, in one buffer: a buffer per chunk and their concatenation cost four more allocations an image.
 */
export function grayPng({ width, height }: Size, compressed: Uint8Array): Buffer {
  const header = Buffer.alloc(HEADER_LENGTH)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = COLOR_TYPE_GRAY
  const png = Buffer.allocUnsafe(SIGNATURE.length + 3 * CHUNK_FRAME + HEADER_LENGTH + compressed.length)
  let offset = SIGNATURE.copy(png, 0)
  offset = writeChunk(png, offset, 'IHDR', header)
  offset = writeChunk(png, offset, 'IDAT', compressed)
  writeChunk(png, offset, 'IEND', EMPTY)
  return png
}

/**
 * Whether `bytes` are a whole, undamaged 8-bit grayscale PNG of `size`: the signature, that header first, every
 * chunk's CRC right and IEND last, at the very end. It reads no pixel (zlib's CRC runs at gigabytes a second), yet a
 * file cut short or with any byte changed fails.
 */
export function isWholeGrayPng(bytes: Buffer, { width, height }: Size): boolean {
  if (bytes.length < HEADER_AT + HEADER_LENGTH || !bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return false
  if (
    bytes.toString('latin1', HEADER_AT - 4, HEADER_AT) !== 'IHDR' ||
    bytes.readUInt32BE(HEADER_AT - 8) !== HEADER_LENGTH
  )
    return false
  if (bytes.readUInt32BE(HEADER_AT) !== width || bytes.readUInt32BE(HEADER_AT + 4) !== height) return false
  if (bytes[HEADER_AT + 8] !== 8 || bytes[HEADER_AT + 9] !== COLOR_TYPE_GRAY) return false
  for (let offset = SIGNATURE.length; offset + CHUNK_FRAME <= bytes.length;) {
    const end = offset + CHUNK_FRAME + bytes.readUInt32BE(offset)
    if (end > bytes.length || crc32(bytes.subarray(offset + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return end === bytes.length
    offset = end
  }
  return false
}

interface Region extends Size {
  x: number
  y: number
}

/**
 * An 8-bit grayscale PNG of an image whose pixels outside `region` are `background` and inside are RGBA pixels (gray:
 * R = G = B, read from R), given row by row (`add`), so that a large image's pixels need not be read back at once:
 * faster than Skia's RGBA PNG, and smaller.
 */
export class GrayPngRows {
  private readonly raw: Uint8Array
  private readonly stride: number

  constructor(
    private readonly size: Size,
    private readonly region: Region,
    private readonly background: number,
  ) {
    const { width, height } = size
    this.stride = width + 1
    this.raw = scanlines(this.stride * height)
    for (let y = 0; y < height; y++) {
      const row = y * this.stride
      this.raw[row] = 0 // filter: None
      const inside = y >= region.y && y < region.y + region.height
      if (!inside) this.raw.fill(background, row + 1, row + this.stride)
    }
  }

  /** The region's rows from `regionRow` on: RGBA, whole rows of the region. */
  add(pixels: Uint8Array | Uint8ClampedArray, regionRow: number): void {
    const { raw, stride, region, background } = this
    const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4)
    for (let at = 0; at < words.length / region.width; at++) {
      const start = (region.y + regionRow + at) * stride + 1 + region.x
      const end = start + region.width
      raw.fill(background, start - region.x, start)
      // Storing 32-bit words into bytes keeps each word's low byte, R: the engine's own conversion loop, not a JS one.
      raw.set(words.subarray(at * region.width, (at + 1) * region.width), start)
      raw.fill(background, end, start - region.x + this.size.width)
    }
  }

  png(): Buffer {
    return grayPng(this.size, deflate(this.raw))
  }
}

/** The PNG of an image whose pixels outside `region` are `background` and inside are the RGBA `pixels` (see GrayPngRows). */
export function encodeGrayPng(
  pixels: Uint8Array | Uint8ClampedArray,
  size: Size,
  region: Region,
  background: number,
): Buffer {
  const rows = new GrayPngRows(size, region, background)
  rows.add(pixels, 0)
  return rows.png()
}

/**
 * The PNG of rectangle `rect` of an 8-bit gray image (`gray`, `stride` pixels a row). With `span`, only the pixels of
 * each row in [from, to) are copied (a polygon's inside) and the rest are `background`.
 */
export function encodeGrayRect(
  gray: Uint8Array,
  stride: number,
  rect: Region,
  background: number,
  span?: (y: number) => [number, number],
): Buffer {
  const rowLength = rect.width + 1
  const raw = scanlines(rowLength * rect.height)
  for (let y = 0; y < rect.height; y++) {
    const row = y * rowLength
    raw[row] = 0 // filter: None
    const [from, to] = span
      ? span(rect.y + y).map((x) => Math.min(rect.width, Math.max(0, x - rect.x)))
      : [0, rect.width]
    raw.fill(background, row + 1, row + rowLength)
    const start = (rect.y + y) * stride + rect.x
    if (to! > from!) raw.set(gray.subarray(start + from!, start + to!), row + 1 + from!)
  }
  return grayPng(rect, deflate(raw))
}
