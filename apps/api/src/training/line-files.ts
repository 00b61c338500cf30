// The .lstmf files lstmtraining reads, made as tesstrain's Makefile makes them: each line image beside its box
// file, then `tesseract IMG BASE --psm 13 lstm.train`.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { extname, join } from 'node:path'
import sharp from 'sharp'
import { lineBoxFile } from './box-file'
import type { LabelledLine } from './ground-truth'
import { runTool } from './tesseract-tools'

export interface LineFile extends LabelledLine {
  lstmf: string
}

async function makeLineFile(line: LabelledLine, index: number, dir: string, tessdata: string): Promise<LineFile> {
  const base = join(dir, String(index + 1).padStart(6, '0'))
  const image = `${base}${extname(line.image).toLowerCase()}`
  copyFileSync(line.image, image)
  const { width, height } = await sharp(image).metadata()
  if (!width || !height) throw new Error(`${line.name}: the image has no size`)
  writeFileSync(`${base}.box`, lineBoxFile(line.text, width, height))
  writeFileSync(`${base}.gt.txt`, `${line.text}\n`)
  await runTool('tesseract', [image, base, '--tessdata-dir', tessdata, '-l', 'ori', '--psm', '13', 'lstm.train'])
  if (!existsSync(`${base}.lstmf`)) throw new Error(`${line.name}: tesseract wrote no .lstmf`)
  return { ...line, lstmf: `${base}.lstmf` }
}

/**
 * Writes `<dir>/<index>.<ext>`, its `.box` and its `.lstmf`; the image is copied so a line's files share a base name
 * in one folder, whatever folders the lines came from. `tessdata` holds the `ori` tesseract loads and the
 * lstm.train config (see writeTessdata): the text comes from the box file, not from recognition. One tesseract
 * process per core at a time; the files keep the lines' order.
 */
export async function makeLineFiles(
  lines: readonly LabelledLine[],
  dir: string,
  tessdata: string,
  onLine: () => void = () => {},
): Promise<LineFile[]> {
  mkdirSync(dir, { recursive: true })
  const made: LineFile[] = []
  let next = 0
  const work = async () => {
    while (next < lines.length) {
      const index = next++
      made[index] = await makeLineFile(lines[index]!, index, dir, tessdata)
      onLine()
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), lines.length) }, work))
  return made
}
