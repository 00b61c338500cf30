import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import {
  DATASET_FILE_EXTENSIONS,
  DATASET_FILE_FORMATS,
  formatBytes,
  type DatasetFileFormat,
  type DatasetUpload,
} from '@odia-ai/contract'
import { AppError, badRequest } from '../../errors'
import { formatOfName } from './formats'

export interface UploadedDataset {
  file: string
  format: DatasetFileFormat
}

/** How long an uploaded file is kept for generate requests to name it: a working day and then some. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000

/**
 * Dataset files sent from the page, kept under `DATA_DIR/synthetic-uploads` as `<id>.<format>` for generate requests
 * that name their id. A file is written to a hidden name and renamed once whole, so a cut-off upload leaves nothing.
 * Files older than UPLOAD_KEPT_MS are removed at start and with each new upload, so uploads never fill the disk.
 */
export class DatasetUploads {
  constructor(
    private readonly folder: string,
    /** Largest file kept; the upload route reads no more of a part than this. */
    readonly maxBytes: number,
  ) {}

  /** Removes the files uploaded more than UPLOAD_KEPT_MS before `now` (and anything a crash left half-written then). */
  async removeExpired(now = Date.now()): Promise<void> {
    const names = await readdir(this.folder).catch(() => [])
    for (const name of names) {
      const file = join(this.folder, name)
      const uploaded = await stat(file).then(
        (stats) => stats.mtimeMs,
        () => now,
      )
      if (now - uploaded > UPLOAD_KEPT_MS) await rm(file, { force: true })
    }
  }

  async store(part: MultipartFile): Promise<DatasetUpload> {
    const fileName = (part.filename || '').normalize('NFC')
    const format = formatOfName(fileName)
    if (!format) {
      part.file.resume()
      throw badRequest(
        'UNSUPPORTED_DATASET_FILE',
        `"${fileName}" is not a dataset file the generator reads: choose a ${DATASET_FILE_EXTENSIONS.join(', ')} file.`,
      )
    }
    const id = randomBytes(16).toString('hex')
    await this.removeExpired()
    await mkdir(this.folder, { recursive: true })
    const partial = join(this.folder, `.${id}.partial`)
    try {
      await pipeline(part.file, createWriteStream(partial))
      if (part.file.truncated)
        throw new AppError(
          413,
          'DATASET_FILE_TOO_LARGE',
          `${fileName} is larger than the ${formatBytes(this.maxBytes)} limit for a dataset file.`,
        )
      await rename(partial, join(this.folder, `${id}.${format}`))
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
    return { upload_id: id, file_name: fileName, format, bytes: part.file.bytesRead }
  }

  /** The uploaded file with this id; 404 when there is none (never uploaded, or sent to another server). */
  async find(id: string): Promise<UploadedDataset> {
    for (const format of Object.keys(DATASET_FILE_FORMATS) as DatasetFileFormat[]) {
      const file = join(this.folder, `${id}.${format}`)
      if (
        await access(file).then(
          () => true,
          () => false,
        )
      )
        return { file, format }
    }
    throw new AppError(
      404,
      'UPLOAD_NOT_FOUND',
      'The uploaded dataset file is not on the server any more: choose the file again.',
    )
  }
}
