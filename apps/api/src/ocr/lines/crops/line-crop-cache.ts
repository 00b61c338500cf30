import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import { isWholeGrayPng } from '@odia-ai/renderer'
import { writeAtomically } from '../../../files/atomic-file'
import type { ImageFormat } from '../../images/image-type'
import { decodePage } from './gray-page'
import { cropLine, lineCropRect, type PixelRect } from './line-crop'
import { UsageLedger } from './usage-ledger'

/** A stored image as the cache takes it: what identifies its pixels, where they are, and its size. */
export interface CropSource {
  sha256: string
  path: string
  format: ImageFormat
  width: number
  height: number
}

/**
 * An image's cached crops cover at most this many times its pixels (a crop is a gray PNG, at most about a byte a
 * pixel): a page's lines tile it about once, their margins overlapping a little, so only boxes drawn over and over
 * reach it. Crops past it are cut by the export itself.
 */
export const CROP_PIXELS_PER_IMAGE_PIXEL = 2
/** The most bytes the cache holds in all; past it the crops of the least recently used images go. */
export const CROP_CACHE_MAX_BYTES = 4 * 2 ** 30

const fileName = ({ left, top, width, height }: PixelRect): string => `${left}-${top}-${width}-${height}.png`

const noFolder = <T>(error: NodeJS.ErrnoException): T[] => {
  if (error.code === 'ENOENT') return []
  throw error
}

/** The bytes of the named files in `folder` (one that went meanwhile counts nothing). */
async function sizeOf(folder: string, names: string[]): Promise<number> {
  const sizes = await Promise.all(
    names.map((name) =>
      stat(join(folder, name)).then(
        ({ size }) => size,
        () => 0,
      ),
    ),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

/**
 * Line crops cut ahead of an export, one file a crop: `<root>/<image SHA-256>/<left>-<top>-<width>-<height>.png` holds
 * that rectangle of that image's pixels (a line's box and margin, clamped to the page). A name says what its file
 * holds, so no file can be stale: a moved box, another margin or other bytes make another name. Images of the same
 * bytes share a folder. The cache is bounded per image (CROP_PIXELS_PER_IMAGE_PIXEL) and in all (`maxBytes`, least
 * recently used images out first); a crop it does not hold is cut by the export.
 */
export class LineCropCache {
  private readonly usage = new UsageLedger()
  /** Images whose crops are being prepared: never evicted meanwhile. */
  private readonly preparing = new Set<string>()
  private scanned: Promise<void> | undefined

  constructor(
    private readonly root: string,
    private readonly maxBytes = CROP_CACHE_MAX_BYTES,
  ) {}

  /**
   * The prepared crop of `rect`, or undefined when there is none or it cannot be read whole: a file cut short or
   * damaged is removed, for the next preparation to write again, and never exported.
   */
  async read(sha256: string, rect: PixelRect): Promise<Buffer | undefined> {
    const path = join(this.root, sha256, fileName(rect))
    const bytes = await readFile(path).catch(() => undefined)
    if (!bytes) return undefined
    if (isWholeGrayPng(bytes, rect)) {
      this.usage.touch(sha256)
      return bytes
    }
    await rm(path, { force: true })
    return undefined
  }

  /**
   * Makes the image's folder hold the crops of `boxes` its share allows (in the boxes' order) and nothing else: other
   * files go, and the missing crops are cut (the page decoded only then) and written one after another, each through a
   * temporary file and a rename. Then, while the cache holds more than `maxBytes`, the least recently used images'
   * crops go. Answers how many were written.
   */
  async prepare(source: CropSource, boxes: LineBox[]): Promise<number> {
    await this.scan()
    this.preparing.add(source.sha256)
    try {
      const written = await this.fill(source, boxes)
      await this.evict()
      return written
    } finally {
      this.preparing.delete(source.sha256)
    }
  }

  private async fill(source: CropSource, boxes: LineBox[]): Promise<number> {
    const folder = join(this.root, source.sha256)
    const wanted = this.share(source, boxes)
    const present = new Set(await readdir(folder).catch(noFolder<string>))
    await Promise.all(
      [...present].filter((name) => !wanted.has(name)).map((name) => rm(join(folder, name), { force: true })),
    )
    const missing = [...wanted].filter(([name]) => !present.has(name))
    let bytes = await sizeOf(
      folder,
      [...wanted.keys()].filter((name) => present.has(name)),
    )
    if (missing.length > 0) {
      const page = await decodePage(source.path, source.format)
      for (const [name, rect] of missing) {
        const png = await cropLine(page, rect)
        await writeAtomically(join(folder, name), (temporary) => writeFile(temporary, png))
        bytes += png.length
      }
    }
    if (wanted.size === 0) await rm(folder, { recursive: true, force: true })
    this.usage.set(source.sha256, bytes)
    return missing.length
  }

  /** The crops of `boxes` the image's share allows, by file name: in the boxes' order, while they fit. */
  private share({ width, height }: CropSource, boxes: LineBox[]): Map<string, PixelRect> {
    const allowed = Math.min(CROP_PIXELS_PER_IMAGE_PIXEL * width * height, this.maxBytes)
    const wanted = new Map<string, PixelRect>()
    let covered = 0
    for (const box of boxes) {
      const rect = lineCropRect(box, width, height)
      const name = fileName(rect)
      if (wanted.has(name) || covered + rect.width * rect.height > allowed) continue
      wanted.set(name, rect)
      covered += rect.width * rect.height
    }
    return wanted
  }

  private async evict(): Promise<void> {
    for (const sha256 of this.usage.leastRecentFirst()) {
      if (this.usage.total <= this.maxBytes) return
      if (this.preparing.has(sha256)) continue
      this.usage.drop(sha256)
      await rm(join(this.root, sha256), { recursive: true, force: true })
    }
  }

  /** Once, before the first preparation: what the cache held at start, the folders changed longest ago least recent. */
  private scan(): Promise<void> {
    this.scanned ??= (async () => {
      const found: Array<{ sha256: string; bytes: number; changed: number }> = []
      for (const entry of await readdir(this.root, { withFileTypes: true }).catch(noFolder<never>)) {
        if (!entry.isDirectory()) continue
        const folder = join(this.root, entry.name)
        const [names, { mtimeMs }] = await Promise.all([readdir(folder), stat(folder)]).catch(
          () => [[], { mtimeMs: 0 }] as const,
        )
        found.push({ sha256: entry.name, bytes: await sizeOf(folder, [...names]), changed: mtimeMs })
      }
      for (const { sha256, bytes } of found.sort((a, b) => a.changed - b.changed)) this.usage.set(sha256, bytes)
    })()
    return this.scanned
  }
}
