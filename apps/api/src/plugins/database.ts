import fp from 'fastify-plugin'
import { openDatabase, type Db } from '../db/open-database'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** The SQLite database under the data directory, closed with the server. */
export const databasePlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const db = openDatabase(dataDir)
    app.decorate('db', db)
    app.addHook('onClose', async () => db.close())
  },
  { name: 'database' },
)
