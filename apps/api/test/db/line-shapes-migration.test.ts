import { describe, expect, it } from 'vitest'
import { migrations } from '../../src/db/migrations'
import { openDatabase } from '../../src/db/open-database'
import { databaseBefore, migrationOf } from './database-before'

/** The migration that gives lines outlines, baselines and regions. */
const SHAPES = migrationOf('ADD COLUMN baseline')

describe('the outlines, baselines and regions migration', () => {
  it('keeps a line stored before it as its box, in region 0', () => {
    const { dataDir, db: before } = databaseBefore(SHAPES)
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
