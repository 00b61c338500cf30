import { DEFAULT_PROJECT_ID, type Project } from '@odia-ai/contract'
import type { Db } from '../db/open-database'

interface ProjectRow {
  id: number
  name: string
  created_at: string
  images: number
}

const toProject = (row: ProjectRow): Project => ({ ...row, is_default: row.id === DEFAULT_PROJECT_ID })

const SELECT = `SELECT p.id, p.name, p.created_at, (SELECT COUNT(*) FROM images i WHERE i.project_id = p.id) AS images FROM projects p`

/** The `projects` table: each project's id (never reused), name (unique in any letter case), creation time and image count. */
export class ProjectRepository {
  private readonly all
  private readonly one
  private readonly insertRow
  private readonly renameRow
  private readonly removeImages
  private readonly removeRow
  private readonly hashesOf
  private readonly hashUsed
  private readonly highestId
  private readonly modelOf
  private readonly setModel
  private readonly dropModel

  constructor(private readonly db: Db) {
    this.all = db.prepare<[], ProjectRow>(`${SELECT} ORDER BY p.id`)
    this.one = db.prepare<[number], ProjectRow>(`${SELECT} WHERE p.id = ?`)
    this.insertRow = db.prepare<[string, string]>('INSERT INTO projects (name, created_at) VALUES (?, ?)')
    this.renameRow = db.prepare<[string, number]>('UPDATE projects SET name = ? WHERE id = ?')
    // An image's annotation, lines and events go with it (ON DELETE CASCADE).
    this.removeImages = db.prepare<[number]>('DELETE FROM images WHERE project_id = ?')
    this.removeRow = db.prepare<[number]>('DELETE FROM projects WHERE id = ?')
    this.hashesOf = db
      .prepare<[number], { sha256: string }>('SELECT DISTINCT sha256 FROM images WHERE project_id = ?')
      .pluck()
    this.hashUsed = db
      .prepare<[string], { used: number }>('SELECT EXISTS (SELECT 1 FROM images WHERE sha256 = ?) AS used')
      .pluck()
    // AUTOINCREMENT keeps the highest id ever handed out, deleted projects' included.
    this.highestId = db.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'projects'").pluck()
    this.modelOf = db
      .prepare<[number], { offline_model: string | null }>('SELECT offline_model FROM projects WHERE id = ?')
      .pluck()
    this.setModel = db.prepare<[string | null, number]>('UPDATE projects SET offline_model = ? WHERE id = ?')
    this.dropModel = db.prepare<[string]>('UPDATE projects SET offline_model = NULL WHERE offline_model = ?')
  }

  /** The project's offline model ("Use for this project"), undefined until one is chosen. */
  offlineModel(id: number): string | undefined {
    return (this.modelOf.get(id) as unknown as string | null | undefined) ?? undefined
  }

  setOfflineModel(id: number, model: string): void {
    this.setModel.run(model, id)
  }

  /** A deleted model is no project's any more: they go back to ori. */
  forgetOfflineModel(model: string): void {
    this.dropModel.run(model)
  }

  list(): Project[] {
    return this.all.all().map(toProject)
  }

  find(id: number): Project | undefined {
    const row = this.one.get(id)
    return row && toProject(row)
  }

  /** Whether a project was ever given this id: one that has none now was deleted (an id is never handed out twice). */
  handedOut(id: number): boolean {
    return id <= ((this.highestId.get() as unknown as number | undefined) ?? 0)
  }

  /** Throws SQLite's unique-constraint error when another project has the name. */
  create(name: string): Project {
    const { lastInsertRowid } = this.insertRow.run(name, new Date().toISOString())
    return this.find(Number(lastInsertRowid))!
  }

  rename(id: number, name: string): Project {
    this.renameRow.run(name, id)
    return this.find(id)!
  }

  /** Deletes the project's rows, its images' with them, in one committed transaction. */
  remove(id: number): void {
    this.db.transaction(() => {
      this.removeImages.run(id)
      this.removeRow.run(id)
    })()
  }

  /** The SHA-256 of every image of the project (its cached copies are named by them). */
  hashes(id: number): string[] {
    return this.hashesOf.all(id) as unknown as string[]
  }

  /** Whether any image of any project has these bytes (and so still needs their cached copies). */
  hashInUse(sha256: string): boolean {
    return (this.hashUsed.get(sha256) as unknown as number) === 1
  }
}
