import { Type, type Static } from 'typebox'
import { SMALL_BODY_BYTES } from './body-limits'
import { ErrorSchema, errorResponses, FileNameSchema } from './common'
import { defineRoute } from './define-route'
import { AnnotationSchema, IMAGE_TEXTS_BODY_BYTES, TextSchema } from './ocr-annotations'
import { OcrEngineNameSchema } from './ocr-engines'
import { geminiErrorResponses, ModelNameSchema } from './ocr-extraction'
import { NameSchema, ProjectIdSchema, ProjectQuerySchema } from './projects'

/** A line's place on its page in image pixels: `[x, y, width, height]`, the top left corner first. */
export const LineBoxSchema = Type.Tuple([
  Type.Integer({ minimum: 0 }),
  Type.Integer({ minimum: 0 }),
  Type.Integer({ minimum: 1 }),
  Type.Integer({ minimum: 1 }),
])
export type LineBox = Static<typeof LineBoxSchema>

export const LineStatusSchema = Type.Union([Type.Literal('new'), Type.Literal('extracted'), Type.Literal('validated')])
export type LineStatus = Static<typeof LineStatusSchema>

/** Far more lines than any page holds; a request with more is not a page. */
export const MAX_LINES_PER_IMAGE = 2000

/** A point of a line's outline or baseline in image pixels: `[x, y]`, inside the image (the server checks its size). */
export const LinePointSchema = Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })])
export type LinePoint = Static<typeof LinePointSchema>

/** The most points a line's outline may have (eScriptorium's and Transkribus's have tens); an imported one with more is thinned. */
export const MAX_POLYGON_POINTS = 200
/** The most points a line's baseline may have. */
export const MAX_BASELINE_POINTS = 50
/** Far more regions (columns, blocks) than any page holds. */
export const MAX_REGIONS = 100

/** A line's outline, clockwise from its top left; a line without one is its box. */
export const LinePolygonSchema = Type.Array(LinePointSchema, { minItems: 3, maxItems: MAX_POLYGON_POINTS })
/** The line the letters stand on (above the signs written below it), left to right. */
export const LineBaselineSchema = Type.Array(LinePointSchema, { minItems: 2, maxItems: MAX_BASELINE_POINTS })
/**
 * The region (a column, a block) a line belongs to. Regions are read in the order of their numbers, and a page's lines
 * are in reading order region by region: every line of region 0, then of region 1, and so on.
 */
export const LineRegionSchema = Type.Integer({ minimum: 0, maximum: MAX_REGIONS - 1 })

/** One text line of a page, in reading order (`index` 0 is read first). */
export const OcrLineSchema = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  box: LineBoxSchema,
  polygon: Type.Optional(LinePolygonSchema),
  baseline: Type.Optional(LineBaselineSchema),
  region: Type.Optional(LineRegionSchema),
  extracted_text: Type.String(),
  validated_text: Type.String(),
  status: LineStatusSchema,
  engine: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String()),
})
export type OcrLine = Static<typeof OcrLineSchema>

export const LinesResponseSchema = Type.Object({ lines: Type.Array(OcrLineSchema) })
export type LinesResponse = Static<typeof LinesResponseSchema>

export const LinesQuerySchema = Type.Object({ image_filename: FileNameSchema, project: Type.Optional(ProjectIdSchema) })

/**
 * A line as the editor sends it: where it is and its texts; its index is its place in the list. With a polygon, the
 * stored box is the polygon's bounding box; a line without a region is in region 0.
 */
export const LineInputSchema = Type.Object({
  box: LineBoxSchema,
  polygon: Type.Optional(LinePolygonSchema),
  baseline: Type.Optional(LineBaselineSchema),
  region: Type.Optional(LineRegionSchema),
  extracted_text: Type.Optional(TextSchema),
  validated_text: TextSchema,
})
export type LineInput = Static<typeof LineInputSchema>

