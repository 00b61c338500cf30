import { FileNameSchema, ownValue, type ImportResponse, type SkippedRow } from '@odia-ai/contract'
import { Value } from 'typebox/value'
import type { AnnotationRepository, PersonTexts } from '../storage/annotation-repository'
import type { ParsedCsv } from './csv-import'
import type { ImageRepository } from '../storage/image-repository'

/**
 * Persists the rows of an imported CSV whose image is stored (one transaction): only the cells a row has change
 * the stored texts, and a later row's cell for the same image wins. Every other row is reported with the reason
 * it was skipped. The answer lists the imported images with their annotations as now stored.
 */
export function importAnnotations(
  parsed: ParsedCsv,
  images: ImageRepository,
  annotations: AnnotationRepository,
): ImportResponse {
  const skipped: SkippedRow[] = [...parsed.skipped]
  const accepted = new Map<string, PersonTexts>()
  for (const row of parsed.rows) {
    const name = row.file_name.normalize('NFC')
    if (!name) skipped.push({ row: row.row, reason: 'The row has no image file name.' })
    else if (!Value.Check(FileNameSchema, name) || name === '.' || name === '..')
      skipped.push({ row: row.row, file_name: name, reason: 'The image file name is not a plain file name.' })
    else if (!images.find(name))
      skipped.push({ row: row.row, file_name: name, reason: `No stored image named ${name}: upload it first.` })
    else accepted.set(name, { ...accepted.get(name), ...row.texts, name })
  }
  annotations.savePersonTexts([...accepted.values()])
  const stored = annotations.list()
  const valid_images = [...accepted.keys()]
  return {
    valid_images,
    annotations: Object.fromEntries(valid_images.map((name) => [name, ownValue(stored, name)!])),
    skipped: skipped.sort((a, b) => a.row - b.row),
  }
}
