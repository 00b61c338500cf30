import type { Readable } from 'node:stream'
import { lineCheckText, type LineCheckReport, type LineExportFormat } from '@odia-ai/contract'
import { UniqueStems } from '../files/archive-names'
import type { ExportPage } from './export-page'
import { LineCheck } from './line-check'
import { LINE_EXPORT_WRITERS, type ArchiveEntry } from './line-formats'
import { ZipOutput } from './zip-output'

/** The check's report, the archive's last entry. */
export const REPORT_FILE = 'export-report.txt'

export interface LineExportOptions {
  format: LineExportFormat
  /** The pages in the order the archive lists them, each with its lines in reading order. */
  pages: AsyncIterable<ExportPage> | Iterable<ExportPage>
  /** Only lines a person validated (the default). */
  onlyValidated?: boolean
  /** The archive's time (entries' dates, PAGE XML's Created). */
  now?: Date
}

export interface LineExport {
  /** The ZIP archive, made as it is read. */
  archive: Readable
  /** The trainer-safe check, once the archive's last entry is written; rejects if the export fails. */
  report: Promise<LineCheckReport>
}

/**
 * A crop being cut may fail while earlier entries are still being written: it is then reported when its own entry's
 * turn comes, and until then its rejection must not count as unhandled.
 */
const started = (entries: ArchiveEntry[]): ArchiveEntry[] => {
  for (const { data } of entries) if (data instanceof Promise) data.catch(() => undefined)
  return entries
}

/**
 * The one entry point of a line export: the pages' lines in `format` as a streamed ZIP archive, `export-report.txt`
 * (the trainer-safe check) last. A page's crops are cut while the page before it is written out, so decoding and
 * encoding keep the cores busy while the reader takes the bytes; memory holds about two pages' crops.
 */
export function writeLineExport({
  format,
  pages,
  onlyValidated = true,
  now = new Date(),
}: LineExportOptions): LineExport {
  const zip = new ZipOutput(now)
  const report = (async () => {
    const writer = LINE_EXPORT_WRITERS[format]({ now })
    const check = new LineCheck(onlyValidated)
    const stems = new UniqueStems()
    let previous: ArchiveEntry[] = writer.start()
    for await (const page of pages) {
      const lines = check.take(page)
      if (lines.length === 0) continue
      const entries = started(writer.page(page, lines, stems.next(page.imageName)))
      await zip.addAll(previous)
      previous = entries
    }
    await zip.addAll(previous)
    const result = check.report()
    await zip.addAll(await writer.finish())
    // The indexes (metadata.csv, rec_gt.txt) grew with the lines; the report stays last.
    await zip.addAppended()
    await zip.addAll([{ path: REPORT_FILE, data: lineCheckText(result, format), deflate: true }])
    zip.end()
    return result
  })()
  report.catch((error: unknown) => zip.destroy(error))
  return { archive: zip.stream, report }
}
