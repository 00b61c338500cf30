import { readFile } from 'node:fs/promises'
import { decode as decodeBmp } from 'bmp-ts'
import sharp, { type Sharp } from 'sharp'
import { writeAtomically } from './atomic-file'
import type { ImageFormat } from './image-type'

/** Thumbnails fit in this square (CSS shows them smaller; this keeps them sharp on dense screens). */
const THUMBNAIL_SIZE = 96

/**
 * Opens an image for decoding. sharp (libvips) reads every stored format but BMP, which bmp-ts decodes
 * to raw pixels first. A truncated or corrupt file fails when its pixels are read.
 */
export async function openImage(path: string, format: ImageFormat): Promise<Sharp> {
  if (format !== 'bmp') return sharp(path, { failOn: 'truncated' })
  const bitmap = decodeBmp(await readFile(path), { toRGBA: true })
  return sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
}

/** Decodes the whole image (proving it is complete), writes its thumbnail, and answers its dimensions. */
export async function decodeWithThumbnail(path: string, format: ImageFormat, thumbnailPath: string): Promise<{ width: number; height: number }> {
  const image = await openImage(path, format)
  const { width, height } = await image.metadata()
  await writeAtomically(thumbnailPath, (temporary) =>
    image.clone().rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 70 }).toFile(temporary),
  )
  return { width, height }
}

/** A PNG copy of the image (for formats a browser or Gemini does not take). */
export async function writePngCopy(path: string, format: ImageFormat, destination: string): Promise<void> {
  const image = await openImage(path, format)
  await writeAtomically(destination, (temporary) => image.png().toFile(temporary))
}

export async function encodePng(path: string, format: ImageFormat): Promise<Buffer> {
  return (await openImage(path, format)).png().toBuffer()
}

/** A high-quality JPEG no larger than `maxSide` pixels on its longer side (for an image too big to send as it is). */
export async function encodeJpeg(path: string, format: ImageFormat, maxSide: number): Promise<Buffer> {
  const image = await openImage(path, format)
  return image.rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }).toBuffer()
}
