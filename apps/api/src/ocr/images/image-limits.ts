import { AppError } from '../../errors'

/** The most pixels an image may have: sharp's own default, 16383 × 16383 (about 1 GB decoded in colour). */
export const MAX_PIXELS = 0x3fff * 0x3fff

/** How long one image may take to decode (sharp's pipeline or the BMP decoder's thread) before it is stopped. */
export const DECODE_SECONDS = 30

/**
 * An image the server will not decode, and why. `reason` follows the file's name in an upload's answer
 * ("scan.bmp has too many pixels …"); any other request answers "This image …".
 */
export class ImageRefused extends AppError {
  constructor(
    statusCode: number,
    readonly reason: string,
  ) {
    super(statusCode, 'IMAGE_REFUSED', `This image ${reason}.`)
  }
}

/** Refuses, before any pixel is decoded, an image whose header gives more than MAX_PIXELS pixels. */
export function refuseTooManyPixels(width: number, height: number): void {
  if (width * height > MAX_PIXELS) {
    throw new ImageRefused(
      413,
      `has too many pixels (${width} × ${height}; the limit is ${MAX_PIXELS.toLocaleString('en-US')} pixels)`,
    )
  }
}

/** An image whose decoding was stopped after `seconds`. */
export const tooSlow = (seconds = DECODE_SECONDS) => new ImageRefused(413, `took longer than ${seconds} s to decode`)
