import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DatasetUploads } from '../synthetic/inputs/dataset-uploads'
import { projectValidatedLines, projectWeakClusters } from '../ocr/quality/project-weak-clusters'
import { recoverInterruptedJobs } from '../synthetic/recover-interrupted-jobs'
import { SyntheticGenerator } from '../synthetic/synthetic-generator'
import type { ProjectMistakes } from '../synthetic/top-up/top-up-texts'

declare module 'fastify' {
  interface FastifyInstance {
    synthetic: SyntheticGenerator
    datasetUploads: DatasetUploads
  }
}

/**
 * The synthetic generator shared by its routes, and the dataset files uploaded for it (`DATA_DIR/synthetic-uploads`); its render workers stop when the server closes. At start-up, the
 * images that jobs interrupted by a crash or kill had written are published with their metadata.csv.
 */
/** What a top-up (and a training's synthetic texts) read of the server's annotation projects. */
export const projectMistakes = (app: FastifyInstance): ProjectMistakes => ({
  weakClusters: (project, clusters) => projectWeakClusters(app.projects.ocr(project), clusters),
  validatedLines: (project) => projectValidatedLines(app.projects.ocr(project)),
})

interface SyntheticOptions {
  dataDir: string
  fontsDir: string | undefined
  renderWorkers: number
  datasetUrlAllowPrivate: boolean
  hfBaseUrl: string | undefined
  /** Largest dataset file accepted by the upload route (`UPLOAD_MAX_BYTES`). */
  uploadMaxBytes: number
}

export const syntheticPlugin = fp<SyntheticOptions>(
  async (app, { dataDir, fontsDir, renderWorkers, datasetUrlAllowPrivate, hfBaseUrl, uploadMaxBytes }) => {
    const outputRoot = join(dataDir, 'output')
    const recovered = await recoverInterruptedJobs(outputRoot)
    if (recovered.length > 0)
      app.log.info({ jobs: recovered.map((job) => job.folder) }, 'published the images of interrupted synthetic jobs')
    const uploads = new DatasetUploads(join(dataDir, 'synthetic-uploads'), uploadMaxBytes)
    await uploads.removeExpired()
    const generator = new SyntheticGenerator({
      outputRoot,
      fontsDir,
      workers: renderWorkers,
      datasetUrlAllowPrivate,
      uploads,
      hfBaseUrl,
      projectMistakes: projectMistakes(app),
    })
    app.decorate('synthetic', generator)
    app.decorate('datasetUploads', uploads)
    app.addHook('onClose', async () => generator.close())
  },
  { name: 'synthetic', dependencies: ['ocr'] },
)
