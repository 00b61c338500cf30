import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { notFound } from '../../errors'
import { decodeWithThumbnail, encodeJpeg, encodePng, writePngCopy } from './image-decoding'
import type { ImageRepository, StoredImage } from '../storage/image-repository'
import { formatOfMime, type ImageFormat } from './image-type'
import { displayFile, thumbnailFile, type OcrPaths } from '../storage/ocr-paths'

export interface ServedFile {
  path: string
  mimeType: string
  /** Strong validator: the bytes of a stored name never change. */
  etag: string
}

/** Formats every browser shows as they are; the others are served as a PNG copy. */
const BROWSER_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp', 'gif', 'bmp']
/** Formats Gemini accepts as they are; the others are sent as PNG. */
const GEMINI_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp']
/** Above this, the base64 request would pass Gemini's 20 MB limit; such an image is sent as a smaller JPEG. */
export const GEMINI_MAX_IMAGE_BYTES = 14 * 1024 * 1024
const GEMINI_MAX_SIDE = 4096

/** Finds stored images and the files to serve or send for them, making cached variants on demand. */
export class ImageFiles {
  constructor(
    private readonly paths: OcrPaths,
    private readonly images: ImageRepository,
    private readonly geminiMaxBytes = GEMINI_MAX_IMAGE_BYTES,
  ) {}

  exists(name: string): boolean {
    return this.images.find(name) !== undefined
  }

  /** The stored image, or a 404 saying so. Names were validated as plain base names by the route schema. */
  find(name: string): StoredImage & { format: ImageFormat; path: string } {
    const image = this.images.find(name)
    const format = image && formatOfMime(image.mime_type)
    if (!image || !format) throw notFound('IMAGE_NOT_FOUND', `No stored image named ${name}: upload it first.`)
    return { ...image, format, path: join(this.paths.uploads, image.file_name) }
  }

  async forDisplay(name: string): Promise<ServedFile> {
    const image = this.find(name)
    if (BROWSER_FORMATS.includes(image.format))
      return { path: image.path, mimeType: image.mime_type, etag: image.sha256 }
    const copy = displayFile(this.paths, image.sha256)
    if (!existsSync(copy)) await writePngCopy(image.path, image.format, copy)
    return { path: copy, mimeType: 'image/png', etag: `${image.sha256}-png` }
  }

  async thumbnail(name: string): Promise<ServedFile> {
    const image = this.find(name)
    const thumbnail = thumbnailFile(this.paths, image.sha256)
    if (!existsSync(thumbnail)) await decodeWithThumbnail(image.path, image.format, thumbnail)
    return { path: thumbnail, mimeType: 'image/webp', etag: `${image.sha256}-thumb` }
  }

  /** The bytes an OCR engine reads: in a format Gemini accepts, small enough for one Gemini request (Tesseract takes the same). */
  async forOcr(name: string): Promise<{ bytes: Buffer; mimeType: string }> {
    const image = this.find(name)
    if (GEMINI_FORMATS.includes(image.format) && image.byte_size <= this.geminiMaxBytes) {
      return { bytes: await readFile(image.path), mimeType: image.mime_type }
    }
    const png = image.byte_size <= this.geminiMaxBytes ? await encodePng(image.path, image.format) : undefined
    if (png && png.length <= this.geminiMaxBytes) return { bytes: png, mimeType: 'image/png' }
    return { bytes: await encodeJpeg(image.path, image.format, GEMINI_MAX_SIDE), mimeType: 'image/jpeg' }
  }
}
