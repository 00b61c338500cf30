import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodePage } from '../../../src/datasets/gray-page'
import { cropLine, lineCropRect } from '../../../src/datasets/line-crop'
import { grayPagePng } from '../../datasets/pages'
import { buildTestApp } from '../../helpers/build-test-app'
import { cropFileName, PAGE, putLines, serverWithGrayPage } from '../../helpers/line-crops'
import { upload } from '../../helpers/ocr'

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
      expect(await pixels(prepared)).toEqual(await pixels(await cropLine(page, lineCropRect(box, PAGE.width, PAGE.height))))
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
    await app.inject({ method: 'PUT', url: '/api/ocr/lines', payload: { image_filename: 'copy.png', lines: [{ box: B, validated_text: 'ଧାଡ଼ି' }] } })
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
})
