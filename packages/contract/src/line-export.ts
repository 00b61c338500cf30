import { Type, type Static } from 'typebox'
import { SMALL_BODY_BYTES } from './body-limits'
import { LineExportFormatSchema } from './dataset-formats'
import { errorResponses } from './common'
import { defineRoute } from './define-route'
import { ProjectQuerySchema } from './projects'

export const ExportLinesRequestSchema = Type.Object({
  format: LineExportFormatSchema,
  /** Only lines a person validated (the default); `false` adds the others with their extracted text. */
  only_validated: Type.Optional(Type.Boolean({ default: true })),
  /** Only the pages (images) a second person marked reviewed. */
  only_reviewed: Type.Optional(Type.Boolean()),
  /**
   * Pixels kept around a line's outline in its crop, the rest made white: room for the signs below the letters that
   * reach past a tight outline. By default the crop's margin (a tenth of the line's height).
   */
  polygon_padding: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
})
export type ExportLinesRequest = Static<typeof ExportLinesRequestSchema>

/** A line of the project: its image and its place in that image's reading order, counted from 1. */
export const LineRefSchema = Type.Object({
  image: Type.String(),
  line: Type.Integer({ minimum: 1 }),
})
export type LineRef = Static<typeof LineRefSchema>

/** A line the check found, and for a duplicate the earlier line whose crop it repeats. */
export const FlaggedLineSchema = Type.Object({
  image: Type.String(),
  line: Type.Integer({ minimum: 1 }),
  same_as: Type.Optional(LineRefSchema),
})
export type FlaggedLine = Static<typeof FlaggedLineSchema>

/** How many lines one check flagged, and the first of them. */
export const LineFindingSchema = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  examples: Type.Array(FlaggedLineSchema),
})
export type LineFinding = Static<typeof LineFindingSchema>

/** A character a trainer may not learn or encode: outside the expected set, or in too few lines to learn. */
export const CharacterFindingSchema = Type.Object({
  /** `U+0B3C`. */
  code_point: Type.String({ pattern: '^U\\+[0-9A-F]{4,6}$' }),
  /** The character as shown: a combining mark on a dotted circle (`◌଼`), a control or space by its code point only. */
  shown: Type.String(),
  /** Its Unicode script (`Oriya`, `Bengali`, `Latin`, `Common`, …). */
  script: Type.String(),
  /** Labels that hold it, and how often it occurs in all of them. */
  lines: Type.Integer({ minimum: 1 }),
  occurrences: Type.Integer({ minimum: 1 }),
  /** Not in the Odia block, nor a digit, space or common punctuation. */
  outside: Type.Boolean(),
  /** Used by fewer lines than `thresholds.rare_below_lines`. */
  rare: Type.Boolean(),
  examples: Type.Array(LineRefSchema),
})
export type CharacterFinding = Static<typeof CharacterFindingSchema>

/**
 * The trainer-safe check of the lines an export holds: what trainers reject or silently drop. The same report is the
 * archive's `export-report.txt`.
 */
export const LineCheckReportSchema = Type.Object({
  only_validated: Type.Boolean(),
  /** Pages with at least one exported line, and the lines exported. */
  pages: Type.Integer({ minimum: 0 }),
  lines: Type.Integer({ minimum: 0 }),
  /** Lines without a validated text, left out because `only_validated` was set. */
  left_out: Type.Integer({ minimum: 0 }),
  thresholds: Type.Object({
    rare_below_lines: Type.Integer({ minimum: 1 }),
    min_line_height: Type.Integer({ minimum: 1 }),
  }),
  characters: Type.Array(CharacterFindingSchema),
  empty: LineFindingSchema,
  not_nfc: LineFindingSchema,
  /** Labels with a line break or tab, which every format writes as a space (one line, one label). */
  line_breaks: LineFindingSchema,
  too_short: LineFindingSchema,
  /** A line whose crop (same image pixels, same box) and text repeat an earlier line's. */
  duplicates: LineFindingSchema,
  /** A line whose crop repeats an earlier line's under another text. */
  conflicting: LineFindingSchema,
  /** Nothing that breaks trainers (see `breaksTrainers`): what is left is only worth a look. */
  trainer_safe: Type.Boolean(),
})
export type LineCheckReport = Static<typeof LineCheckReportSchema>

/**
 * The project's lines as a ZIP archive in one of LINE_EXPORT_FORMAT_NAMES, streamed as it is made; its last entry is
 * `export-report.txt`, the trainer-safe check. The 200 answer is the archive, which no JSON schema describes.
 */
export const exportLines = defineRoute({
  method: 'POST',
  url: '/api/ocr/export/lines',
  produces: 'application/zip',
  bodyLimit: SMALL_BODY_BYTES,
  schema: { querystring: ProjectQuerySchema, body: ExportLinesRequestSchema, response: { ...errorResponses } },
})

/** The trainer-safe check alone, for the page to show before the download (no crop is made). */
export const checkLines = defineRoute({
  method: 'POST',
  url: '/api/ocr/export/lines/check',
  bodyLimit: SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: ExportLinesRequestSchema,
    response: { 200: LineCheckReportSchema, ...errorResponses },
  },
})
