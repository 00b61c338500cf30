import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { migrations } from '../../src/db/migrations'
import { DATABASE_FILE, openDatabase } from '../../src/db/open-database'
import { makeImage } from '../helpers/images'

/** The migration that brought projects in, found by what it does (its number may change when migrations merge). */
const PROJECTS = migrations.findIndex((sql) => sql.includes('CREATE TABLE projects'))

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A data directory as a server before projects left it: two images on disk, one saved text, one image's lines. */
async function dataDirBeforeProjects(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'odia-projects-migration-'))
  roots.push(root)
  const dataDir = join(root, 'data')
  mkdirSync(join(dataDir, 'uploaded_images'), { recursive: true })
  const db = new Database(join(dataDir, DATABASE_FILE))
  db.pragma('foreign_keys = ON')
  db.exec(migrations.slice(0, PROJECTS).join(';'))
  db.pragma(`user_version = ${PROJECTS}`)
  for (const [id, name] of [
    [4, 'a.png'],
    [9, 'b.png'],
  ] as const) {
    const bytes = await makeImage('png', id)
    writeFileSync(join(dataDir, 'uploaded_images', name), bytes)
    db.prepare(
      'INSERT INTO images (id, file_name, original_name, sha256, mime_type, byte_size, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, 40, 24, ?)',
    ).run(id, name, name, `sha-${id}`, 'image/png', bytes.length, '2024-01-01T00:00:00.000Z')
  }
  db.prepare(
    "INSERT INTO annotations (image_id, extracted_text, validated_text, status, engine, updated_at) VALUES (4, 'ମେସିନ', 'ମଣିଷ', 'validated', 'gemini', 'then')",
  ).run()
  db.prepare(
    "INSERT INTO lines (image_id, position, x, y, width, height, validated_text, status, updated_at) VALUES (9, 0, 1, 2, 30, 10, 'ଧାଡ଼ି', 'validated', 'then')",
  ).run()
  db.close()
  return dataDir
}

describe('the projects migration', () => {
  it('carries every image, annotation and line of an existing database into the default project, ids and all', async () => {
    const dataDir = await dataDirBeforeProjects()
    const db = openDatabase(dataDir)
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length)
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('foreign_key_check')).toEqual([])
    expect(db.prepare('SELECT id, name FROM projects').all()).toEqual([{ id: 1, name: 'Default project' }])
    expect(db.prepare('SELECT id, project_id, file_name, sha256 FROM images ORDER BY id').all()).toEqual([
      { id: 4, project_id: 1, file_name: 'a.png', sha256: 'sha-4' },
      { id: 9, project_id: 1, file_name: 'b.png', sha256: 'sha-9' },
    ])
    expect(db.prepare('SELECT image_id, validated_text, validated_by, review_status FROM annotations').all()).toEqual([
      { image_id: 4, validated_text: 'ମଣିଷ', validated_by: null, review_status: null },
    ])
    expect(db.prepare('SELECT image_id, validated_text FROM lines').all()).toEqual([
      { image_id: 9, validated_text: 'ଧାଡ଼ି' },
    ])
    // The cascade still holds after the rebuild: deleting an image takes its lines with it.
    db.prepare('DELETE FROM images WHERE id = 9').run()
    expect(db.prepare('SELECT COUNT(*) FROM lines').pluck().get()).toBe(0)
    db.close()
  })

  it('leaves the files where they were, and the seed’s endpoints answer as before', async () => {
    const dataDir = await dataDirBeforeProjects()
    const app = await buildApp({
      ...loadConfig({}),
      logLevel: 'silent',
      renderWorkers: 1,
      dataDir,
      webDir: join(dataDir, 'no-web'),
    })
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ocr/annotations' })).json()).toEqual({
        valid_images: ['a.png', 'b.png'],
        annotations: {
          'a.png': {
            extracted_text: 'ମେସିନ',
            validated_text: 'ମଣିଷ',
            status: 'validated',
            engine: 'gemini',
            updated_at: 'then',
          },
          'b.png': { extracted_text: '', validated_text: '', status: 'new' },
        },
      })
      expect((await app.inject({ method: 'GET', url: '/images/b.png' })).statusCode).toBe(200)
      expect(
        (await app.inject({ method: 'GET', url: '/api/ocr/lines?image_filename=b.png' })).json().lines,
      ).toHaveLength(1)
      expect(existsSync(join(dataDir, 'uploaded_images', 'a.png'))).toBe(true)
      expect(existsSync(join(dataDir, 'projects'))).toBe(false)
    } finally {
      await app.close()
    }
  })

  it('changes nothing when a migration would leave rows pointing at nothing', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'odia-projects-migration-')), 'data')
    roots.push(dataDir)
    mkdirSync(dataDir, { recursive: true })
    const db = new Database(join(dataDir, DATABASE_FILE))
    db.exec(migrations.slice(0, PROJECTS).join(';'))
    db.pragma(`user_version = ${PROJECTS}`)
    // An orphan line (written with foreign keys off, as an old tool might have): the rebuild must not hide it.
    db.pragma('foreign_keys = OFF')
    db.prepare(
      "INSERT INTO lines (image_id, position, x, y, width, height, updated_at) VALUES (77, 0, 0, 0, 1, 1, 'then')",
    ).run()
    db.close()
    expect(() => openDatabase(dataDir)).toThrow(/rows referring to nothing/)
    const after = new Database(join(dataDir, DATABASE_FILE))
    expect(after.pragma('user_version', { simple: true })).toBe(PROJECTS)
    expect(after.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'projects'").pluck().get()).toBe(0)
    after.close()
  })
})
