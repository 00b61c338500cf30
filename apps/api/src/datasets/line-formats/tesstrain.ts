import { lineFileStem } from '../archive-names'
import { cropEntry, type CreateLineFormatWriter } from './line-format'

/**
 * tesstrain's ground truth: `<image>-<NNN>.png` with `<image>-<NNN>.gt.txt` beside it, the text on one line ended by a
 * line break (tesstrain takes a file of exactly one line and strips it). Unzipped into `data/<MODEL>-ground-truth/`,
 * `make training MODEL_NAME=<MODEL>` reads it as it is. The tiny texts are stored, not deflated: they would not shrink.
 */
export const tesstrainWriter: CreateLineFormatWriter = () => ({
  page: (page, lines, stem) =>
    lines.flatMap((line) => {
      const name = lineFileStem(stem, line.index)
      return [cropEntry(page, line, `${name}.png`), { path: `${name}.gt.txt`, data: `${line.text}\n` }]
    }),
  finish: async () => [],
})
