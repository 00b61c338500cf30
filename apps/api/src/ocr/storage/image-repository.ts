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

/** The `images` table: one row per stored file, in upload order. */
export class ImageRepository {
  private readonly byName
  private readonly insertRow
  private readonly allNames
  private readonly allRows

  constructor(db: Db) {
    this.byName = db.prepare<[string], StoredImage>('SELECT * FROM images WHERE file_name = ?')
    this.insertRow = db.prepare<[NewImage & { created_at: string }]>(
      `INSERT INTO images (file_name, original_name, sha256, mime_type, byte_size, width, height, created_at)
       VALUES (@file_name, @original_name, @sha256, @mime_type, @byte_size, @width, @height, @created_at)`,
    )
    this.allNames = db.prepare<[], { file_name: string }>('SELECT file_name FROM images ORDER BY id').pluck()
    this.allRows = db.prepare<[], StoredImage>('SELECT * FROM images ORDER BY id')
  }

  find(fileName: string): StoredImage | undefined {
    return this.byName.get(fileName)
  }

  insert(image: NewImage): void {
    this.insertRow.run({ ...image, created_at: new Date().toISOString() })
  }

  /** Every stored image, in upload order. */
  all(): StoredImage[] {
    return this.allRows.all()
  }

  /** Every stored image's name, in upload order. */
  names(): string[] {
    return this.allNames.all() as unknown as string[]
  }
}
