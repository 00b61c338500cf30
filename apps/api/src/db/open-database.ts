import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './migrations'

export type Db = Database.Database

export const DATABASE_FILE = 'odia-ai-tools.sqlite'

/**
 * Opens (creating if needed) the database under `dataDir` in WAL mode with full fsync,
 * so a committed transaction survives a crash or kill, and brings its schema up to date.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, DATABASE_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number
  if (current > migrations.length) {
    throw new Error(`The database is at schema version ${current}, newer than this server (${migrations.length}); upgrade the server.`)
  }
  migrations.slice(current).forEach((sql, offset) => {
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${current + offset + 1}`)
    })()
  })
}
