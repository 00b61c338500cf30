import { mkdirSync } from 'node:fs'
import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { AnnotationRepository } from '../ocr/storage/annotation-repository'
import { ImageFiles } from '../ocr/images/image-files'
import { ImageRepository } from '../ocr/storage/image-repository'
import { ImageUploads } from '../ocr/images/image-uploads'
import { OcrBatches } from '../ocr/batches/ocr-batches'
import type { OcrSettings } from '../ocr/engines/ocr-engines'
import { ocrPaths } from '../ocr/storage/ocr-paths'
import { TesseractPool } from '../ocr/engines/tesseract-pool'
import { ImageLines } from '../ocr/lines/image-lines'
import { LineRepository } from '../ocr/lines/line-repository'
import { ImageReadings } from '../ocr/readings/image-readings'
import { ReadingRepository } from '../ocr/readings/reading-repository'

export interface OcrServices {
  images: ImageRepository
  annotations: AnnotationRepository
  uploads: ImageUploads
  files: ImageFiles
  lines: ImageLines
  /** Each engine's latest reading of each image, for triage by their disagreement. */
  readings: ImageReadings
  batches: OcrBatches
}

declare module 'fastify' {
  interface FastifyInstance {
    ocr: OcrServices
  }
}

export type OcrPluginOptions = OcrSettings & { dataDir: string; uploadMaxBytes: number }

/**
 * The OCR tool's storage and services, and multipart parsing with explicit limits for its uploads. At start-up, the
 * part files of uploads that a stopped server cut short are removed.
 */
export const ocrPlugin = fp<OcrPluginOptions>(
  async (app, options) => {
    // An over-large file is marked truncated (not thrown), so the rest of its batch is still stored.
    await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: options.uploadMaxBytes, fields: 20, fieldSize: 64 * 1024, parts: 100_000 } })
    const paths = ocrPaths(options.dataDir)
    for (const dir of Object.values(paths)) mkdirSync(dir, { recursive: true })
    const images = new ImageRepository(app.db)
    const annotations = new AnnotationRepository(app.db)
    const files = new ImageFiles(paths, images)
    const uploads = new ImageUploads(paths, images, options.uploadMaxBytes)
    await uploads.removeUnfinished()
    const tesseract = new TesseractPool()
    const lines = new ImageLines(files, new LineRepository(app.db, annotations))
    const readings = new ReadingRepository(app.db)
    app.addHook('onClose', async () => tesseract.close())
    app.decorate('ocr', {
      images,
      annotations,
      files,
      uploads,
      lines,
      readings: new ImageReadings(files, annotations, readings),
      batches: new OcrBatches(app.jobs, files, annotations, options, app.log, tesseract, lines, readings),
    })
  },
  { name: 'ocr', dependencies: ['database', 'jobs'] },
)
