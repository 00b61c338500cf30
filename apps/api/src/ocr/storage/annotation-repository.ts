import type { Annotation, AnnotationMap, AnnotationStatus } from '@odia-ai/contract'
import type { Db } from '../../db/open-database'

interface AnnotationRow {
  file_name: string
  extracted_text: string | null
  validated_text: string | null
  status: AnnotationStatus | null
  failure_reason: string | null
  engine: string | null
  model: string | null
  model_version: string | null
  updated_at: string | null
}

/** One image's texts from a person; a text left out (undefined) keeps the stored one. */
export interface PersonTexts {
  name: string
  extracted?: string
  validated?: string
}

export interface Extraction {
  engine: string
  model: string
  model_version?: string
}

/** The status a person's save or an import leaves: validated once there is validated text. */
const statusFor = (extracted: string, validated: string): AnnotationStatus => (validated ? 'validated' : extracted ? 'extracted' : 'new')

const toAnnotation = (row: AnnotationRow): Annotation => ({
  extracted_text: row.extracted_text ?? '',
  validated_text: row.validated_text ?? '',
  status: row.status ?? 'new',
  ...(row.failure_reason ? { failure_reason: row.failure_reason } : {}),
  ...(row.engine ? { engine: row.engine } : {}),
  ...(row.model ? { model: row.model } : {}),
  ...(row.model_version ? { model_version: row.model_version } : {}),
  ...(row.updated_at ? { updated_at: row.updated_at } : {}),
})

const SELECT = `SELECT i.file_name, a.extracted_text, a.validated_text, a.status, a.failure_reason, a.engine, a.model, a.model_version, a.updated_at
  FROM images i LEFT JOIN annotations a ON a.image_id = i.id`

/**
 * The `annotations` table, the source of truth for every image's text. Every write is its own committed
 * transaction (WAL, synchronous=FULL), so it is on disk when the call returns. A machine result never
 * touches `validated_text`.
 */
export class AnnotationRepository {
  private readonly all
  private readonly one
  private readonly upsertPerson
  private readonly upsertExtraction
  private readonly upsertFailure

  constructor(private readonly db: Db) {
    this.all = db.prepare<[], AnnotationRow>(`${SELECT} ORDER BY i.id`)
    this.one = db.prepare<[string], AnnotationRow>(`${SELECT} WHERE i.file_name = ?`)
    this.upsertPerson = db.prepare(
      `INSERT INTO annotations (image_id, extracted_text, validated_text, status, updated_at)
       SELECT id, @extracted, @validated, @status, @now FROM images WHERE file_name = @name
       ON CONFLICT (image_id) DO UPDATE SET extracted_text = excluded.extracted_text, validated_text = excluded.validated_text,
         status = CASE WHEN excluded.status = 'new' AND status = 'failed' THEN 'failed' ELSE excluded.status END, failure_reason = CASE WHEN excluded.status = 'new' THEN failure_reason END, updated_at = excluded.updated_at`,
    )
    this.upsertExtraction = db.prepare(
      `INSERT INTO annotations (image_id, extracted_text, status, engine, model, model_version, updated_at)
       SELECT id, @text, 'extracted', @engine, @model, @model_version, @now FROM images WHERE file_name = @name
       ON CONFLICT (image_id) DO UPDATE SET extracted_text = excluded.extracted_text, failure_reason = NULL,
         status = CASE WHEN validated_text <> '' THEN 'validated' ELSE 'extracted' END,
         engine = excluded.engine, model = excluded.model, model_version = excluded.model_version, updated_at = excluded.updated_at`,
    )
    this.upsertFailure = db.prepare(
      `INSERT INTO annotations (image_id, status, failure_reason, engine, model, model_version, updated_at)
       SELECT id, 'failed', @reason, @engine, @model, @model_version, @now FROM images WHERE file_name = @name
       ON CONFLICT (image_id) DO UPDATE SET failure_reason = excluded.failure_reason,
         status = CASE WHEN validated_text <> '' THEN 'validated' ELSE 'failed' END,
         engine = excluded.engine, model = excluded.model, model_version = excluded.model_version, updated_at = excluded.updated_at`,
    )
  }

  /** Every stored image's annotation (an untouched image is `new` with empty texts). */
  list(): AnnotationMap {
    const map: AnnotationMap = {}
    for (const row of this.all.iterate()) map[row.file_name] = toAnnotation(row)
    return map
  }

  get(fileName: string): Annotation | undefined {
    const row = this.one.get(fileName)
    return row && toAnnotation(row)
  }

  /** A person's texts (a save or an import), in one transaction for all of them; a text left out stays as stored. */
  savePersonTexts(entries: PersonTexts[]): void {
    const now = new Date().toISOString()
    this.db.transaction(() => {
      for (const { name, ...texts } of entries) {
        if (texts.extracted === undefined && texts.validated === undefined) continue
        const stored = texts.extracted === undefined || texts.validated === undefined ? this.get(name) : undefined
        const extracted = texts.extracted ?? stored?.extracted_text ?? ''
        const validated = texts.validated ?? stored?.validated_text ?? ''
        this.upsertPerson.run({ name, extracted, validated, status: statusFor(extracted, validated), now })
      }
    })()
  }

  recordExtraction(name: string, text: string, by: Extraction): void {
    this.upsertExtraction.run({ name, text, model_version: null, ...by, now: new Date().toISOString() })
  }

  recordFailure(name: string, reason: string, by: Extraction): void {
    this.upsertFailure.run({ name, reason, model_version: null, ...by, now: new Date().toISOString() })
  }
}
