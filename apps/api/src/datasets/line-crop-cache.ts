import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import { isWholeGrayPng } from '@odia-ai/renderer'
import { writeAtomically } from '../ocr/images/atomic-file'
import type { ImageFormat } from '../ocr/images/image-type'
import { decodePage } from './gray-page'
import { cropLine, lineCropRect, type PixelRect } from './line-crop'

/** A stored image as the cache takes it: what identifies its pixels, where they are, and its size. */
export interface CropSource {
  sha256: string
  path: string
  format: ImageFormat
  width: number
  height: number
}

const fileName = ({ left, top, width, height }: PixelRect): string => `${left}-${top}-${width}-${height}.png`

const noFolder = (error: NodeJS.ErrnoException): string[] => {
  if (error.code === 'ENOENT') return []
  throw error
}

/**
 * Line crops cut ahead of an export, one file a crop: `<root>/<image SHA-256>/<left>-<top>-<width>-<height>.png` holds
 * that rectangle of that image's pixels (a line's box and margin, clamped to the page). A name says what its file
 * holds, so no file can be stale: a moved box, another margin or other bytes make another name. Images of the same
 * bytes share a folder.
 */
export class LineCropCache {
  constructor(private readonly root: string) {}

  /**
   * The prepared crop of `rect`, or undefined when there is none or it cannot be read whole: a file cut short or
   * damaged is removed, for the next preparation to write again, and never exported.
   */
  async read(sha256: string, rect: PixelRect): Promise<Buffer | undefined> {
    const path = join(this.root, sha256, fileName(rect))
    const bytes = await readFile(path).catch(() => undefined)
    if (!bytes || isWholeGrayPng(bytes, rect)) return bytes
    await rm(path, { force: true })
    return undefined
  }

  /**
   * Makes the image's folder hold the crops of `boxes` and nothing else: other files go, and the missing crops are cut
   * (the page decoded only then) and written one after another, each through a temporary file and a rename. Answers
   * how many were written.
   */
  async prepare(source: CropSource, boxes: LineBox[]): Promise<number> {
    const folder = join(this.root, source.sha256)
    const wanted = new Map(boxes.map((box) => lineCropRect(box, source.width, source.height)).map((rect) => [fileName(rect), rect]))
    const present = new Set(await readdir(folder).catch(noFolder))
    await Promise.all([...present].filter((name) => !wanted.has(name)).map((name) => rm(join(folder, name), { force: true })))
    const missing = [...wanted].filter(([name]) => !present.has(name))
    if (missing.length > 0) {
      const page = await decodePage(source.path, source.format)
      for (const [name, rect] of missing) {
        const png = await cropLine(page, rect)
        await writeAtomically(join(folder, name), (temporary) => writeFile(temporary, png))
      }
    }
    if (wanted.size === 0) await rm(folder, { recursive: true, force: true })
    return missing.length
  }
}
