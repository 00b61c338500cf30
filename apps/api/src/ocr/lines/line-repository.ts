import type { LineBox, LinePoint, LinesSummary, LineStatus, OcrLine } from '@odia-ai/contract'
import type { Db } from '../../db/open-database'
import type { AnnotationRepository, Extraction } from '../storage/annotation-repository'

interface LineRow {
  position: number
  x: number
  y: number
  width: number
  height: number
  polygon: string | null
  baseline: string | null
  region: number
  extracted_text: string
  validated_text: string
  status: LineStatus
  engine: string | null
  model: string | null
  updated_at: string
}

/** A line to store: its box (its polygon's bounding box, when it has one), outline, baseline, region and texts; the engine that found it, when one did. */
export interface NewLine {
  box: LineBox
  polygon?: LinePoint[]
  baseline?: LinePoint[]
  region?: number
  extracted_text: string
  validated_text: string
  by?: Extraction
}

const toLine = (row: LineRow): OcrLine => ({
  index: row.position,
  box: [row.x, row.y, row.width, row.height],
  ...(row.polygon ? { polygon: JSON.parse(row.polygon) as LinePoint[] } : {}),
  ...(row.baseline ? { baseline: JSON.parse(row.baseline) as LinePoint[] } : {}),
  region: row.region,
  extracted_text: row.extracted_text,
  validated_text: row.validated_text,
  status: row.status,
  ...(row.engine ? { engine: row.engine } : {}),
  ...(row.model ? { model: row.model } : {}),
  updated_at: row.updated_at,
})

const statusOf = (line: NewLine): LineStatus =>
  line.validated_text ? 'validated' : line.extracted_text ? 'extracted' : 'new'

/** An engine's new reading of a stored line: the line as it was when its crop was read, and the text read. */
export interface LineReading {
  line: OcrLine
  text: string
}

/** What a reading rests on: the line's place, shape and texts, and who read its text. */
const readState = ({ index, box, polygon, extracted_text, validated_text, engine }: OcrLine): string =>
  JSON.stringify([index, box, polygon, extracted_text, validated_text, engine])

/** The lines in reading order: region by region in the order of their numbers, each region's lines as given. */
export const inRegionOrder = (lines: NewLine[]): NewLine[] =>
  lines.toSorted((a, b) => (a.region ?? 0) - (b.region ?? 0))

/** The texts that are not empty, one per line in reading order: the image's text made of its lines. */
export const linesText = (texts: string[]): string => texts.filter(Boolean).join('\n')

/**
 * The `lines` table: each image's text lines in reading order. Replacing an image's lines also writes the image's own
 * texts (its lines' texts joined by line breaks) in the same transaction, so the image-level annotation, the CSV export
 * and the error rates always agree with the lines.
 */
export class LineRepository {
  private readonly ofImage
  private readonly removeAll
  private readonly insertOne
  private readonly withLines
  private readonly counts
  private readonly boxesOfBytes
  private readonly rereadOne

  constructor(
    private readonly db: Db,
    private readonly annotations: AnnotationRepository,
    private readonly projectId = annotations.projectId,
  ) {
    this.ofImage = db.prepare<[number, string], LineRow>(
      `SELECT l.* FROM lines l JOIN images i ON i.id = l.image_id WHERE i.project_id = ? AND i.file_name = ? ORDER BY l.position`,
    )
    this.removeAll = db.prepare<[number, string]>(
      'DELETE FROM lines WHERE image_id = (SELECT id FROM images WHERE project_id = ? AND file_name = ?)',
    )
    this.insertOne = db.prepare(
      `INSERT INTO lines (image_id, position, x, y, width, height, polygon, baseline, region, extracted_text, validated_text, status, engine, model, updated_at)
       SELECT id, @position, @x, @y, @width, @height, @polygon, @baseline, @region, @extracted_text, @validated_text, @status, @engine, @model, @now
       FROM images WHERE project_id = @project AND file_name = @name`,
    )
    this.rereadOne = db.prepare(
      `UPDATE lines SET extracted_text = @text, status = 'extracted', engine = @engine, model = @model, updated_at = @now
       WHERE image_id = (SELECT id FROM images WHERE project_id = @project AND file_name = @name) AND position = @position
         AND validated_text = ''`,
    )
    this.withLines = db
      .prepare<[number], { file_name: string }>(
        'SELECT file_name FROM images WHERE project_id = ? AND id IN (SELECT image_id FROM lines) ORDER BY id',
      )
      .pluck()
    this.boxesOfBytes = db.prepare<[string], Pick<LineRow, 'x' | 'y' | 'width' | 'height'>>(
      'SELECT DISTINCT l.x, l.y, l.width, l.height FROM lines l JOIN images i ON i.id = l.image_id WHERE i.sha256 = ?',
    )
    this.counts = db.prepare<[number], LinesSummary>(
      `SELECT COUNT(DISTINCT image_id) AS images_with_lines, COUNT(*) AS lines, COALESCE(SUM(status = 'validated'), 0) AS validated_lines
       FROM lines WHERE image_id IN (SELECT id FROM images WHERE project_id = ?)`,
    )
  }

