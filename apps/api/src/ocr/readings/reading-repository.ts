import {
  OCR_ENGINE_NAMES,
  readerOf,
  type ImageAgreement,
  type Reading,
  type ValidatedReadings,
} from '@odia-ai/contract'
import type { Db } from '../../db/open-database'
import type { Extraction } from '../storage/annotation-repository'
import { disagreementOf } from './agreement'

interface ReadingRow {
  engine: string
  model: string
  model_version: string | null
  text: string
  created_at: string
}

interface SummaryRow {
  file_name: string
  readers: string
  disagreement: number | null
  readings: number
  texts: number
  has_lines: number
}

/** What the readings of one image come to, for accepting them: how many there are and how many different texts. */
export interface ReadingsAgreement {
  readings: number
  texts: number
  /** The text when they all read the same. */
  text: string | undefined
  hasLines: boolean
}

/** Engines in the order of the contract's list (one it no longer lists, last), each engine's models by name. */
const engineRank = (engine: string) => {
  const rank = OCR_ENGINE_NAMES.indexOf(engine as (typeof OCR_ENGINE_NAMES)[number])
  return rank < 0 ? OCR_ENGINE_NAMES.length : rank
}
const byReader = (a: { engine: string; model: string }, b: { engine: string; model: string }) =>
  engineRank(a.engine) - engineRank(b.engine) || a.engine.localeCompare(b.engine) || a.model.localeCompare(b.model)

const toReading = (row: ReadingRow): Reading => ({
  engine: row.engine,
  model: row.model,
  ...(row.model_version ? { model_version: row.model_version } : {}),
  text: row.text,
  created_at: row.created_at,
})

const IMAGE_ID = '(SELECT id FROM images WHERE project_id = @project AND file_name = @name)'
const HAS_LINES = 'EXISTS (SELECT 1 FROM lines l WHERE l.image_id = i.id)'

/**
 * A project's rows of the `readings` table, each engine's latest reading of an image, and `reading_agreements`, how far an image's
 * readings are apart, kept in step by every write (in one transaction), so listing the agreement of thousands of pages
 * computes no edit distance.
 */
export class ReadingRepository {
  private readonly upsert
  private readonly ofImage
  private readonly textsOfImage
  private readonly saveAgreement
  private readonly dropAgreement
  private readonly summaryRows
  private readonly agreementRow
  private readonly validatedRows

  constructor(
    private readonly db: Db,
    private readonly project: number,
  ) {
    this.upsert = db.prepare(
      `INSERT INTO readings (image_id, engine, model, model_version, text, created_at)
       SELECT id, @engine, @model, @model_version, @text, @now FROM images WHERE project_id = @project AND file_name = @name
       ON CONFLICT (image_id, engine, model) DO UPDATE SET model_version = excluded.model_version, text = excluded.text,
         created_at = excluded.created_at`,
    )
    this.ofImage = db.prepare<{ project: number; name: string }, ReadingRow>(
      `SELECT engine, model, model_version, text, created_at FROM readings WHERE image_id = ${IMAGE_ID}`,
    )
    this.textsOfImage = db
      .prepare<{ project: number; name: string }, string>(`SELECT text FROM readings WHERE image_id = ${IMAGE_ID}`)
      .pluck()
    this.saveAgreement = db.prepare(
      `INSERT INTO reading_agreements (image_id, disagreement) SELECT id, @disagreement FROM images WHERE project_id = @project AND file_name = @name
       ON CONFLICT (image_id) DO UPDATE SET disagreement = excluded.disagreement`,
    )
    this.dropAgreement = db.prepare(`DELETE FROM reading_agreements WHERE image_id = ${IMAGE_ID}`)
    this.summaryRows = db.prepare<{ project: number }, SummaryRow>(
      `SELECT i.file_name, group_concat(r.engine || char(31) || r.model, char(30)) AS readers, a.disagreement, COUNT(*) AS readings, COUNT(DISTINCT r.text) AS texts, ${HAS_LINES} AS has_lines
       FROM readings r JOIN images i ON i.id = r.image_id LEFT JOIN reading_agreements a ON a.image_id = i.id
       WHERE i.project_id = @project GROUP BY i.id ORDER BY i.id`,
    )
    this.agreementRow = db.prepare<
      { project: number; name: string },
      { readings: number; texts: number; text: string | null; has_lines: number }
    >(
      `SELECT COUNT(r.engine) AS readings, COUNT(DISTINCT r.text) AS texts, MIN(r.text) AS text, ${HAS_LINES} AS has_lines
       FROM images i LEFT JOIN readings r ON r.image_id = i.id WHERE i.project_id = @project AND i.file_name = @name GROUP BY i.id`,
    )
    this.validatedRows = db.prepare<
      { project: number },
      { file_name: string; engine: string; model: string; text: string }
    >(
      `SELECT i.file_name, r.engine, r.model, r.text FROM readings r JOIN images i ON i.id = r.image_id
       JOIN annotations a ON a.image_id = i.id
       WHERE i.project_id = @project AND a.status = 'validated' AND NOT (r.engine IS a.engine AND r.model IS a.model)
       ORDER BY i.id`,
    )
  }

