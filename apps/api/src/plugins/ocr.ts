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
import { LineCropCache } from '../datasets/line-crop-cache'
import { LineCropPreparer } from '../ocr/lines/line-crop-preparer'
import { ImageReadings } from '../ocr/readings/image-readings'
import { ReadingRepository } from '../ocr/readings/reading-repository'

export interface OcrServices {
  images: ImageRepository
  annotations: AnnotationRepository
  uploads: ImageUploads
  files: ImageFiles
  lines: ImageLines
  /** Prepares line crops for exports in the background. */
  lineCrops: LineCropPreparer
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
 * part files of uploads that a stopped server cut short are removed, and every image with lines is queued for its line
 * crops (those stored before crops were prepared, or removed since, are prepared again).
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
    const lineRepository = new LineRepository(app.db, annotations)
    const cache = new LineCropCache(paths.lineCrops)
    const lineCrops = new LineCropPreparer(files, lineRepository, cache, app.log)
    const lines = new ImageLines(files, lineRepository, { cache, preparer: lineCrops })
    for (const name of lineRepository.imagesWithLines()) lineCrops.queue(name)
    app.addHook('onClose', async () => {
      await lineCrops.close()
      await tesseract.close()
    })
    const readings = new ReadingRepository(app.db)
    app.decorate('ocr', {
      images,
      annotations,
      files,
      uploads,
      lines,
      lineCrops,
      readings: new ImageReadings(files, annotations, readings),
      batches: new OcrBatches(app.jobs, files, annotations, options, app.log, tesseract, lines, readings),
    })
  },
  { name: 'ocr', dependencies: ['database', 'jobs'] },
)
