import { Type, type Static } from 'typebox'
import { SMALL_BODY_BYTES } from './body-limits'
import { ErrorSchema, errorResponses, FileNameSchema } from './common'
import { defineRoute } from './define-route'
import { AnnotationMapSchema, AnnotationSchema, IMAGE_TEXTS_BODY_BYTES, TextSchema } from './ocr-annotations'
import { ProjectQuerySchema } from './projects'

/** The fixed folder the spec's CSV import names; the only value the server accepts. */
export const IMAGE_FOLDER = 'uploaded_images'

export const SkippedRowSchema = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  file_name: Type.Optional(Type.String()),
  reason: Type.String(),
})
export type SkippedRow = Static<typeof SkippedRowSchema>

/** Why a PAGE XML file restored no lines (`reason` says it for a person). */
export const PageImportSkipSchema = Type.Union([
  /** Well-formed XML of another kind, such as the METS file of an export. */
  Type.Literal('NOT_PAGE_XML'),
  /** No stored image has the name the page gives (`imageFilename`). */
  Type.Literal('IMAGE_NOT_FOUND'),
  /** The name fits more than one stored image. */
  Type.Literal('IMAGE_AMBIGUOUS'),
  /** Another file of the same import describes the same image. */
  Type.Literal('IMAGE_TWICE'),
  /** The page's width and height are not in the stored image's proportions: another image, or one turned. */
  Type.Literal('IMAGE_SIZE_MISMATCH'),
  /** The page has no text lines: the image's lines are left as they are. */
  Type.Literal('NO_LINES'),
  /** More lines than an image may hold, or a line text over the limit. */
  Type.Literal('TOO_LARGE'),
  /** The image has lines a person validated, and the import did not say `replace`. */
  Type.Literal('LINES_VALIDATED'),
])
export type PageImportSkip = Static<typeof PageImportSkipSchema>

/** What became of one PAGE XML file of an import. */
export const PageImportResultSchema = Type.Object({
  /** The file's name as sent, or its path inside the ZIP `archive`. */
  file_name: Type.String(),
  archive: Type.Optional(Type.String()),
  status: Type.Union([Type.Literal('imported'), Type.Literal('skipped')]),
  /** The image the page names (its `imageFilename`). */
  image_filename: Type.Optional(Type.String()),
  /** The stored image it matched, whose lines it restored (or would have). */
  stored_image: Type.Optional(FileNameSchema),
  /** Imported: the lines restored, how many of them are validated, and how many boxes reached outside the page and were clamped to it. */
  lines: Type.Optional(Type.Integer({ minimum: 0 })),
  validated_lines: Type.Optional(Type.Integer({ minimum: 0 })),
  clamped_lines: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The page's image size when it differed from the stored image's: the boxes were scaled from it. */
  scaled_from: Type.Optional(
    Type.Object({ width: Type.Integer({ minimum: 1 }), height: Type.Integer({ minimum: 1 }) }),
  ),
  code: Type.Optional(PageImportSkipSchema),
  reason: Type.Optional(Type.String()),
})
export type PageImportResult = Static<typeof PageImportResultSchema>

/**
 * A CSV import's answer: the images of its accepted rows with their annotations as now stored, and the rows skipped.
 * A PAGE XML import answers the images whose lines it restored, with their annotations (`skipped` is empty: it has no
 * rows), and `pages`, what became of each file.
 */
export const ImportResponseSchema = Type.Object({
  valid_images: Type.Array(FileNameSchema),
  annotations: AnnotationMapSchema,
  skipped: Type.Array(SkippedRowSchema),
  pages: Type.Optional(Type.Array(PageImportResultSchema)),
})
export type ImportResponse = Static<typeof ImportResponseSchema>

/** The export holds every stored image's annotation: the server's, not the page's copy. */
export const ExportRequestSchema = Type.Object({
  /** The spec's request shape sends the page's annotation map; it is accepted and not read. */
  annotations: Type.Optional(Type.Record(Type.String(), Type.Union([AnnotationSchema, Type.String()]))),
  /** Validated texts taking the place of the stored ones (the page sends its current image's unsaved text). */
  validated_texts: Type.Record(Type.String(), TextSchema),
  excel: Type.Optional(Type.Boolean()),
  /** Adds a `cer` column: each image's character error rate of extracted against validated text. */
  include_cer: Type.Optional(Type.Boolean()),
  /** Adds a `flags` column: the Odia orthography checks' findings on each image's text (`rule@start-end`, space-separated). */
  include_flags: Type.Optional(Type.Boolean()),
  /** Only images a second person marked reviewed, each with the text as reviewed (`validated_texts` is then not read). */
  only_reviewed: Type.Optional(Type.Boolean()),
})
export type ExportRequest = Static<typeof ExportRequestSchema>

/**
 * Imports a CSV of annotations (one `file` part, with `image_folder`), or PAGE XML for images already uploaded: `file`
 * parts each holding a `.xml` page or a `.zip` of them, and `replace` (`true`) to replace lines a person validated.
 * A PAGE XML import that restores nothing is refused: 409 when every page was refused for validated lines, else 422.
 */
export const importCsv = defineRoute({
  method: 'POST',
  url: '/api/ocr/import',
  consumes: 'multipart/form-data',
  schema: {
    querystring: ProjectQuerySchema,
    response: { 200: ImportResponseSchema, ...errorResponses, 409: ErrorSchema },
  },
})

/** The body holds the page's unsaved text of its current image at the longest, beside the spec's `annotations` (not read). */
export const exportCsv = defineRoute({
  method: 'POST',
  url: '/api/ocr/export',
  produces: 'text/csv',
  bodyLimit: IMAGE_TEXTS_BODY_BYTES + SMALL_BODY_BYTES,
  schema: {
    querystring: ProjectQuerySchema,
    body: ExportRequestSchema,
    response: { 200: Type.String(), ...errorResponses },
  },
})