  /** How many images have lines, how many lines there are, and how many of them a person validated. */
  summary(): LinesSummary {
    return this.counts.get(this.projectId) as LinesSummary
  }

  /** The names of the images that have lines, in upload order. */
  imagesWithLines(): string[] {
    return this.withLines.all(this.projectId) as unknown as string[]
  }

  /** The distinct boxes of every line of every image with these bytes (the same file uploaded under two names). */
  boxesOfImageBytes(sha256: string): LineBox[] {
    return this.boxesOfBytes.all(sha256).map(({ x, y, width, height }) => [x, y, width, height])
  }

  list(fileName: string): OcrLine[] {
    return this.ofImage.all(this.projectId, fileName).map(toLine)
  }

  /** Replaces the image's lines and its image-level texts in one committed transaction; returns the stored lines. */
  replace(fileName: string, lines: NewLine[], by?: string): OcrLine[] {
    this.replaceMany([{ fileName, lines }], by)
    return this.list(fileName)
  }

  /**
   * Replaces several images' lines (and their image-level texts) in one committed transaction: all of them or none.
   * `by` names the person saving, credited with an image text the lines change.
   */
  replaceMany(pages: Array<{ fileName: string; lines: NewLine[] }>, by?: string): void {
    const now = new Date().toISOString()
    this.db.transaction(() => {
      for (const page of pages) {
        const [fileName, lines] = [page.fileName, inRegionOrder(page.lines)]
        this.writeLines(fileName, lines, now)
        if (lines.length > 0) this.syncImageTexts(fileName, lines, by)
      }
    })()
  }

  /**
   * Replaces the image's lines with those an engine found and records their texts joined as the engine's extraction of
   * the image, in one committed transaction; returns the stored lines. Lines without text leave the image's texts be.
   */
  replaceFound(fileName: string, found: NewLine[], by: Extraction): OcrLine[] {
    const lines = inRegionOrder(found)
    this.db.transaction(() => {
      this.writeLines(fileName, lines, new Date().toISOString())
      const text = linesText(lines.map((line) => line.extracted_text))
      if (text) this.annotations.recordExtraction(fileName, text, by)
    })()
    return this.list(fileName)
  }

  /**
   * Writes an engine's new readings of some of the image's lines in place (boxes, outlines and the other lines as they
   * are) and records the lines' texts joined as the engine's extraction of the image, in one committed transaction. A
   * line is written only if it is still as it was read (a person may have saved it meanwhile) and nobody validated it.
   * Answers how many lines were written and the image's text made of its lines.
   */
  writeReadings(fileName: string, readings: LineReading[], by: Extraction): { written: number; text: string } {
    return this.db.transaction(() => {
      const stored = this.list(fileName)
      const now = new Date().toISOString()
      let written = 0
      for (const { line, text } of readings) {
        const current = stored[line.index]
        if (!current || readState(current) !== readState(line)) continue
        const { engine, model } = by
        const row = { project: this.projectId, name: fileName, position: line.index, text, engine, model, now }
        if (this.rereadOne.run(row).changes === 0) continue
        current.extracted_text = text
        written += 1
      }
      const text = linesText(stored.map((line) => line.extracted_text))
      if (written > 0 && text) this.annotations.recordExtraction(fileName, text, by)
      return { written, text }
    })()
  }

  private writeLines(fileName: string, lines: NewLine[], now: string): void {
    this.removeAll.run(this.projectId, fileName)
    lines.forEach((line, position) => {
      const [x, y, width, height] = line.box
      this.insertOne.run({
        project: this.projectId,
        name: fileName,
        position,
        x,
        y,
        width,
        height,
        polygon: line.polygon ? JSON.stringify(line.polygon) : null,
        baseline: line.baseline ? JSON.stringify(line.baseline) : null,
        region: line.region ?? 0,
        extracted_text: line.extracted_text,
        validated_text: line.validated_text,
        status: statusOf(line),
        engine: line.by?.engine ?? null,
        model: line.by?.model ?? null,
        now,
      })
    })
  }

  /**
   * The image's extracted text becomes its lines' extracted texts; its validated text becomes its lines' validated
   * texts once every line is validated. Until then it keeps what it had: a half-corrected page is not a validated text
   * (its export and error rates would count the missing lines as errors), and a page's own validated text is not
   * emptied by lines an engine just found. Likewise lines no engine read (drawn by hand, or imported as ground truth)
   * leave the image's extracted text as it was: the engine's reading of the page is kept to measure it against.
   */
  private syncImageTexts(fileName: string, lines: NewLine[], by: string | undefined): void {
    const complete = lines.every((line) => line.validated_text)
    const read = lines.some((line) => line.extracted_text)
    this.annotations.savePersonTexts([
      {
        name: fileName,
        ...(by === undefined ? {} : { by }),
        ...(read ? { extracted: linesText(lines.map((line) => line.extracted_text)) } : {}),
        ...(complete ? { validated: linesText(lines.map((line) => line.validated_text)) } : {}),
      },
    ])
  }
}
