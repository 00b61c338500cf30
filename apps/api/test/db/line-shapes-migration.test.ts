import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from '../../src/db/migrations'
import { DATABASE_FILE, openDatabase } from '../../src/db/open-database'

/** The migration that gives lines outlines, baselines and regions, found by what it does. */
const SHAPES = migrations.findIndex((sql) => sql.includes('ADD COLUMN baseline'))

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('the outlines, baselines and regions migration', () => {
  it('keeps a line stored before it as its box, in region 0', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'odia-line-shapes-')), 'data')
    roots.push(dataDir)
    mkdirSync(dataDir, { recursive: true })
    const before = new Database(join(dataDir, DATABASE_FILE))
    before.function('fold_name', (name: string) => name.toLowerCase())
    before.exec(migrations.slice(0, SHAPES).join(';'))
    before.pragma(`user_version = ${SHAPES}`)
    before
      .prepare(
        "INSERT INTO images (id, file_name, original_name, sha256, mime_type, byte_size, created_at) VALUES (1, 'a.png', 'a.png', 'sha', 'image/png', 1, 'then')",
      )
      .run()
    before
      .prepare(
        "INSERT INTO lines (image_id, position, x, y, width, height, validated_text, updated_at) VALUES (1, 0, 2, 3, 5, 6, 'କ', 'then')",
      )
      .run()
    before.close()
    const db = openDatabase(dataDir)
    expect(SHAPES).toBeGreaterThan(0)
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length)
    expect(
      db.prepare('SELECT x, y, width, height, polygon, baseline, region, validated_text FROM lines').all(),
    ).toEqual([{ x: 2, y: 3, width: 5, height: 6, polygon: null, baseline: null, region: 0, validated_text: 'କ' }])
    db.close()
  })
})
