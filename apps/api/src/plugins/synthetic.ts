import { join } from 'node:path'
import fp from 'fastify-plugin'
import { SyntheticGenerator } from '../synthetic/synthetic-generator'

declare module 'fastify' {
  interface FastifyInstance {
    synthetic: SyntheticGenerator
  }
}

/** The synthetic generator shared by its routes; its render workers stop when the server closes. */
export const syntheticPlugin = fp<{ dataDir: string; fontsDir: string | undefined; renderWorkers: number }>(
  async (app, { dataDir, fontsDir, renderWorkers }) => {
    const generator = new SyntheticGenerator({ outputRoot: join(dataDir, 'output'), fontsDir, workers: renderWorkers })
    app.decorate('synthetic', generator)
    app.addHook('onClose', async () => generator.close())
  },
  { name: 'synthetic' },
)
