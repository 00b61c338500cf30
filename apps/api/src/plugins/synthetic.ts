import { join } from 'node:path'
import fp from 'fastify-plugin'
import { projectValidatedLines, projectWeakClusters } from '../ocr/quality/project-weak-clusters'
import { recoverInterruptedJobs } from '../synthetic/recover-interrupted-jobs'
import { SyntheticGenerator } from '../synthetic/synthetic-generator'

declare module 'fastify' {
  interface FastifyInstance {
    synthetic: SyntheticGenerator
  }
}

/**
 * The synthetic generator shared by its routes; its render workers stop when the server closes. At start-up, the
 * images that jobs interrupted by a crash or kill had written are published with their metadata.csv.
 */
export const syntheticPlugin = fp<{ dataDir: string; fontsDir: string | undefined; renderWorkers: number; datasetUrlAllowPrivate: boolean }>(
  async (app, { dataDir, fontsDir, renderWorkers, datasetUrlAllowPrivate }) => {
    const outputRoot = join(dataDir, 'output')
    const recovered = await recoverInterruptedJobs(outputRoot)
    if (recovered.length > 0) app.log.info({ jobs: recovered.map((job) => job.folder) }, 'published the images of interrupted synthetic jobs')
    const projectMistakes = {
      weakClusters: (project: number, clusters: number) => projectWeakClusters(app.projects.ocr(project), clusters),
      validatedLines: (project: number) => projectValidatedLines(app.projects.ocr(project)),
    }
    const generator = new SyntheticGenerator({ outputRoot, fontsDir, workers: renderWorkers, datasetUrlAllowPrivate, projectMistakes })
    app.decorate('synthetic', generator)
    app.addHook('onClose', async () => generator.close())
  },
  { name: 'synthetic', dependencies: ['ocr'] },
)
