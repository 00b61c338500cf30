import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import type { Db } from '../../db/open-database'

export interface StoredImage {
  id: number
  file_name: string
  original_name: string
  sha256: string
  mime_type: string
  byte_size: number
  width: number | null
  height: number | null
  created_at: string
}

export type NewImage = Omit<StoredImage, 'id' | 'created_at'>

const COLUMNS = 'id, file_name, original_name, sha256, mime_type, byte_size, width, height, created_at'

/**
 * The `images` table of one project: one row per stored file, in upload order; a file name is unique in its project, and
 * a new one is unique in any letter case too.
 */
export class ImageRepository {
  private readonly byName
  private readonly byNameKey
  private readonly insertRow
  private readonly allNames
  private readonly allRows
  private readonly removeRow

  constructor(
    db: Db,
    readonly projectId = DEFAULT_PROJECT_ID,
  ) {
    this.byName = db.prepare<[number, string], StoredImage>(
      `SELECT ${COLUMNS} FROM images WHERE project_id = ? AND file_name = ?`,
    )
    this.byNameKey = db.prepare<[number, string], StoredImage>(
      `SELECT ${COLUMNS} FROM images WHERE project_id = ? AND name_key = fold_name(?) ORDER BY id`,
    )
    this.insertRow = db.prepare<[NewImage & { created_at: string; project_id: number }]>(
      `INSERT INTO images (project_id, file_name, name_key, original_name, sha256, mime_type, byte_size, width, height, created_at)
       VALUES (@project_id, @file_name, fold_name(@file_name), @original_name, @sha256, @mime_type, @byte_size, @width, @height, @created_at)`,
    )
    this.allNames = db
      .prepare<[number], { file_name: string }>('SELECT file_name FROM images WHERE project_id = ? ORDER BY id')
      .pluck()
    this.allRows = db.prepare<[number], StoredImage>(`SELECT ${COLUMNS} FROM images WHERE project_id = ? ORDER BY id`)
    // Its annotation, lines and review history go with it (ON DELETE CASCADE), in the same statement.
    this.removeRow = db.prepare<[number, number]>('DELETE FROM images WHERE project_id = ? AND id = ?')
  }

  find(fileName: string): StoredImage | undefined {
    return this.byName.get(this.projectId, fileName)
  }

  /**
   * The stored images a folder that ignores letter case takes for `fileName` (`scan.png` for `SCAN.PNG`): none, one,
   * or several stored before names were compared case-folded.
   */
  namesakes(fileName: string): StoredImage[] {
    return this.byNameKey.all(this.projectId, fileName)
  }

  insert(image: NewImage): void {
    this.insertRow.run({ ...image, project_id: this.projectId, created_at: new Date().toISOString() })
  }

  /** Deletes the image's row with everything recorded about it, in one committed statement; its files are the caller's. */
  remove(image: StoredImage): void {
    this.removeRow.run(this.projectId, image.id)
  }

  /** Every stored image, in upload order. */
  all(): StoredImage[] {
    return this.allRows.all(this.projectId)
  }

  /** Every stored image's name, in upload order. */
  names(): string[] {
    return this.allNames.all(this.projectId) as unknown as string[]
  }
}
