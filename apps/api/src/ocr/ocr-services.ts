import { mkdirSync } from 'node:fs'
import type { FastifyBaseLogger } from 'fastify'
import type { LineCropCache } from './lines/crops/line-crop-cache'
import type { Db } from '../db/open-database'
import type { JobRegistry } from '../jobs/job-registry'
import { OcrBatches } from './batches/ocr-batches'
import type { OpenEngines } from './engines/ocr-engines'
import { ImageFiles } from './images/image-files'
import { ImageUploads } from './images/image-uploads'
import { ImageLines } from './lines/image-lines'
import { LineCropPreparer } from './lines/crops/line-crop-preparer'
import { LineRepository } from './lines/line-repository'
import { ImageReadings } from './readings/image-readings'
import { ReadingRepository } from './readings/reading-repository'
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
  /** Prepares the project's line crops for exports in the background. */
  lineCrops: LineCropPreparer
  /** Each engine's latest reading of each image, for triage by their disagreement. */
  readings: ImageReadings
  batches: OcrBatches
}

/** What every project's services share: the database, the job registry, the opened engines and the settings. */
export interface OcrShared {
  db: Db
  jobs: JobRegistry
  engines: OpenEngines
  log: FastifyBaseLogger
  /** Prepared line crops, by image bytes: one cache for every project. */
  cropCache: LineCropCache
  settings: { dataDir: string; uploadMaxBytes: number }
}

/** Builds a project's services over its rows and its folder (made if missing), and queues its images' line crops. */
export function createOcrServices(
  { db, jobs, engines, log, cropCache, settings }: OcrShared,
  projectId: number,
): OcrServices {
  const paths = ocrPaths(settings.dataDir, projectId)
  for (const dir of Object.values(paths) as string[]) mkdirSync(dir, { recursive: true })
  const images = new ImageRepository(db, projectId)
  const events = new EventLog(db, projectId)
  const annotations = new AnnotationRepository(db, projectId, events)
  const files = new ImageFiles(paths, images)
  const lineRepository = new LineRepository(db, annotations)
  const lineCrops = new LineCropPreparer(files, lineRepository, cropCache, log)
  const lines = new ImageLines(files, lineRepository, { cache: cropCache, preparer: lineCrops })
  for (const name of lineRepository.imagesWithLines()) lineCrops.queue(name)
  const readings = new ReadingRepository(db, projectId)
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
    lineCrops,
    readings: new ImageReadings(files, annotations, readings),
    batches: new OcrBatches(jobs, files, annotations, engines, log, lines, readings),
  }
}
