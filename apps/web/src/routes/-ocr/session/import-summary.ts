import { counted, type ImportResponse } from '@odia-ai/contract'

const LISTED = 3

/** One line on what an import brought in, and which rows it skipped and why. */
export function importSummary(answer: ImportResponse): string {
  const { skipped } = answer
  const imported = `Imported ${counted(answer.valid_images.length, 'image')}`
  if (skipped.length === 0) return `${imported}.`
  const listed = skipped.slice(0, LISTED).map((row) => `row ${row.row}${row.file_name ? ` (${row.file_name})` : ''}: ${row.reason}`)
  const more = skipped.length > LISTED ? `; and ${skipped.length - LISTED} more` : ''
  return `${imported}; skipped ${counted(skipped.length, 'row')}: ${listed.join('; ')}${more}.`
}
