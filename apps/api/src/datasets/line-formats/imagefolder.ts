import { ownValue } from '@odia-ai/contract'
import { csvRow } from './csv-rows'
import { imageEntries, type FormatLine, type LineFormat } from './line-format'

export const METADATA_CSV = 'metadata.csv'

export const metadataCsvHeader = (columns: string[], rowEnd = '\n') => csvRow(['file_name', 'text', ...columns], rowEnd)

/** A line's row: where its image is (relative to the CSV), its label, then its columns in `columns` order. */
export const metadataCsvRow = (
  fileName: string,
  line: Pick<FormatLine, 'text' | 'columns'>,
  columns: string[],
  rowEnd = '\n',
) => csvRow([fileName, line.text, ...columns.map((column) => ownValue(line.columns, column) ?? '')], rowEnd)

/**
 * `images/<stem>.png` and `metadata.csv` (`file_name,text,` then the caller's columns; UTF-8, quoted where needed): a
 * Hugging Face `imagefolder` dataset. `file_name` is relative to the CSV. The export archive lists `source_image,box`
 * (the line's `[x, y, width, height]` on its page, before the crop's margin); a synthetic job its drawing
 * (`mode,font,size,background,params`). Rows are appended as lines come, so a stopped job's CSV lists what was written.
 */
export const imagefolderFormat: LineFormat = {
  imagePath: (stem) => `images/${stem}`,
  listsMetadataCsv: true,
  card: { dataFiles: ['metadata.csv', 'images/*'], loading: 'load_dataset("imagefolder", data_dir=".")' },
  create: ({ columns, rowEnd = '\n' }) => ({
    start: () => [{ path: METADATA_CSV, data: metadataCsvHeader(columns, rowEnd), append: true, deflate: true }],
    line: (line) => {
      const image = `images/${line.stem}.${line.extension}`
      return {
        image,
        entries: [
          ...imageEntries(line, image),
          { path: METADATA_CSV, data: metadataCsvRow(image, line, columns, rowEnd), append: true, deflate: true },
        ],
      }
    },
    finish: async () => [],
  }),
}
