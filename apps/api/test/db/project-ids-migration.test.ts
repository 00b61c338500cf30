import { describe, expect, it } from 'vitest'
import { migrations } from '../../src/db/migrations'
import { openDatabase } from '../../src/db/open-database'
import { databaseBefore, migrationOf } from './database-before'

/** The migration that stops project ids from being reused, found by what it does (its number may change when migrations merge). */
const NUMBERED = migrationOf('AUTOINCREMENT')

/** A database as the server before this migration left it: projects 1, 2 and 5 (3 and 4 deleted), images and lines in 5. */
function projectsWithGaps(): string {
  const { dataDir, db } = databaseBefore(NUMBERED)
  db.prepare(
    "INSERT INTO projects (id, name, created_at) VALUES (2, 'Book', 'then'), (5, 'Другая книга', 'then')",
  ).run()
  const image = db.prepare(
    "INSERT INTO images (id, project_id, file_name, original_name, sha256, mime_type, byte_size, created_at) VALUES (?, 5, ?, ?, 'sha', 'image/png', 1, 'then')",
  )
  // Names that differ only in letter case, stored before names were compared case-folded: both are kept.
  image.run(11, 'scan.png', 'scan.png')
  image.run(12, 'SCAN.png', 'SCAN.png')
  db.prepare(
    "INSERT INTO lines (image_id, position, x, y, width, height, validated_text, updated_at) VALUES (12, 0, 0, 0, 5, 5, 'କ', 'then')",
  ).run()
  db.close()
  return dataDir
}

describe('the migrations against writes in the wrong place', () => {
  it('keeps every project, image and line with its id, and never hands out a deleted project’s id again', () => {
    const db = openDatabase(projectsWithGaps())
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length)
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('foreign_key_check')).toEqual([])
    expect(db.prepare('SELECT id, name FROM projects ORDER BY id').all()).toEqual([
      { id: 1, name: 'Default project' },
      { id: 2, name: 'Book' },
      { id: 5, name: 'Другая книга' },
    ])
    expect(db.prepare('SELECT id, project_id, file_name FROM images ORDER BY id').all()).toEqual([
      { id: 11, project_id: 5, file_name: 'scan.png' },
      { id: 12, project_id: 5, file_name: 'SCAN.png' },
    ])
    expect(db.prepare('SELECT image_id, validated_text FROM lines').all()).toEqual([
      { image_id: 12, validated_text: 'କ' },
    ])
    // Names stay unique per project in any letter case (the rebuilt table keeps its constraint).
    expect(() => db.prepare("INSERT INTO projects (name, created_at) VALUES ('BOOK', 'now')").run()).toThrow(/UNIQUE/)

    db.prepare('DELETE FROM images WHERE project_id = 5').run()
    db.prepare('DELETE FROM projects WHERE id = 5').run()
    expect(db.prepare('SELECT COUNT(*) FROM lines').pluck().get()).toBe(0)
    expect(db.prepare("INSERT INTO projects (name, created_at) VALUES ('Next', 'now')").run().lastInsertRowid).toBe(6)
    // Nothing can be written into the deleted project any more.
    expect(() =>
      db
        .prepare(
          "INSERT INTO images (project_id, file_name, original_name, sha256, mime_type, byte_size, created_at) VALUES (5, 'late.png', 'late.png', 'sha', 'image/png', 1, 'now')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/)
    db.close()
  })

  it('gives every image its name as a folder that ignores letter case sees it, keeping names that differ only in case', () => {
    const db = openDatabase(projectsWithGaps())
    expect(db.prepare('SELECT file_name, name_key FROM images ORDER BY id').all()).toEqual([
      { file_name: 'scan.png', name_key: 'scan.png' },
      { file_name: 'SCAN.png', name_key: 'scan.png' },
    ])
    db.close()
  })
})