  /**
   * Every validated image's readings by the readers (engine and model) other than the one whose text it holds, by image
   * and reader (`readerOf`).
   */
  ofValidated(): ValidatedReadings['images'] {
    // Maps until the end: a file may be named __proto__.
    const images = new Map<string, Map<string, string>>()
    for (const { file_name, text, ...reader } of this.validatedRows.all({ project: this.project })) {
      const readings = images.get(file_name) ?? new Map<string, string>()
      images.set(file_name, readings.set(readerOf(reader), text))
    }
    return Object.fromEntries([...images].map(([name, readings]) => [name, Object.fromEntries(readings)]))
  }

  /** Stores an engine's reading of an image with a model in place of its last one (NFC), and the image's agreement. */
  record(name: string, text: string, by: Extraction): void {
    const now = new Date().toISOString()
    this.db.transaction(() => {
      this.upsert.run({ project: this.project, name, text: text.normalize('NFC'), model_version: null, ...by, now })
      const disagreement = disagreementOf(this.textsOfImage.all({ project: this.project, name }))
      if (disagreement === undefined) this.dropAgreement.run({ project: this.project, name })
      else this.saveAgreement.run({ project: this.project, name, disagreement })
    })()
  }

  /** The image's readings, in the order of the contract's engine list, each engine's by model name. */
  list(name: string): Reading[] {
    return this.ofImage.all({ project: this.project, name }).sort(byReader).map(toReading)
  }

  /** The engine's stored reading of the image with the model, if it read it. */
  find(name: string, engine: string, model: string): Reading | undefined {
    return this.list(name).find((reading) => reading.engine === engine && reading.model === model)
  }

  /** Every image some engine read, with how far its readings agree, in upload order. */
  summary(): Record<string, ImageAgreement> {
    return Object.fromEntries(
      this.summaryRows.all({ project: this.project }).map((row): [string, ImageAgreement] => [
        row.file_name,
        {
          readers: row.readers
            .split('\x1e')
            .map((reader) => {
              const [engine = '', model = ''] = reader.split('\x1f')
              return { engine, model }
            })
            .sort(byReader)
            .map(readerOf),
          ...(row.disagreement === null ? {} : { disagreement: row.disagreement }),
          identical: row.readings >= 2 && row.texts === 1,
          has_lines: row.has_lines === 1,
        },
      ]),
    )
  }

  /** How the image's readings stand, for accepting them together; undefined for an image not stored. */
  agreement(name: string): ReadingsAgreement | undefined {
    const row = this.agreementRow.get({ project: this.project, name })
    if (!row) return undefined
    return {
      readings: row.readings,
      texts: row.texts,
      text: row.readings > 0 && row.texts === 1 ? (row.text ?? undefined) : undefined,
      hasLines: row.has_lines === 1,
    }
  }

  /** Runs `work` in one transaction (nested ones become savepoints). */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }
}
