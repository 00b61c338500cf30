import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { formatBytes } from '@odia-ai/contract'
import { AppError } from '../../errors'
import { decodeWithThumbnail, uprightCopy } from './image-decoding'
import { ImageRefused } from './image-limits'
import type { ImageRepository } from '../storage/image-repository'
import { detectImageFormat, MIME_TYPES, SIGNATURE_BYTES, type ImageFormat } from './image-type'
import { thumbnailFile, type OcrPaths } from '../storage/ocr-paths'
import { moveWithoutReplacing } from '../../files/move-without-replacing'
import { numberedName, safeFileName, windowsRefuses } from '../../files/safe-file-name'

export type UploadResult = { stored: string } | { rejected: { file_name: string; message: string; statusCode: number } }

/** A file being received is written under a hidden name in the upload folder, and renamed into place once kept. */
const PART_FILE = /^\.upload-.+\.part$/

interface Received {
  path: string
  bytes: number
  sha256: string
  head: Buffer
  truncated: boolean
}

/** Stores uploaded images one file at a time, streaming each to disk (only a photo turned upright is held in memory). */
export class ImageUploads {
  /** Aborted, with the reason to answer, when the project is deleted: see `close`. */
  private readonly stopped = new AbortController()
  private readonly storing = new Set<Promise<UploadResult>>()

  constructor(
    private readonly paths: OcrPaths,
    private readonly images: ImageRepository,
    /** The largest accepted file: one image, or one CSV to import. */
    readonly maxBytes: number,
  ) {}

  /**
   * Removes the part files of uploads that a stopped server left behind (killed mid-upload). Run at start-up, before
   * any upload: the server owns its upload folder, as it owns its database.
   */
  async removeUnfinished(): Promise<void> {
    const names = await readdir(this.paths.uploads)
    await Promise.all(
      names.filter((name) => PART_FILE.test(name)).map((name) => rm(join(this.paths.uploads, name), { force: true })),
    )
  }

  /** Stores one file of an upload, or says why it is refused; throws the reason `close` was given once it was called. */
  async store(part: MultipartFile): Promise<UploadResult> {
    this.stopped.signal.throwIfAborted()
    const storing = this.storeFile(part)
    this.storing.add(storing)
    try {
      return await storing
    } finally {
      this.storing.delete(storing)
    }
  }

  /**
   * For a project being deleted, in the same turn as its rows go: the file being received is cut off and removed, and
   * every later one is refused, each throwing `reason`. Resolves once no file is being stored, so the project's folder
   * can go without a file landing in it after.
   */
  async close(reason: Error): Promise<void> {
    this.stopped.abort(reason)
    await Promise.allSettled(this.storing)
  }

  private async storeFile(part: MultipartFile): Promise<UploadResult> {
    const name = safeFileName(part.filename || 'image')
    const received = await this.receive(part).catch(() => {
      this.stopped.signal.throwIfAborted()
      throw new AppError(
        400,
        'UPLOAD_INCOMPLETE',
        `${name} did not arrive completely (the upload was cut off); upload it again.`,
      )
    })
    try {
      return await this.keep(received, name, part.filename)
    } finally {
      // However the upload ended, its part file goes: renamed into place, or removed here.
      await rm(received.path, { force: true })
    }
  }

  /** Checks the received file and moves it into place under a free name, or says why it is refused. */
  private async keep(received: Received, name: string, originalName: string): Promise<UploadResult> {
    const reject = (statusCode: number, message: string): UploadResult => ({
      rejected: { file_name: name, message, statusCode },
    })
    if (windowsRefuses(name)) {
      return reject(
        400,
        `${name} is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM0–9, LPT0–9) or cannot end a name with (a dot or a space): rename the file and upload it again.`,
      )
    }
    if (received.truncated) return reject(413, `${name} is larger than the ${formatBytes(this.maxBytes)} upload limit.`)
    if (received.bytes === 0) return reject(400, `${name} is empty.`)
    const format = detectImageFormat(received.head)
    if (!format) return reject(415, `${name} is not an image: upload PNG, JPEG, WebP, GIF, BMP or TIFF files.`)

    let dimensions: { width: number; height: number }
    try {
      await this.turnUpright(received, format)
      dimensions = await decodeWithThumbnail(received.path, format, thumbnailFile(this.paths, received.sha256))
    } catch (error) {
      if (error instanceof ImageRefused) return reject(error.statusCode, `${name} ${error.reason}.`)
      return reject(400, `${name} could not be read as an image: the file is truncated or corrupt.`)
    }

    // Choosing the name, moving the file in and recording it run without a pause, so two uploads cannot pick the same
    // name and a project deleted meanwhile (rows first, in one turn with `close`) gets nothing. A name is taken in any
    // letter case, by a stored image or by any file on disk.
    this.stopped.signal.throwIfAborted()
    for (let number = 1; ; number += 1) {
      const candidate = number === 1 ? name : numberedName(name, number)
      const namesakes = this.images.namesakes(candidate)
      const same = namesakes.find((image) => image.sha256 === received.sha256)
      if (same) return { stored: same.file_name }
      if (namesakes.length > 0 || !moveWithoutReplacing(received.path, join(this.paths.uploads, candidate))) continue
      this.images.insert({
        file_name: candidate,
        original_name: originalName.normalize('NFC'),
        sha256: received.sha256,
        mime_type: MIME_TYPES[format],
        byte_size: received.bytes,
        ...dimensions,
      })
      return { stored: candidate }
    }
  }

  /**
   * A photo stored sideways (EXIF orientation) is kept upright, as the browser shows it: the engines, line boxes, crops
   * and exports then all see the pixels the person sees. The upright copy is a new part file that replaces the
   * received one (a new name: libvips caches what it read by file name).
   */
  private async turnUpright(received: Received, format: ImageFormat): Promise<void> {
    const upright = await uprightCopy(received.path, format)
    if (!upright) return
    const path = this.partFile()
    await writeFile(path, upright)
    await rm(received.path, { force: true })
    received.path = path
    received.bytes = upright.length
    received.sha256 = createHash('sha256').update(upright).digest('hex')
  }

  /** A new hidden name for a file being received (removed at start-up if a stopped server left it). */
  private partFile(): string {
    return join(this.paths.uploads, `.upload-${randomUUID()}.part`)
  }

  /** Streams the part to a hidden temporary file in the upload folder, hashing and measuring it on the way. */
  private async receive(part: MultipartFile): Promise<Received> {
    const path = this.partFile()
    const hash = createHash('sha256')
    let bytes = 0
    let head = Buffer.alloc(0)
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk)
        bytes += chunk.length
        if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES)])
        callback(null, chunk)
      },
    })
    try {
      await pipeline(part.file, measure, createWriteStream(path), { signal: this.stopped.signal })
    } catch (error) {
      await rm(path, { force: true })
      throw error
    }
    return { path, bytes, sha256: hash.digest('hex'), head, truncated: part.file.truncated }
  }
}
