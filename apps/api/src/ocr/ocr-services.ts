import { mkdirSync } from 'node:fs'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/open-database'
import type { JobRegistry } from '../jobs/job-registry'
import { OcrBatches } from './batches/ocr-batches'
import type { OcrSettings } from './engines/ocr-engines'
import type { TesseractPool } from './engines/tesseract-pool'
import { ImageFiles } from './images/image-files'
import { ImageUploads } from './images/image-uploads'
import { ImageLines } from './lines/image-lines'
import { LineRepository } from './lines/line-repository'
import { AnnotationRepository } from './storage/annotation-repository'
import { EventLog } from './storage/event-log'
import { ImageRepository } from './storage/image-repository'
import { ocrPaths, type OcrPaths } from './storage/ocr-paths'
import { ReviewRepository } from './storage/review-repository'

/** The OCR tool's storage and services for one project: every OCR route works through one of these. */
export interface OcrServices {
  projectId: number
  paths: OcrPaths
  images: ImageRepository
  annotations: AnnotationRepository
  reviews: ReviewRepository
  events: EventLog
  uploads: ImageUploads
  files: ImageFiles
  lines: ImageLines
  batches: OcrBatches
}

/** What every project's services share: the database, the job registry, the offline engine's workers and the settings. */
export interface OcrShared {
  db: Db
  jobs: JobRegistry
  tesseract: TesseractPool
  log: FastifyBaseLogger
  settings: OcrSettings & { dataDir: string; uploadMaxBytes: number }
}

/** Builds a project's services over its rows and its folder (made if missing). */
export function createOcrServices({ db, jobs, tesseract, log, settings }: OcrShared, projectId: number): OcrServices {
  const paths = ocrPaths(settings.dataDir, projectId)
  for (const dir of Object.values(paths)) mkdirSync(dir, { recursive: true })
  const images = new ImageRepository(db, projectId)
  const events = new EventLog(db, projectId)
  const annotations = new AnnotationRepository(db, projectId, events)
  const files = new ImageFiles(paths, images)
  const lines = new ImageLines(files, new LineRepository(db, annotations))
  return {
    projectId,
    paths,
    images,
    annotations,
    reviews: new ReviewRepository(db, events),
    events,
    uploads: new ImageUploads(paths, images, settings.uploadMaxBytes),
    files,
    lines,
    batches: new OcrBatches(jobs, files, annotations, settings, log, tesseract, lines),
  }
}
