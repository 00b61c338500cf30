// A database as the server left it before a migration: the migrations ahead of it run, the version set, and nothing
// else, for a test to fill with what the migration must carry over.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach } from 'vitest'
import { migrations } from '../../src/db/migrations'
import { DATABASE_FILE } from '../../src/db/open-database'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** The number of the migration whose SQL holds `marker`: found by what it does, as numbers change when migrations merge. */
export const migrationOf = (marker: string): number => migrations.findIndex((sql) => sql.includes(marker))

/** A fresh data folder whose database stops before migration `number`, open (close it before opening the folder). */
export function databaseBefore(number: number): { dataDir: string; db: Database.Database } {
  const root = mkdtempSync(join(tmpdir(), 'odia-migration-'))
  roots.push(root)
  const dataDir = join(root, 'data')
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, DATABASE_FILE))
  db.pragma('foreign_keys = ON')
  db.function('fold_name', (name: string) => name.toLowerCase())
  db.exec(migrations.slice(0, number).join(';'))
  db.pragma(`user_version = ${number}`)
  return { dataDir, db }
}
