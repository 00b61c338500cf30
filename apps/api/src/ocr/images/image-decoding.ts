import sharp, { type Sharp } from 'sharp'
import { writeAtomically } from '../../files/atomic-file'
import { decodeBmpFile } from './bmp-decoding'
import { DECODE_SECONDS, refuseTooManyPixels, tooSlow } from './image-limits'
import type { ImageFormat } from './image-type'

/** Thumbnails fit in this square (CSS shows them smaller; this keeps them sharp on dense screens). */
const THUMBNAIL_SIZE = 96

/**
 * Opens an image for decoding, with its dimensions (as stored) and its EXIF orientation (1, upright, when it has
 * none). Nothing is decoded on the event loop: sharp (libvips) reads every stored format but BMP on its own threads,
 * and BMP is decoded to raw pixels on a thread of its own (decodeBmpFile). An image with more than MAX_PIXELS pixels
 * throws ImageRefused before any pixel is decoded, and so does a BMP whose pixel data breaks its format; a pipeline
 * that runs past DECODE_SECONDS is stopped; a truncated or corrupt file fails when its pixels are read.
 */
export async function openImage(
  path: string,
  format: ImageFormat,
): Promise<{ image: Sharp; width: number; height: number; orientation: number }> {
  if (format === 'bmp') {
    const { data, width, height, channels } = await decodeBmpFile(path)
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    return {
      image: sharp(pixels, { raw: { width, height, channels } }).timeout({ seconds: DECODE_SECONDS }),
      width,
      height,
      orientation: 1,
    }
  }
  // sharp's own pixel limit refuses without giving the size: the header is read without it, then checked here.
  const image = sharp(path, { failOn: 'truncated', limitInputPixels: false }).timeout({ seconds: DECODE_SECONDS })
  const { width, height, orientation = 1 } = await image.metadata()
  refuseTooManyPixels(width, height)
  return { image, width, height, orientation }
}

/** libvips stopped by sharp's timeout says "timeout: N% complete": that is a refusal, not a corrupt file. */
function refuseIfTimedOut(error: unknown): never {
  throw error instanceof Error && error.message.startsWith('timeout') ? tooSlow() : error
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
export async function decodeWithThumbnail(
  path: string,
  format: ImageFormat,
  thumbnailPath: string,
): Promise<{ width: number; height: number }> {
  const { image, width, height } = await openImage(path, format)
  // Not clone(): sharp copies a pixel buffer it clones (a BMP's) on the event loop.
  await writeAtomically(thumbnailPath, (temporary) =>
    image
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toFile(temporary),
  ).catch(refuseIfTimedOut)
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
  return image
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer()
}
