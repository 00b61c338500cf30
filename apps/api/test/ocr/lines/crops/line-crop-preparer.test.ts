import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodePage } from '../../../../src/ocr/lines/crops/gray-page'
import { cropLine, lineCropRect } from '../../../../src/ocr/lines/crops/line-crop'
import { CROP_PIXELS_PER_IMAGE_PIXEL } from '../../../../src/ocr/lines/crops/line-crop-cache'
import { grayPagePng } from '../../../datasets/pages'
import { buildTestApp } from '../../../helpers/build-test-app'
import { cropFileName, PAGE, putLines, serverWithGrayPage } from '../../../helpers/line-crops'
import { upload } from '../../../helpers/ocr'

const A: LineBox = [20, 20, 200, 24]
const B: LineBox = [20, 70, 180, 30]
const C: LineBox = [40, 120, 150, 26]

const files = (folder: string) => readdirSync(folder).sort()
const names = (boxes: LineBox[]) => boxes.map(cropFileName).sort()
const pixels = (png: Buffer) => sharp(png).grayscale().raw().toBuffer()

describe('LineCropPreparer', () => {
  it("prepares the crops of stored lines in the background, each as cropLine cuts it from the page's pixels", async () => {
    const { app, image, crops } = await serverWithGrayPage()
    await putLines(app, [A, B])
    await app.ocr.lineCrops.idle()
    expect(files(crops)).toEqual(names([A, B]))
    const page = await decodePage(image.path, image.format)
    for (const box of [A, B]) {
      const prepared = readFileSync(join(crops, cropFileName(box)))
      expect(await pixels(prepared)).toEqual(
        await pixels(await cropLine(page, lineCropRect(box, PAGE.width, PAGE.height))),
      )
    }
  })

  it('removes the crops of boxes that went when lines are replaced, and the folder with the last line', async () => {
    const { app, crops } = await serverWithGrayPage()
    await putLines(app, [A, B])
    await app.ocr.lineCrops.idle()
    await putLines(app, [B, C])
    await app.ocr.lineCrops.idle()
    expect(files(crops)).toEqual(names([B, C]))
    await putLines(app, [])
    await app.ocr.lineCrops.idle()
    expect(existsSync(crops)).toBe(false)
  })

  it('keeps the crops of every image with the same bytes in their shared folder', async () => {
    const { app, crops } = await serverWithGrayPage()
    await upload(app, [{ filename: 'copy.png', bytes: await grayPagePng(PAGE.width, PAGE.height) }])
    await putLines(app, [A])
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'copy.png', lines: [{ box: B, validated_text: 'ଧାଡ଼ି' }] },
    })
    await app.ocr.lineCrops.idle()
    expect(files(crops)).toEqual(names([A, B]))
    await putLines(app, [])
    await app.ocr.lineCrops.idle()
    expect(files(crops)).toEqual(names([B]))
  })

  it('prepares at start-up the crops an image with lines lacks', async () => {
    const { app, dataDir, crops } = await serverWithGrayPage()
    await putLines(app, [A, C])
    await app.ocr.lineCrops.idle()
    rmSync(crops, { recursive: true })
    const restarted = await buildTestApp({ config: { dataDir } })
    await restarted.app.ocr.lineCrops.idle()
    expect(files(crops)).toEqual(names([A, C]))
  })

  it("bounds an image's crops: 500 large boxes on a 1 Mpx page cache at most twice its pixels, and every crop is still served", async () => {
    const { app, dataDir } = await buildTestApp()
    // Noise: a crop deflates to about its pixels, as a scan's would not, so the bound is met at its worst.
    const side = 1000
    const noise = Buffer.from(
      Array.from({ length: side * side }, (_, index) => (Math.imul(index + 1, 2654435761) >>> 24) & 0xff),
    )
    await upload(app, [
      {
        filename: 'noise.png',
        bytes: await sharp(noise, { raw: { width: side, height: side, channels: 1 } })
          .png()
          .toBuffer(),
      },
    ])
    // 500 boxes of 700 × 700, each crop (the box and its margin, clamped to the page) of another size: 0.6 Mpx each.
    const boxes: LineBox[] = Array.from({ length: 500 }, (_, index) => [index % 20, Math.floor(index / 20), 700, 700])
    const response = await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'noise.png', lines: boxes.map((box) => ({ box, validated_text: 'ଧାଡ଼ି' })) },
    })
    expect(response.statusCode).toBe(200)
    await app.ocr.lineCrops.idle()

    const image = app.ocr.files.find('noise.png')
    const crops = join(dataDir, 'cache', 'line-crops', image.sha256)
    const cached = files(crops)
    const cachedBytes = cached.reduce((sum, name) => sum + statSync(join(crops, name)).size, 0)
    const bound = CROP_PIXELS_PER_IMAGE_PIXEL * side * side
    expect(cached.length).toBeGreaterThan(0)
    // Each PNG holds its pixels, a filter byte a row and a few dozen bytes of chunks.
    expect(cachedBytes).toBeLessThanOrEqual(bound + cached.length * (side + 100))

    // The export reads the cached crops and cuts the others: both are the page's pixels.
    const page = await decodePage(image.path, image.format)
    const { value: exported } = await app.ocr.lines.exportPages().next()
    for (const index of [0, cached.length, 499]) {
      const crop = await exported!.crop(exported!.lines[index])
      const expected = await cropLine(page, lineCropRect(boxes[index]!, side, side))
      // Compared as bytes: a deep equality of megabyte buffers takes the test seconds.
      expect((await pixels(crop)).equals(await pixels(expected)), `line ${index + 1}`).toBe(true)
    }
  })
})
