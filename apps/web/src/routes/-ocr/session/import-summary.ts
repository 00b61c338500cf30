import { counted, type ImportResponse, type PageImportResult } from '@odia-ai/contract'

const LISTED = 3

const sum = (pages: PageImportResult[], count: (page: PageImportResult) => number | undefined) =>
  pages.reduce((total, page) => total + (count(page) ?? 0), 0)

/** One line on what a PAGE XML import restored, and which files it skipped and why (XML of other kinds only counted). */
function pageImportSummary(pages: PageImportResult[]): string {
  const imported = pages.filter((page) => page.status === 'imported')
  const refused = pages.filter((page) => page.status === 'skipped' && page.code !== 'NOT_PAGE_XML')
  const others = pages.length - imported.length - refused.length
  const clamped = sum(imported, (page) => page.clamped_lines)
  const scaled = imported.filter((page) => page.scaled_from).length
  const parts = [
    `Imported ${counted(
      sum(imported, (page) => page.lines),
      'line',
    )} into ${counted(imported.length, 'image')}`,
  ]
  if (scaled > 0) parts.push(`${counted(scaled, 'page')} scaled to the stored image`)
  if (clamped > 0) parts.push(`${counted(clamped, 'box', 'boxes')} clamped to the page`)
  if (refused.length > 0) {
    const listed = refused.slice(0, LISTED).map((page) => `${page.file_name}: ${page.reason?.replace(/\.$/, '')}`)
    parts.push(
      `skipped ${counted(refused.length, 'file')}: ${listed.join('; ')}${refused.length > LISTED ? `; and ${refused.length - LISTED} more` : ''}`,
    )
  }
  if (others > 0) parts.push(`${counted(others, 'other XML file')} (not PAGE XML) ignored`)
  return `${parts.join('; ')}.`
}

/** One line on what an import brought in: a CSV's images and its skipped rows and why, or what became of each PAGE XML file. */
export function importSummary(answer: ImportResponse): string {
  if (answer.pages) return pageImportSummary(answer.pages)
  const { skipped } = answer
  const imported = `Imported ${counted(answer.valid_images.length, 'image')}`
  if (skipped.length === 0) return `${imported}.`
  const listed = skipped
    .slice(0, LISTED)
    .map((row) => `row ${row.row}${row.file_name ? ` (${row.file_name})` : ''}: ${row.reason}`)
  const more = skipped.length > LISTED ? `; and ${skipped.length - LISTED} more` : ''
  return `${imported}; skipped ${counted(skipped.length, 'row')}: ${listed.join('; ')}${more}.`
}
