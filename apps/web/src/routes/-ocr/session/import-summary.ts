import type { ImportResponse } from '@odia-ai/contract'

const LISTED = 3

/** One line on what a CSV import brought in and which rows it skipped, and why. */
export function importSummary(answer: ImportResponse): string | null {
  const { skipped } = answer
  if (skipped.length === 0 || answer.valid_images.length === 0) return null
  const listed = skipped.slice(0, LISTED).map((row) => `row ${row.row}${row.file_name ? ` (${row.file_name})` : ''}: ${row.reason}`)
  const more = skipped.length > LISTED ? `; and ${skipped.length - LISTED} more` : ''
  return `Imported ${answer.valid_images.length} images; skipped ${skipped.length} rows: ${listed.join('; ')}${more}.`
}
