import type { ExportLine, ExportPage } from '../export-page'
import type { ArchiveEntry, LineFormat, LineFormatWriter } from './line-format'
import { lineFileStem } from '../../files/archive-names'

/** Writes one export archive page by page: each page's entries as the page comes, so an archive of any size streams. */
export interface PageFormatWriter {
  start: () => ArchiveEntry[]
  /** A page's entries. `lines` are the page's lines to export, never none, each with its label; `stem` names the page's files. */
  page: (page: ExportPage, lines: ExportLine[], stem: string) => ArchiveEntry[]
  finish: () => Promise<ArchiveEntry[]>
}

export type CreatePageFormatWriter = (options: { now: Date }) => PageFormatWriter

/** The columns the line export adds to a line: its page and its box there. */
export const EXPORT_COLUMNS = ['source_image', 'box']

/** A line format on the export's pages: each line is its crop, named after its page and its place in the reading order. */
export const eachLineOf =
  (format: LineFormat): CreatePageFormatWriter =>
  ({ now }) => {
    const writer: LineFormatWriter = format.create({ now, columns: EXPORT_COLUMNS, rowEnd: '\r\n' })
    return {
      start: () => writer.start(),
      page: (page, lines, stem) =>
        lines.flatMap(
          (line) =>
            writer.line({
              stem: lineFileStem(stem, line.index),
              extension: 'png',
              text: line.text,
              image: page.crop(line),
              columns: { source_image: page.imageName, box: JSON.stringify(line.box) },
            }).entries,
        ),
      finish: () => writer.finish(),
    }
  }
