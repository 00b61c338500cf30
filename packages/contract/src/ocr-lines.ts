import { Type, type Static } from 'typebox'
import { ErrorSchema, errorResponses, FileNameSchema } from './common'
import { defineRoute } from './define-route'


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

/** One text line of a page, in reading order (`index` 0 is read first). */
export const OcrLineSchema = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  box: LineBoxSchema,
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

export const LinesQuerySchema = Type.Object({ image_filename: FileNameSchema })

/** A line as the editor sends it: where it is and its texts; its index is its place in the list. */
export const LineInputSchema = Type.Object({
  box: LineBoxSchema,
  extracted_text: Type.Optional(Type.String()),
  validated_text: Type.String(),
})
export type LineInput = Static<typeof LineInputSchema>

export const PutLinesRequestSchema = Type.Object({
  image_filename: FileNameSchema,
  lines: Type.Array(LineInputSchema, { maxItems: MAX_LINES_PER_IMAGE }),
})
export type PutLinesRequest = Static<typeof PutLinesRequestSchema>

/** An image's lines in reading order (none for an image annotated as one text). */
export const getLines = defineRoute({
  method: 'GET',
  url: '/api/ocr/lines',
  schema: { querystring: LinesQuerySchema, response: { 200: LinesResponseSchema, ...errorResponses } },
})

/**
 * Replaces an image's lines in one transaction: the editor's adds, deletes, moves and reorders all go through it.
 * A box outside the image is refused (422). Each line carries both its texts (a line without `extracted_text` has none):
 * a list has no identity to match old lines by, so the editor sends back what it read.
 */
export const putLines = defineRoute({
  method: 'PUT',
  url: '/api/ocr/lines',
  schema: { body: PutLinesRequestSchema, response: { 200: LinesResponseSchema, ...errorResponses, 422: ErrorSchema } },
})
