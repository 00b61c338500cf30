import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/db/open-database'
import { ImageFiles } from '../../../src/ocr/images/image-files'
import { ImageRepository } from '../../../src/ocr/storage/image-repository'
import { MIME_TYPES, type ImageFormat } from '../../../src/ocr/images/image-type'
import { ocrPaths } from '../../../src/ocr/storage/ocr-paths'
import { makeImage } from '../../helpers/images'

let db: Db | undefined
let root: string | undefined
afterEach(() => {
  db?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** ImageFiles over one stored image, with a small Gemini size limit so a test image can pass it. */
async function filesWith(format: ImageFormat, bytes: Buffer, geminiMaxBytes: number) {
  root = mkdtempSync(join(tmpdir(), 'odia-image-files-'))
  db = openDatabase(root)
  const paths = ocrPaths(root)
  const images = new ImageRepository(db)
  mkdirSync(paths.uploads, { recursive: true })
  writeFileSync(join(paths.uploads, `scan.${format}`), bytes)
  images.insert({
    file_name: `scan.${format}`,
    original_name: `scan.${format}`,
    sha256: 'x',
    mime_type: MIME_TYPES[format],
    byte_size: bytes.length,
    width: 1,
    height: 1,
  })
  return new ImageFiles(paths, images, geminiMaxBytes)
}

describe('ImageFiles.forOcr', () => {
  it('sends PNG, JPEG and WebP as they are', async () => {
    const png = await makeImage('png')
    expect(await (await filesWith('png', png, 1_000_000)).forOcr('scan.png')).toEqual({
      bytes: png,
      mimeType: 'image/png',
    })
  })

  it.each(['gif', 'bmp', 'tiff'] as const)('sends %s as PNG', async (format) => {
    const sent = await (await filesWith(format, await makeImage(format), 1_000_000)).forOcr(`scan.${format}`)
    expect(sent.mimeType).toBe('image/png')
    expect(await sharp(sent.bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 24 })
  })

  it('sends an image too large for one request as a smaller JPEG', async () => {
    const png = await makeImage('png', 1, { width: 300, height: 200 })
    const sent = await (await filesWith('png', png, png.length - 1)).forOcr('scan.png')
    expect(sent.mimeType).toBe('image/jpeg')
    expect(await sharp(sent.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 })
  })
})
