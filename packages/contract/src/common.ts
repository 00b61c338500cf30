import { Type, type Static } from 'typebox'

/** The one error body every endpoint answers with: Fastify's own shape and a message a person can act on. */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({ minLength: 1 }),
    error: Type.String({ minLength: 1 }),
    message: Type.String({ minLength: 1 }),
  },
  { $id: 'Error' },
)
export type ApiErrorBody = Static<typeof ErrorSchema>

/** The error answers every endpoint may give, to spread into a route's `response`. */
export const errorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  421: ErrorSchema,
  422: ErrorSchema,
  500: ErrorSchema,
  502: ErrorSchema,
  503: ErrorSchema,
} as const

/** The longest file name accepted, in characters (UTF-16 code units). */
export const FILE_NAME_MAX_LENGTH = 255

/**
 * The most bytes (UTF-8) of a name an image is stored under, before a `-2` that tells it from another image uploaded
 * under the same name: room under the usual 255-byte file-name limit.
 */
export const STORED_NAME_MAX_BYTES = 200

/** The most images one request may name (an OCR batch, accepting readings). */
export const MAX_IMAGES_PER_REQUEST = 100_000

/** A stored image's file name: a plain base name, never a path. */
export const FileNameSchema = Type.String({
  minLength: 1,
  maxLength: FILE_NAME_MAX_LENGTH,
  pattern: '^[^/\\\\\\x00-\\x1f]+$',
})
