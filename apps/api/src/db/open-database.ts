import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { foldName } from './fold-name'
import { migrations } from './migrations'

export type Db = Database.Database

export const DATABASE_FILE = 'odia-ai-tools.sqlite'

/**
 * Opens (creating if needed) the database under `dataDir` in WAL mode with full fsync,
 * so a committed transaction survives a crash or kill, and brings its schema up to date. File names are compared
 * case-folded by `fold_name` (`foldName`), which a migration uses too.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, DATABASE_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.function('fold_name', { deterministic: true }, foldName)
  migrate(db)
  return db
}

/**
 * Brings the schema up to date, one committed transaction per migration. Foreign keys are off meanwhile (SQLite's own
 * way to rebuild a table: dropping the old one would otherwise delete the rows that refer to it) and checked before
 * each migration commits.
 */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number
  if (current > migrations.length) {
    throw new Error(
      `The database is at schema version ${current}, newer than this server (${migrations.length}); upgrade the server.`,
    )
  }
  const pending = migrations.slice(current)
  if (pending.length === 0) return
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1
  db.pragma('foreign_keys = OFF')
  try {
    pending.forEach((sql, offset) => {
      const version = current + offset + 1
      db.transaction(() => {
        db.exec(sql)
        const broken = db.pragma('foreign_key_check') as unknown[]
        if (broken.length > 0)
          throw new Error(
            `Migration ${version} would leave ${broken.length} rows referring to nothing; nothing was changed.`,
          )
        db.pragma(`user_version = ${version}`)
      })()
    })
  } finally {
    if (enforced) db.pragma('foreign_keys = ON')
  }
}
