import { writeToBuffer } from 'fast-csv'
import { lineFileStem } from '../archive-names'
import { cropEntry, type CreateLineFormatWriter } from './line-format'

const COLUMNS = ['file_name', 'text', 'source_image', 'box']

/**
 * `images/<image>-<NNN>.png` line crops and `metadata.csv` (`file_name,text,source_image,box`, RFC 4180: UTF-8, CRLF
 * rows, quoted where needed): a Hugging Face `imagefolder` dataset, like the synthetic generator's output. `file_name` is
 * relative to the CSV; `box` is the line's `[x, y, width, height]` on its source image, before the crop's margin.
 */
export const imagefolderWriter: CreateLineFormatWriter = () => {
  const rows: string[][] = []
  return {
    page: (page, lines, stem) =>
      lines.map((line) => {
        const path = `images/${lineFileStem(stem, line.index)}.png`
        rows.push([path, line.text, page.imageName, JSON.stringify(line.box)])
        return cropEntry(page, line, path)
      }),
    finish: async () => [
      { path: 'metadata.csv', data: await writeToBuffer(rows, { headers: COLUMNS, rowDelimiter: '\r\n', includeEndRowDelimiter: true }), deflate: true },
    ],
  }
}
