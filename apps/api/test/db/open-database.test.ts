import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../src/db/migrations'
import { DATABASE_FILE, openDatabase } from '../../src/db/open-database'

const tempDir = () => join(mkdtempSync(join(tmpdir(), 'odia-db-test-')), 'nested', 'data')

describe('openDatabase', () => {
  it('creates the data directory and the database file inside it, in WAL mode', () => {
    const dataDir = tempDir()
    const db = openDatabase(dataDir)
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    db.close()
    expect(readdirSync(dataDir).every((name) => name.startsWith(DATABASE_FILE))).toBe(true)
  })

  it('migrates to the latest version with the images and annotations tables', () => {
    const db = openDatabase(tempDir())
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length)
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()
    expect(tables).toEqual(expect.arrayContaining(['annotations', 'images']))
    db.close()
  })

  it('keeps committed data across a reopen and does not migrate twice', () => {
    const dataDir = tempDir()
    const first = openDatabase(dataDir)
    first
      .prepare(
        'INSERT INTO images (file_name, original_name, sha256, mime_type, byte_size, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run('a.png', 'a.png', 'ab', 'image/png', 3, new Date().toISOString())
    first.close()
    const second = openDatabase(dataDir)
    expect(second.prepare('SELECT file_name FROM images').pluck().all()).toEqual(['a.png'])
    second.close()
  })

  it('refuses a database from a newer server', () => {
    const dataDir = tempDir()
    const db = openDatabase(dataDir)
    db.pragma(`user_version = ${migrations.length + 1}`)
    db.close()
    expect(() => openDatabase(dataDir)).toThrow(/newer than this server/)
  })

  it('enforces annotation status values', () => {
    const db = openDatabase(tempDir())
    const image = db
      .prepare(
        'INSERT INTO images (file_name, original_name, sha256, mime_type, byte_size, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run('a.png', 'a.png', 'ab', 'image/png', 3, 'now')
    expect(() =>
      db
        .prepare("INSERT INTO annotations (image_id, status, updated_at) VALUES (?, 'done', 'now')")
        .run(image.lastInsertRowid),
    ).toThrow(/CHECK/)
    db.close()
  })
})
