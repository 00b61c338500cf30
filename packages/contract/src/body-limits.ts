/**
 * How large a JSON request body may be. Each endpoint that takes one declares its `bodyLimit` beside its definition,
 * worked out from its schema's own limits with these; the server refuses a larger body (413) before reading it whole.
 */

/** The most bytes JSON.stringify writes for one character of a string: a control character, as `\u001f`. */
const JSON_BYTES_PER_CHARACTER = 6

/** The longest a string of at most `maxLength` characters can be in JSON, quotes included. */
export const jsonStringBytes = (maxLength: number): number => maxLength * JSON_BYTES_PER_CHARACTER + 2

/** Room for a body's short fields (names, numbers, flags, options) with their keys, beside its long strings. */
export const SMALL_BODY_BYTES = 64 * 1024
