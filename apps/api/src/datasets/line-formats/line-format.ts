import type { Readable } from 'node:stream'
import type { ExportLine, ExportPage } from '../export-page'

/** One file of an export archive. */
export interface ArchiveEntry {
  /** Relative, `/`-separated. */
  path: string
  /** Text or bytes at hand, bytes on their way (a crop being cut), or a stream opened when the entry's turn comes. */
  data: string | Buffer | Promise<Buffer> | (() => Readable)
  /** Deflate the entry (text); PNG crops and page images are stored as they are, being compressed already. */
  deflate?: boolean
}

/**
 * Writes one archive in one format: each page's entries as the page comes, so an archive of any size streams, then
 * the entries that list every line (a metadata.csv), built from what the pages gave.
 */
export interface LineFormatWriter {
  /** A page's entries. `lines` are the page's lines to export, never none, each with its label; `stem` names the page's files. */
  page(page: ExportPage, lines: ExportLine[], stem: string): ArchiveEntry[]
  /** The entries after the last page; none for a format whose files stand alone. */
  finish(): Promise<ArchiveEntry[]>
}

export interface LineFormatOptions {
  /** When the archive is made: PAGE XML's Created and LastChange. */
  now: Date
}

export type CreateLineFormatWriter = (options: LineFormatOptions) => LineFormatWriter

/** A line's crop, named after its page and its place in the reading order. */
export const cropEntry = (page: ExportPage, line: ExportLine, path: string): ArchiveEntry => ({ path, data: page.crop(line) })
