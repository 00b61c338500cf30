import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { access, mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { DATASET_FILE_EXTENSIONS, DATASET_FILE_FORMATS, formatBytes, type DatasetFileFormat, type DatasetUpload } from '@odia-ai/contract'
import { AppError, badRequest } from '../../errors'
import { formatOfName } from './formats'

export interface UploadedDataset {
  file: string
  format: DatasetFileFormat
}

/**
 * Dataset files sent from the page, kept under `DATA_DIR/synthetic-uploads` as `<id>.<format>` for generate requests
 * that name their id. A file is written to a hidden name and renamed once whole, so a cut-off upload leaves nothing.
 */
export class DatasetUploads {
  constructor(
    private readonly folder: string,
    /** Largest file kept; the upload route reads no more of a part than this. */
    readonly maxBytes: number,
  ) {}

  async store(part: MultipartFile): Promise<DatasetUpload> {
    const fileName = (part.filename || '').normalize('NFC')
    const format = formatOfName(fileName)
    if (!format) {
      part.file.resume()
      throw badRequest('UNSUPPORTED_DATASET_FILE', `"${fileName}" is not a dataset file the generator reads: choose a ${DATASET_FILE_EXTENSIONS.join(', ')} file.`)
    }
    const id = randomBytes(16).toString('hex')
    await mkdir(this.folder, { recursive: true })
    const partial = join(this.folder, `.${id}.partial`)
    try {
      await pipeline(part.file, createWriteStream(partial))
      if (part.file.truncated) throw new AppError(413, 'DATASET_FILE_TOO_LARGE', `${fileName} is larger than the ${formatBytes(this.maxBytes)} limit for a dataset file.`)
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
      if (await access(file).then(() => true, () => false)) return { file, format }
    }
    throw new AppError(404, 'UPLOAD_NOT_FOUND', 'The uploaded dataset file is not on the server any more: choose the file again.')
  }
}
