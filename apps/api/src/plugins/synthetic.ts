import { join } from 'node:path'
import fp from 'fastify-plugin'
import { SyntheticGenerator } from '../synthetic/synthetic-generator'
import { removeAbandonedStaging } from '../synthetic/write-dataset'

declare module 'fastify' {
  interface FastifyInstance {
    synthetic: SyntheticGenerator
  }
}

/**
 * The synthetic generator shared by its routes; its render workers stop when the server closes. Hidden
 * folders of jobs interrupted by a crash are removed at start-up.
 */
export const syntheticPlugin = fp<{ dataDir: string; fontsDir: string | undefined; renderWorkers: number }>(
  async (app, { dataDir, fontsDir, renderWorkers }) => {
    const outputRoot = join(dataDir, 'output')
    await removeAbandonedStaging(outputRoot)
    const generator = new SyntheticGenerator({ outputRoot, fontsDir, workers: renderWorkers })
    app.decorate('synthetic', generator)
    app.addHook('onClose', async () => generator.close())
  },
  { name: 'synthetic' },
)
