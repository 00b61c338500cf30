import { createRequire } from 'node:module'
import type * as JpegTurbo from '@julusian/jpeg-turbo'

// A CommonJS addon whose exports are copied at load time, which ES module imports cannot see.
const jpegTurbo = createRequire(import.meta.url)('@julusian/jpeg-turbo') as typeof JpegTurbo

/** Bytes the encoder needs for a `width` × `height` 4:2:0 JPEG at worst (≈ 3 a pixel): its output room. */
export const jpegBound = (width: number, height: number): number =>
  jpegTurbo.bufferSize({ width, height, subsampling: jpegTurbo.SAMP_420 })

/**
 * RGBA pixels as a 4:2:0 JPEG by libjpeg-turbo's SIMD encoder: a fraction of the instructions of the canvas
 * library's own `encodeSync('jpeg')`, and as large at the same quality. The pixels must be opaque: JPEG has no alpha.
 * The encoder writes into `room` (jpegBound bytes, reused: left to it, it takes that much anew for each image), and
 * the JPEG is copied out.
 */
export function encodeJpeg(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  quality: number,
  room: Buffer,
): Buffer {
  const options = { format: jpegTurbo.FORMAT_RGBA, subsampling: jpegTurbo.SAMP_420, width, height, quality }
  return Buffer.from(
    jpegTurbo.compressSync(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), room, options),
  )
}

/** An 8-bit gray image (one byte a pixel, row after row) as a gray JPEG. */
export function encodeGrayJpeg(gray: Uint8Array, width: number, height: number, quality: number): Buffer {
  return jpegTurbo.compressSync(Buffer.from(gray.buffer, gray.byteOffset, width * height), {
    format: jpegTurbo.FORMAT_GRAY,
    subsampling: jpegTurbo.SAMP_GRAY,
    width,
    height,
    quality,
  })
}
