import { mkdirSync } from 'node:fs'
import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { AnnotationRepository } from '../ocr/annotation-repository'
import { ImageFiles } from '../ocr/image-files'
import { ImageRepository } from '../ocr/image-repository'
import { ImageUploads } from '../ocr/image-uploads'
import { ImageLines } from '../ocr/lines/image-lines'
import { LineRepository } from '../ocr/lines/line-repository'
import { OcrBatches } from '../ocr/ocr-batches'
import type { OcrSettings } from '../ocr/ocr-engines'
import { ocrPaths } from '../ocr/ocr-paths'
import { TesseractPool } from '../ocr/tesseract-pool'

export interface OcrServices {
  images: ImageRepository
  annotations: AnnotationRepository
  uploads: ImageUploads
  files: ImageFiles
  lines: ImageLines
  batches: OcrBatches
}

declare module 'fastify' {
  interface FastifyInstance {
    ocr: OcrServices
  }
}

export type OcrPluginOptions = OcrSettings & { dataDir: string; uploadMaxBytes: number }

/** The OCR tool's storage and services, and multipart parsing with explicit limits for its uploads. */
export const ocrPlugin = fp<OcrPluginOptions>(
  async (app, options) => {
    // An over-large file is marked truncated (not thrown), so the rest of its batch is still stored.
    await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: options.uploadMaxBytes, fields: 20, fieldSize: 64 * 1024, parts: 100_000 } })
    const paths = ocrPaths(options.dataDir)
    for (const dir of Object.values(paths)) mkdirSync(dir, { recursive: true })
    const images = new ImageRepository(app.db)
    const annotations = new AnnotationRepository(app.db)
    const files = new ImageFiles(paths, images)
    const tesseract = new TesseractPool()
    app.addHook('onClose', async () => tesseract.close())
    app.decorate('ocr', {
      images,
      annotations,
      files,
      lines: new ImageLines(files, new LineRepository(app.db, annotations)),
      uploads: new ImageUploads(paths, images, options.uploadMaxBytes),
      batches: new OcrBatches(app.jobs, files, annotations, options, app.log, tesseract),
    })
  },
  { name: 'ocr', dependencies: ['database', 'jobs'] },
)
