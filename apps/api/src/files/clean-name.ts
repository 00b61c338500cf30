import { badRequest } from '../errors'

/** Control characters and bidirectional marks, embeddings, overrides and isolates: never part of a name a person reads. */
// eslint-disable-next-line no-control-regex
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/** The same, line breaks kept (a note may have several lines). */
// eslint-disable-next-line no-control-regex
const UNSEEN_BUT_LINE_BREAKS = /(?!\n)[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * A name a person typed (a project's, or their own) as stored: NFC, without control or bidirectional characters
 * (which make `abc\u202Efed` show as `abcdef`), runs of spaces made one, no outer spaces. A name left empty is a 400
 * naming `what` it was for.
 */
export function cleanName(raw: string, what: string): string {
  const name = raw.normalize('NFC').replace(UNSEEN, '').replace(/\s+/g, ' ').trim()
  if (name === '')
    throw badRequest('NAME_EMPTY', `${what} is empty once spaces and invisible characters are taken out: type a name.`)
  return name
}

/** A reviewer's note as stored: NFC, line breaks kept, other control and bidirectional characters taken out, trimmed. */
export const cleanNote = (raw: string): string =>
  raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .replace(UNSEEN_BUT_LINE_BREAKS, '')
    .trim()
