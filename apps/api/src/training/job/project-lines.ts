// A project's validated lines as training data: the crops and labels the tesstrain line export writes, into a folder.
import { join } from 'node:path'
import type { ExportLine, ExportPage } from '../../datasets/export-page'
import { FolderOutput } from '../../datasets/folder-output'
import { LineCheck } from '../../datasets/line-check'
import { LINE_EXPORT_WRITERS } from '../../datasets/line-formats'
import { lineFileStem, UniqueStems } from '../../files/archive-names'
import type { OcrServices } from '../../ocr/ocr-services'
import type { LabelledLine } from '../ground-truth'

type Label = Pick<LabelledLine, 'name' | 'text'>

/** Each page with validated lines that hold a text, those lines labelled as the export labels them, and its file stem. */
async function* validatedPages(ocr: OcrServices) {
  const check = new LineCheck(true)
  const stems = new UniqueStems()
  for await (const page of ocr.lines.exportPages()) {
    const lines = check.take(page).filter((line) => line.text.trim() !== '')
    if (lines.length > 0) yield { page, lines, stem: stems.next(page.imageName) }
  }
}

/** A line as a person finds it, and its label: `scan.png, line 3`. */
const label = (page: ExportPage, line: ExportLine): Label => ({
  name: `${page.imageName}, line ${line.index + 1}`,
  text: line.text.trim().normalize('NFC'),
})

/** The project's validated lines, named and labelled, without cutting a crop (for the checks before a training). */
export async function projectLineLabels(ocr: OcrServices): Promise<Label[]> {
  const labels: Label[] = []
  for await (const { page, lines } of validatedPages(ocr)) labels.push(...lines.map((line) => label(page, line)))
  return labels
}

/**
 * Writes every validated line of the project with a text (its crop `<page>-<n>.png` and `<page>-<n>.gt.txt`, as the
 * tesstrain export) into `dir`, and answers them as training reads them.
 */
export async function writeProjectLines(ocr: OcrServices, dir: string, signal: AbortSignal): Promise<LabelledLine[]> {
  const writer = LINE_EXPORT_WRITERS.tesstrain({ now: new Date() })
  const output = new FolderOutput(dir)
  const written: LabelledLine[] = []
  try {
    for await (const { page, lines, stem } of validatedPages(ocr)) {
      if (signal.aborted) break
      await output.addAll(writer.page(page, lines, stem))
      for (const line of lines)
        written.push({ ...label(page, line), image: join(dir, `${lineFileStem(stem, line.index)}.png`) })
    }
  } finally {
    await output.close()
  }
  return written
}
