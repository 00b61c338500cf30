import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type * as JpegTurbo from '@julusian/jpeg-turbo'
import type { Sharp } from 'sharp'
import { openImage } from '../../images/image-decoding'
import type { ImageFormat } from '../../images/image-type'

// A CommonJS addon whose exports are copied at load time, which ES module imports cannot see.
const jpegTurbo = createRequire(import.meta.url)('@julusian/jpeg-turbo') as typeof JpegTurbo

/** A page's pixels as 8-bit gray, one byte a pixel, row after row: decoded once, cut into every line's crop. */
export interface GrayImage {
  data: Buffer
  width: number
  height: number
}

/** Decodes an image to gray pixels: transparency is flattened onto white (paper), colour dropped. */
export async function decodeGray(image: Sharp): Promise<GrayImage> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .grayscale()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * A stored page's pixels as gray, as they are stored (no EXIF rotation). A JPEG's gray is its own luma plane, which
 * libjpeg-turbo decodes (fast IDCT) without converting or even upsampling the colour planes: about 4× faster than
 * sharp's colour decode and grayscale, and within a few gray levels of it on a scan. A JPEG libjpeg-turbo refuses
 * (CMYK) and every other format go through sharp.
 */
export async function decodePage(path: string, format: ImageFormat): Promise<GrayImage> {
  if (format === 'jpeg') {
    const decoded = await jpegTurbo
      .decompress(await readFile(path), { format: jpegTurbo.FORMAT_GRAY })
      .catch(() => undefined)
    if (decoded) return { data: decoded.data, width: decoded.width, height: decoded.height }
  }
  return decodeGray((await openImage(path, format)).image)
}
