// A tesstrain ground-truth folder, as the line export and `pnpm synth --output-format tesstrain` write it: each
// line image (`.png`, `.tif`; the generator's scan looks are `.jpg`) beside `<stem>.gt.txt`, its text on one line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { badRequest } from '../errors'

const IMAGE_EXTENSIONS = ['.png', '.tif', '.tiff', '.jpg', '.jpeg']
const LABEL_SUFFIX = '.gt.txt'

export interface LabelledLine {
  /** The line as a reader finds it: `<folder>/<stem>`. */
  name: string
  image: string
  /** The label, NFC. */
  text: string
}

/** The lines of one folder, in name order; a label without its image, or of more than one line, is refused by name. */
export function readGroundTruth(dir: string): LabelledLine[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw badRequest('BAD_ARGUMENT', `${dir} is not a folder of .png/.tif + .gt.txt pairs.`)
  const files = new Set(readdirSync(dir))
  const problems: string[] = []
  const lines = [...files]
    .filter((file) => file.endsWith(LABEL_SUFFIX))
    .sort()
    .flatMap((label): LabelledLine[] => {
      const stem = label.slice(0, -LABEL_SUFFIX.length)
      const name = join(dir, stem)
      const image = IMAGE_EXTENSIONS.map((extension) => stem + extension).find((file) => files.has(file))
      const rows = readFileSync(join(dir, label), 'utf8')
        .replace(/\r?\n$/, '')
        .split(/\r?\n/)
      const text = (rows[0] ?? '').trim().normalize('NFC')
      const problem = !image
        ? 'no .png or .tif beside its .gt.txt'
        : rows.length > 1
          ? `its .gt.txt has ${rows.length} lines, not one`
          : !text
            ? 'its .gt.txt is empty'
            : undefined
      if (problem || !image) {
        problems.push(`${name}: ${problem}`)
        return []
      }
      return [{ name, image: join(dir, image), text }]
    })
  if (problems.length > 0)
    throw badRequest('BAD_GROUND_TRUTH', [`${dir} has lines that cannot be trained on:`, ...problems].join('\n  '))
  return lines
}
