import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeGray } from '../../../../src/ocr/lines/crops/gray-page'
import { cropLine, lineCropRect, type PixelRect } from '../../../../src/ocr/lines/crops/line-crop'
import { LineCropCache, type CropSource } from '../../../../src/ocr/lines/crops/line-crop-cache'
import { grayAt, grayPagePng } from '../../../datasets/pages'

const WIDTH = 200
const HEIGHT = 120
const BOXES: LineBox[] = [
  [10, 10, 150, 20],
  [185, 95, 15, 25],
]

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A gray test page stored in `folder` (`width` wide: pages of other widths have other bytes). */
async function pageIn(folder: string, width = WIDTH): Promise<CropSource> {
  const bytes = await grayPagePng(width, HEIGHT)
  const path = join(folder, `page-${width}.png`)
  writeFileSync(path, bytes)
  return { sha256: createHash('sha256').update(bytes).digest('hex'), path, format: 'png', width, height: HEIGHT }
}

const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'odia-crop-cache-test-'))
  folders.push(folder)
  return folder
}

/** A stored gray test page and an empty cache beside it. */
async function storedPage() {
  const folder = newFolder()
  const source = await pageIn(folder)
  const bytes = readFileSync(source.path)
  const root = join(folder, 'line-crops')
  const fileOf = ({ left, top, width, height }: PixelRect) =>
    join(root, source.sha256, `${left}-${top}-${width}-${height}.png`)
  return { bytes, source, cache: new LineCropCache(root), folder: join(root, source.sha256), fileOf }
}

const rectOf = (box: LineBox) => lineCropRect(box, WIDTH, HEIGHT)
const pixels = (png: Buffer) => sharp(png).grayscale().raw().toBuffer()

describe('LineCropCache', () => {
  it("prepares each line's crop as cropLine cuts it: the box and its margin of the page, pixel for pixel", async () => {
    const { bytes, source, cache, fileOf } = await storedPage()
    expect(await cache.prepare(source, BOXES)).toBe(2)
    const page = await decodeGray(sharp(bytes))
    for (const box of BOXES) {
      const rect = rectOf(box)
      const prepared = readFileSync(fileOf(rect))
      expect(await sharp(prepared).metadata()).toMatchObject({
        format: 'png',
        width: rect.width,
        height: rect.height,
        channels: 1,
      })
      const data = await pixels(prepared)
      expect(data).toEqual(await pixels(await cropLine(page, rect)))
      expect(data[0]).toBe(grayAt(rect.left, rect.top))
      expect(data.at(-1)).toBe(grayAt(rect.left + rect.width - 1, rect.top + rect.height - 1))
      expect(await cache.read(source.sha256, rect)).toEqual(prepared)
    }
  })

  it('keeps the crops of the boxes it is given and no others, and reads no pixel when none is missing', async () => {
    const { source, cache, folder, fileOf } = await storedPage()
    await cache.prepare(source, BOXES)
    const moved: LineBox = [12, 40, 120, 22]
    expect(await cache.prepare(source, [BOXES[1]!, moved])).toBe(1)
    expect(readdirSync(folder).sort()).toEqual(
      [fileOf(rectOf(BOXES[1]!)), fileOf(rectOf(moved))].map((path) => path.slice(folder.length + 1)).sort(),
    )
    // With the page gone, anything that decoded it would throw.
    rmSync(source.path)
    expect(await cache.prepare(source, [moved, BOXES[1]!])).toBe(0)
    expect(await cache.prepare(source, [])).toBe(0)
    expect(existsSync(folder)).toBe(false)
  })

  it('never answers a crop that is not whole: a file cut short, with a byte changed or of another size is removed', async () => {
    const { source, cache, fileOf } = await storedPage()
    await cache.prepare(source, BOXES)
    const [first, second] = BOXES.map(rectOf) as [PixelRect, PixelRect]
    const whole = readFileSync(fileOf(first))
    const damaged = {
      'cut short': whole.subarray(0, whole.length - 20),
      'a changed byte': Buffer.from(whole).fill(whole[60]! ^ 1, 60, 61),
      'another crop': readFileSync(fileOf(second)),
    }
    for (const [what, bytes] of Object.entries(damaged)) {
      writeFileSync(fileOf(first), bytes)
      expect(await cache.read(source.sha256, first), what).toBeUndefined()
      expect(existsSync(fileOf(first)), what).toBe(false)
    }
    expect(await cache.read(source.sha256, first)).toBeUndefined()
    expect(await cache.prepare(source, BOXES)).toBe(1)
    expect(readFileSync(fileOf(first))).toEqual(whole)
  })

  it('holds at most its bound in all: the crops of the least recently used images go first, counted again after a restart', async () => {
    const folder = newFolder()
    const root = join(folder, 'line-crops')
    const [a, b, c, d] = await Promise.all([200, 201, 202, 203].map((width) => pageIn(folder, width)))
    const sizeOf = (source: CropSource) =>
      readdirSync(join(root, source.sha256)).reduce(
        (sum, name) => sum + statSync(join(root, source.sha256, name)).size,
        0,
      )
    const held = () => readdirSync(root).sort()
    const onDisk = () =>
      held().reduce(
        (sum, sha256) =>
          sum +
          readdirSync(join(root, sha256)).reduce((bytes, name) => bytes + statSync(join(root, sha256, name)).size, 0),
        0,
      )

    // A box inside every page: its crop holds the same pixels (grayAt) on each, so each image's crops take `one` bytes.
    const boxes = [BOXES[0]!]
    await new LineCropCache(root).prepare(a!, boxes)
    const one = sizeOf(a!)
    const cache = new LineCropCache(root, 2.5 * one)
    await cache.prepare(a!, boxes)
    await cache.prepare(b!, boxes)
    expect(await cache.read(a!.sha256, rectOf(BOXES[0]!))).toBeDefined()
    await cache.prepare(c!, boxes)
    expect(held()).toEqual([a!.sha256, c!.sha256].sort())
    expect(onDisk()).toBeLessThanOrEqual(2.5 * one)

    const restarted = new LineCropCache(root, 1.5 * one)
    await restarted.prepare(d!, boxes)
    expect(held()).toEqual([d!.sha256])
    expect(onDisk()).toBe(one)
  })
})
