import { join } from 'node:path'
import fp from 'fastify-plugin'
import { ModelStore } from '../models/model-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** The offline engine's recognition models: built-in, trained and added. */
    models: ModelStore
  }
}

/** The model store over `DATA_DIR/models/` and the shipped base model's folder; a delete a kill cut short is finished. */
export const modelsPlugin = fp<{ dataDir: string; baseModelDir: string }>(
  async (app, { dataDir, baseModelDir }) => {
    const store = new ModelStore({ modelsDir: join(dataDir, 'models'), baseDir: baseModelDir, log: app.log })
    await store.removeLeftovers()
    app.decorate('models', store)
  },
  { name: 'models' },
)