export const PutLinesRequestSchema = Type.Object({
  image_filename: FileNameSchema,
  lines: Type.Array(LineInputSchema, { maxItems: MAX_LINES_PER_IMAGE }),
  /** Who saves: recorded with the image's validated text when the lines change it. */
  saved_by: Type.Optional(NameSchema),
  /**
   * The newest `updated_at` of the lines the editor last loaded or saved (`''` for a page that had none). If the page's
   * lines changed after it (a model re-read them, someone else saved them), the save is refused (409 LINES_CHANGED)
   * rather than writing the editor's older copy over them. Without it, the lines are replaced whatever happened.
   */
  based_on: Type.Optional(Type.String({ maxLength: 40 })),
})
export type PutLinesRequest = Static<typeof PutLinesRequestSchema>

/** The `based_on` of lines as the server sent them: the newest `updated_at` among them, `''` for none. */
export const linesBasedOn = (lines: readonly OcrLine[]): string =>
  lines.reduce((newest, line) => (line.updated_at && line.updated_at > newest ? line.updated_at : newest), '')

/** An image's lines in reading order (none for an image annotated as one text). */
export const getLines = defineRoute({
  method: 'GET',
  url: '/api/ocr/lines',
  schema: { querystring: LinesQuerySchema, response: { 200: LinesResponseSchema, ...errorResponses } },
})

/** The stored lines, and the image's own annotation as they left it (its texts are the lines' texts joined). */
export const StoredLinesResponseSchema = Type.Object({ lines: Type.Array(OcrLineSchema), annotation: AnnotationSchema })
export type StoredLinesResponse = Static<typeof StoredLinesResponseSchema>

/**
 * Replaces an image's lines in one transaction: the editor's adds, deletes, moves and reorders all go through it.
 * A box, polygon or baseline point outside the image is refused (422); lines are stored in reading order by region
 * (a stable sort: within a region, as sent). Each line carries both its texts (a line without `extracted_text` has none):
 * a list has no identity to match old lines by, so the editor sends back what it read.
 */
export const putLines = defineRoute({
  method: 'PUT',
  url: '/api/ocr/lines',
  // The lines' texts together are the image's texts; each line adds its box and keys (80 bytes at their longest) and
  // its points (`[65535,65535],` at their longest).
  bodyLimit:
    IMAGE_TEXTS_BODY_BYTES +
    MAX_LINES_PER_IMAGE * (160 + (MAX_POLYGON_POINTS + MAX_BASELINE_POINTS) * 14) +
    SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: PutLinesRequestSchema,
    response: { 200: StoredLinesResponseSchema, ...errorResponses, 409: ErrorSchema, 422: ErrorSchema },
  },
})

export const DetectLinesRequestSchema = Type.Object({
  image_filename: FileNameSchema,
  engine: OcrEngineNameSchema,
  /** For an engine that needs a key; held only for this request. */
  api_key: Type.Optional(Type.String({ maxLength: 512 })),
  model: Type.Optional(ModelNameSchema),
  /** Replace lines a person has validated; without it such a page is refused (409) so the page can ask first. */
  replace: Type.Optional(Type.Boolean()),
})
export type DetectLinesRequest = Static<typeof DetectLinesRequestSchema>

/** Finds the image's text lines with the engine and stores them (with their texts) in place of its lines. */
export const detectLines = defineRoute({
  method: 'POST',
  url: '/api/ocr/lines/detect',
  bodyLimit: SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: DetectLinesRequestSchema,
    response: { 200: StoredLinesResponseSchema, ...geminiErrorResponses, 409: ErrorSchema, 422: ErrorSchema },
  },
})

/** How far the project's line level is: images that have lines, their lines, and how many of those a person validated. */
export const LinesSummarySchema = Type.Object({
  images_with_lines: Type.Integer({ minimum: 0 }),
  lines: Type.Integer({ minimum: 0 }),
  validated_lines: Type.Integer({ minimum: 0 }),
})
export type LinesSummary = Static<typeof LinesSummarySchema>

export const getLinesSummary = defineRoute({
  method: 'GET',
  url: '/api/ocr/lines/summary',
  schema: { querystring: ProjectQuerySchema, response: { 200: LinesSummarySchema, ...errorResponses } },
})
