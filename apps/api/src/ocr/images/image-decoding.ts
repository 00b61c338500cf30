import { readFile } from 'node:fs/promises'
import { decode as decodeBmp } from 'bmp-ts'
import sharp, { type Sharp } from 'sharp'
import { writeAtomically } from './atomic-file'
import type { ImageFormat } from './image-type'

/** Thumbnails fit in this square (CSS shows them smaller; this keeps them sharp on dense screens). */
const THUMBNAIL_SIZE = 96

/** The most pixels an image may have: sharp's own default, 16383 × 16383 (about 1 GB decoded). */
export const MAX_PIXELS = 0x3fff * 0x3fff

/** An image whose header gives more than MAX_PIXELS pixels, refused before its pixels are decoded. */
export class TooManyPixels extends Error {
  constructor(width: number, height: number) {
    super(`has too many pixels (${width} × ${height}; the limit is ${MAX_PIXELS.toLocaleString('en-US')} pixels)`)
  }
}

function refuseTooManyPixels(width: number, height: number): void {
  if (width * height > MAX_PIXELS) throw new TooManyPixels(width, height)
}

/**
 * Opens an image for decoding, with its dimensions (as stored) and its EXIF orientation (1, upright, when it has
 * none). sharp (libvips) reads every stored format but BMP, which bmp-ts decodes to raw pixels first. An image with
 * more than MAX_PIXELS pixels throws TooManyPixels before any pixel is decoded; a truncated or corrupt file fails when
 * its pixels are read.
 */
export async function openImage(path: string, format: ImageFormat): Promise<{ image: Sharp; width: number; height: number; orientation: number }> {
  if (format === 'bmp') {
    const bytes = await readFile(path)
    // bmp-ts allocates the pixels its header promises (width and height at bytes 18 and 22): check them first.
    refuseTooManyPixels(bytes.readUInt32LE(18), Math.abs(bytes.readInt32LE(22)))
    const { data, width, height } = decodeBmp(bytes, { toRGBA: true })
    return { image: sharp(data, { raw: { width, height, channels: 4 } }), width, height, orientation: 1 }
  }
  // sharp's own pixel limit refuses without giving the size: the header is read without it, then checked here.
  const image = sharp(path, { failOn: 'truncated', limitInputPixels: false })
  const { width, height, orientation = 1 } = await image.metadata()
  refuseTooManyPixels(width, height)
  return { image, width, height, orientation }
}

/** How an upright copy is encoded: in the image's own format, lossless where the format allows it. */
const UPRIGHT_ENCODING: Partial<Record<ImageFormat, (image: Sharp) => Sharp>> = {
  png: (image) => image.png(),
  jpeg: (image) => image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }),
  webp: (image) => image.webp({ lossless: true, exact: true }),
  tiff: (image) => image.tiff({ compression: 'lzw' }),
}

/**
 * The image turned upright, when it is stored sideways or mirrored with an EXIF orientation (as phone cameras write):
 * its pixels as a browser shows them, in its own format, with no orientation left. Undefined for an upright image.
 */
export async function uprightCopy(path: string, format: ImageFormat): Promise<Buffer | undefined> {
  const encode = UPRIGHT_ENCODING[format]
  if (!encode) return undefined
  const { image, orientation } = await openImage(path, format)
  return orientation === 1 ? undefined : encode(image.rotate()).toBuffer()
}

/** Decodes the whole image (proving it is complete), writes its thumbnail, and answers its dimensions. */
export async function decodeWithThumbnail(path: string, format: ImageFormat, thumbnailPath: string): Promise<{ width: number; height: number }> {
  const { image, width, height } = await openImage(path, format)
  await writeAtomically(thumbnailPath, (temporary) =>
    image.clone().rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 70 }).toFile(temporary),
  )
  return { width, height }
}

/** A PNG copy of the image (for formats a browser or Gemini does not take). */
export async function writePngCopy(path: string, format: ImageFormat, destination: string): Promise<void> {
  const { image } = await openImage(path, format)
  await writeAtomically(destination, (temporary) => image.png().toFile(temporary))
}

export async function encodePng(path: string, format: ImageFormat): Promise<Buffer> {
  return (await openImage(path, format)).image.png().toBuffer()
}

/** A high-quality JPEG no larger than `maxSide` pixels on its longer side (for an image too big to send as it is). */
export async function encodeJpeg(path: string, format: ImageFormat, maxSide: number): Promise<Buffer> {
  const { image } = await openImage(path, format)
  return image.rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }).toBuffer()
}
