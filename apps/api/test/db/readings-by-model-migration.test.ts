import { describe, expect, it } from 'vitest'
import { migrations } from '../../src/db/migrations'
import { openDatabase } from '../../src/db/open-database'
import { databaseBefore, migrationOf } from './database-before'

/** The migration that keeps a reading per engine and model. */
const BY_MODEL = migrationOf('CREATE TABLE readings_by_model')

describe('the readings by model migration', () => {
  it('keeps every reading stored before, and then a second model of the same engine beside the first', () => {
    const { dataDir, db: before } = databaseBefore(BY_MODEL)
    before
      .prepare(
        "INSERT INTO images (id, file_name, original_name, sha256, mime_type, byte_size, created_at) VALUES (1, 'a.png', 'a.png', 'sha', 'image/png', 1, 'then')",
      )
      .run()
    const insert = before.prepare(
      "INSERT INTO readings (image_id, engine, model, model_version, text, created_at) VALUES (1, ?, ?, ?, ?, 'then')",
    )
    insert.run('gemini', 'gemini-flash-latest', 'gemini-2.5-flash', 'କ')
    insert.run('tesseract', 'ori', null, 'ଖ')
    before.close()
    const db = openDatabase(dataDir)
    expect(BY_MODEL).toBeGreaterThan(0)
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length)
    expect(db.prepare('SELECT engine, model, model_version, text FROM readings ORDER BY engine').all()).toEqual([
      { engine: 'gemini', model: 'gemini-flash-latest', model_version: 'gemini-2.5-flash', text: 'କ' },
      { engine: 'tesseract', model: 'ori', model_version: null, text: 'ଖ' },
    ])
    db.prepare(
      "INSERT INTO readings (image_id, engine, model, text, created_at) VALUES (1, 'tesseract', 'my-book', 'ଗ', 'now')",
    ).run()
    expect(db.prepare('SELECT COUNT(*) FROM readings').pluck().get()).toBe(3)
    db.close()
  })
})
