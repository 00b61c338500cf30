import multipart from '@fastify/multipart'
import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import fp from 'fastify-plugin'
import type { OcrSettings } from '../ocr/engines/engine-entry'
import { closeEngines, openEngines } from '../ocr/engines/ocr-engines'
import { LineCropCache } from '../ocr/lines/crops/line-crop-cache'
import { ocrPaths } from '../ocr/storage/ocr-paths'
import type { OcrServices } from '../ocr/ocr-services'
import { OcrProjects } from '../projects/ocr-projects'

export type { OcrServices } from '../ocr/ocr-services'

declare module 'fastify' {
  interface FastifyInstance {
    /** The default project's OCR services: what a request that names no project works on. */
    ocr: OcrServices
    /** Every project, and each one's OCR services (`projects.ocr(id)`). */
    projects: OcrProjects
  }
}

export type OcrPluginOptions = OcrSettings & { dataDir: string; uploadMaxBytes: number }

/**
 * The OCR tool's projects with their storage and services, and multipart parsing with explicit limits for its uploads.
 * At start-up, the folders of projects deleted by a server killed before it removed them go, then the part files of
 * uploads that a stopped server cut short are removed, in every project,
 * and every image with lines is queued for its line crops (those stored before crops were prepared, or removed since, are
 * prepared again).
 */
export const ocrPlugin = fp<OcrPluginOptions>(
  async (app, options) => {
    // An over-large file is marked truncated (not thrown), so the rest of its batch is still stored.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: options.uploadMaxBytes, fields: 20, fieldSize: 64 * 1024, parts: 100_000 },
    })
    const engines = openEngines({ ...options, models: app.models })
    const cropCache = new LineCropCache(ocrPaths(options.dataDir).lineCrops)
    const projects = new OcrProjects({
      db: app.db,
      jobs: app.jobs,
      engines,
      log: app.log,
      cropCache,
      settings: options,
    })
    app.addHook('onClose', async () => {
      await projects.close()
      await closeEngines(engines)
    })
    await projects.removeDeletedFolders()
    for (const { id } of projects.list()) await projects.ocr(id).uploads.removeUnfinished()
    app.decorate('ocr', projects.ocr(DEFAULT_PROJECT_ID))
    app.decorate('projects', projects)
  },
  { name: 'ocr', dependencies: ['database', 'jobs', 'models'] },
)
