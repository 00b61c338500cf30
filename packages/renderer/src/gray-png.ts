import { constants, crc32, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const COLOR_TYPE_GRAY = 0

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

/** One scanline buffer per thread, grown when an image needs more: a fresh one per image costs an allocation and a collection. */
let scanlineBuffer = Buffer.allocUnsafeSlow(0)
function scanlines(size: number): Buffer {
  if (scanlineBuffer.length < size) scanlineBuffer = Buffer.allocUnsafeSlow(Math.max(size, scanlineBuffer.length * 2))
  return scanlineBuffer.subarray(0, size)
}

/**
 * An 8-bit grayscale PNG of an RGBA buffer whose pixels are gray (R = G = B): filter None, deflate with
 * Z_RLE, 3–4× faster than Skia's RGBA PNG and half the size.
 */
export function encodeGrayPng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Buffer {
  const stride = width + 1
  const raw = scanlines(stride * height)
  for (let y = 0; y < height; y++) {
    let source = y * width * 4
    const end = (y + 1) * stride
    raw[y * stride] = 0 // filter: None
    for (let target = y * stride + 1; target < end; target++, source += 4) raw[target] = rgba[source]!
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = COLOR_TYPE_GRAY
  const pixels = deflateSync(raw, { level: 1, strategy: constants.Z_RLE })
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}
