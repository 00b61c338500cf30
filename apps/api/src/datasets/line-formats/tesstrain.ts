import { imageEntries, type LineFormat } from './line-format'

/**
 * tesstrain's ground truth: `<stem>.png` with `<stem>.gt.txt` beside it, the text on one line ended by a line break
 * (tesstrain takes a file of exactly one line and strips it). Unzipped into `data/<MODEL>-ground-truth/`,
 * `make training MODEL_NAME=<MODEL>` reads it as it is. The tiny texts are stored, not deflated: they would not shrink.
 */
export const tesstrainFormat: LineFormat = {
  imagePath: (stem) => stem,
  listsMetadataCsv: false,
  card: {
    dataFiles: ['metadata.csv', '*.png', '*.jpg'],
    loading:
      "copy the .png/.gt.txt pairs into tesstrain's data/<MODEL>-ground-truth/ and run make training MODEL_NAME=<MODEL>",
  },
  create: () => ({
    start: () => [],
    line: (line) => {
      const image = `${line.stem}.${line.extension}`
      return { image, entries: [...imageEntries(line, image), { path: `${line.stem}.gt.txt`, data: `${line.text}\n` }] }
    },
    finish: async () => [],
  }),
}
