import {
  DEFAULT_PROJECT_ID,
  type Annotation,
  type AnnotationMap,
  type AnnotationStatus,
  type ReviewStatus,
} from '@odia-ai/contract'
import type { Db } from '../../db/open-database'
import { EventLog } from './event-log'

interface AnnotationRow {
  image_id: number
  file_name: string
  extracted_text: string | null
  validated_text: string | null
  status: AnnotationStatus | null
  failure_reason: string | null
  engine: string | null
  model: string | null
  model_version: string | null
  updated_at: string | null
  validated_by: string | null
  validated_at: string | null
  review_status: ReviewStatus | null
  review_note: string | null
  reviewed_by: string | null
  reviewed_at: string | null
}

/** One image's texts from a person; a text left out (undefined) keeps the stored one. `by` names who saves, when known. */
export interface PersonTexts {
  name: string
  extracted?: string
  validated?: string
  by?: string
}

export interface Extraction {
  engine: string
  model: string
  model_version?: string
}

/** The status a person's save or an import leaves: validated once there is validated text. */
const statusFor = (extracted: string, validated: string): AnnotationStatus =>
  validated ? 'validated' : extracted ? 'extracted' : 'new'

/** The optional fields an annotation shows only when they are set (an untouched seed annotation stays as it was). */
const OPTIONAL = [
  'failure_reason',
  'engine',
  'model',
  'model_version',
  'updated_at',
  'validated_by',
  'validated_at',
  'review_status',
  'review_note',
  'reviewed_by',
  'reviewed_at',
] as const

const toAnnotation = (row: AnnotationRow): Annotation => {
  const annotation: Annotation = {
    extracted_text: row.extracted_text ?? '',
    validated_text: row.validated_text ?? '',
    status: row.status ?? 'new',
  }
  for (const field of OPTIONAL) if (row[field]) Object.assign(annotation, { [field]: row[field] })
  return annotation
}

const SELECT = `SELECT i.id AS image_id, i.file_name, a.extracted_text, a.validated_text, a.status, a.failure_reason, a.engine, a.model, a.model_version,
    a.updated_at, a.validated_by, a.validated_at, a.review_status, a.review_note, a.reviewed_by, a.reviewed_at
  FROM images i LEFT JOIN annotations a ON a.image_id = i.id`

/** When a save changes the validated text, its attribution is the saver's (nobody's when unnamed) and its review goes. */
const ON_TEXT_CHANGE = (column: string, value: string) =>
  `${column} = CASE WHEN @changed THEN ${value} ELSE ${column} END`

/**
 * The `annotations` table of one project, the source of truth for every image's text. Every write is its own committed
 * transaction (WAL, synchronous=FULL), so it is on disk when the call returns. A machine result never touches
 * `validated_text`, its attribution or its review.
 */
export class AnnotationRepository {
  private readonly all
  private readonly one
  private readonly upsertPerson
  private readonly upsertExtraction
  private readonly upsertFailure

  constructor(
    private readonly db: Db,
    readonly projectId = DEFAULT_PROJECT_ID,
    private readonly events = new EventLog(db, projectId),
  ) {
    this.all = db.prepare<[number], AnnotationRow>(`${SELECT} WHERE i.project_id = ? ORDER BY i.id`)
    this.one = db.prepare<[number, string], AnnotationRow>(`${SELECT} WHERE i.project_id = ? AND i.file_name = ?`)
    const image = 'FROM images WHERE project_id = @project AND file_name = @name'
    this.upsertPerson = db.prepare(
      `INSERT INTO annotations (image_id, extracted_text, validated_text, status, updated_at, validated_by, validated_at)
       SELECT id, @extracted, @validated, @status, @now, @validated_by, @validated_at ${image}
       ON CONFLICT (image_id) DO UPDATE SET extracted_text = excluded.extracted_text, validated_text = excluded.validated_text,
         status = CASE WHEN excluded.status = 'new' AND status = 'failed' THEN 'failed' ELSE excluded.status END, failure_reason = CASE WHEN excluded.status = 'new' THEN failure_reason END, updated_at = excluded.updated_at,
         ${ON_TEXT_CHANGE('validated_by', '@validated_by')}, ${ON_TEXT_CHANGE('validated_at', '@validated_at')},
         ${['review_status', 'review_note', 'reviewed_by', 'reviewed_at'].map((column) => ON_TEXT_CHANGE(column, 'NULL')).join(', ')}`,
    )
    this.upsertExtraction = db.prepare(
      `INSERT INTO annotations (image_id, extracted_text, status, engine, model, model_version, updated_at)
       SELECT id, @text, 'extracted', @engine, @model, @model_version, @now ${image}
       ON CONFLICT (image_id) DO UPDATE SET extracted_text = excluded.extracted_text, failure_reason = NULL,
         status = CASE WHEN validated_text <> '' THEN 'validated' ELSE 'extracted' END,
         engine = excluded.engine, model = excluded.model, model_version = excluded.model_version, updated_at = excluded.updated_at`,
    )
    this.upsertFailure = db.prepare(
      `INSERT INTO annotations (image_id, status, failure_reason, engine, model, model_version, updated_at)
       SELECT id, 'failed', @reason, @engine, @model, @model_version, @now ${image}
       ON CONFLICT (image_id) DO UPDATE SET failure_reason = excluded.failure_reason,
         status = CASE WHEN validated_text <> '' THEN 'validated' ELSE 'failed' END,
         engine = excluded.engine, model = excluded.model, model_version = excluded.model_version, updated_at = excluded.updated_at`,
    )
  }

  /** Every stored image's annotation (an untouched image is `new` with empty texts). */
  list(): AnnotationMap {
    return Object.fromEntries(this.all.all(this.projectId).map((row) => [row.file_name, toAnnotation(row)]))
  }

  get(fileName: string): Annotation | undefined {
    const row = this.one.get(this.projectId, fileName)
    return row && toAnnotation(row)
  }

  /**
   * A person's texts (a save or an import), in one transaction for all of them; a text left out stays as stored. A
   * validated text that changes is attributed to who saved it (to nobody when the save named nobody), recorded as
   * their event, and loses its review: the review was of another text.
   */
  savePersonTexts(entries: PersonTexts[]): void {
    const now = new Date().toISOString()
    this.db.transaction(() => {
      for (const { name, by, ...texts } of entries) {
        if (texts.extracted === undefined && texts.validated === undefined) continue
        const stored = this.one.get(this.projectId, name)
        const extracted = texts.extracted ?? stored?.extracted_text ?? ''
        const validated = texts.validated ?? stored?.validated_text ?? ''
        const changed = validated !== (stored?.validated_text ?? '')
        const credited = changed && validated !== '' && by !== undefined
        this.upsertPerson.run({
          project: this.projectId,
          name,
          extracted,
          validated,
          status: statusFor(extracted, validated),
          now,
          changed: changed ? 1 : 0,
          validated_by: credited ? by : null,
          validated_at: credited ? now : null,
        })
        if (credited && stored)
          this.events.record({ imageId: stored.image_id, person: by, action: 'validated', at: now })
      }
    })()
  }

  recordExtraction(name: string, text: string, by: Extraction): void {
    this.upsertExtraction.run({
      project: this.projectId,
      name,
      text,
      model_version: null,
      ...by,
      now: new Date().toISOString(),
    })
  }

  recordFailure(name: string, reason: string, by: Extraction): void {
    this.upsertFailure.run({
      project: this.projectId,
      name,
      reason,
      model_version: null,
      ...by,
      now: new Date().toISOString(),
    })
  }
}
