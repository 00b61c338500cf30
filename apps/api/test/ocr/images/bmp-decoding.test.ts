import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Sharp } from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeBmpFile } from '../../../src/ocr/images/bmp-decoding'
import { openImage } from '../../../src/ocr/images/image-decoding'
import { ImageRefused } from '../../../src/ocr/images/image-limits'
import { buildTestApp } from '../../helpers/build-test-app'
import { bmp24, bmpFile, indexRows, PALETTE, rgbOf, rle8 } from '../../helpers/bmp'
import { upload } from '../../helpers/ocr'

/** Pixels as the engines, crops and thumbnails take them: flattened on white paper, as RGB. */
const shown = (image: Sharp) => image.flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer()

describe('an uploaded BMP', () => {
  it.each([
    [
      'RLE8',
      () =>
        bmpFile({
          width: 37,
          height: 11,
          bitsPerPixel: 8,
          compression: 1,
          palette: PALETTE,
          data: rle8(indexRows(37, 11)),
        }),
      rgbOf(indexRows(37, 11)),
    ],
    ['24-bit', () => bmp24(rgbOf(indexRows(37, 11)), 37, 11), rgbOf(indexRows(37, 11))],
  ])('%s: is stored and decodes to the pixels its writer meant', async (_kind, file, pixels) => {
    const { app } = await buildTestApp()
    expect((await upload(app, [{ filename: 'scan.bmp', bytes: file() }])).json()).toEqual({
      images: ['scan.bmp'],
      rejected: [],
    })
    expect(app.ocr.images.find('scan.bmp')).toMatchObject({ mime_type: 'image/bmp', width: 37, height: 11 })
    const { image } = await openImage(app.ocr.files.find('scan.bmp').path, 'bmp')
    expect(await shown(image)).toEqual(pixels)
  })
})

describe('decodeBmpFile', () => {
  let folder: string | undefined
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('stops a decode that passes its time and refuses the image', async () => {
    folder = mkdtempSync(join(tmpdir(), 'odia-bmp-'))
    const path = join(folder, 'scan.bmp')
    writeFileSync(path, bmp24(Buffer.alloc(3000 * 3000 * 3, 128), 3000, 3000))
    await expect(decodeBmpFile(path, 0.001)).rejects.toThrow(
      new ImageRefused(413, 'took longer than 0.001 s to decode'),
    )
    await expect(decodeBmpFile(path)).resolves.toMatchObject({ width: 3000, height: 3000, channels: 3 })
  })
})
