import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { cropLine, lineCropRect } from '../../src/ocr/lines/crops/line-crop'
import { readPageXml } from '../../src/datasets/page-xml/page-xml-import'
import { renderLinePage } from '../../src/eval/line-page'
import { grayAt } from '../datasets/pages'
import { buildTestApp } from '../helpers/build-test-app'
import { cropFileName, PAGE, putLines, serverWithGrayPage } from '../helpers/line-crops'
import { upload } from '../helpers/ocr'

/** A rendered page of two lines, uploaded, with both lines stored and only the first validated. */
async function projectWithLines() {
  const test = await buildTestApp()
  const page = await renderLinePage({ lines: 2, size: { width: 900, height: 300 }, seed: 3 })
  await upload(test.app, [{ filename: 'scan 1.png', bytes: page.png }])
  const lines = page.lines.map((line, index) => ({
    box: line.box,
    extracted_text: 'x',
    validated_text: index === 0 ? line.text : '',
  }))
  await test.app.inject({ method: 'PUT', url: '/api/ocr/lines', payload: { image_filename: 'scan 1.png', lines } })
  return { ...test, page }
}

const exportLines = async (app: App, payload: object) => {
  const response = await app.inject({ method: 'POST', url: '/api/ocr/export/lines', payload })
  return { response, entries: unzipSync(new Uint8Array(response.rawPayload)) }
}
const textOf = (entries: Record<string, Uint8Array>, path: string) => Buffer.from(entries[path] ?? []).toString('utf8')

describe('POST /api/ocr/export/lines', () => {
  it('downloads the validated lines as an imagefolder ZIP: crops of the boxes, metadata.csv and the check', async () => {
    const { app, page } = await projectWithLines()
    const { response, entries } = await exportLines(app, { format: 'imagefolder' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toBe('attachment; filename="lines-imagefolder.zip"')
    const crops = Object.keys(entries).filter((path) => path.startsWith('images/'))
    expect(crops).toEqual(['images/scan_1-001.png'])
    const metadata = textOf(entries, 'metadata.csv')
    expect(metadata).toContain(page.lines[0]!.text)
    expect(metadata).not.toContain(page.lines[1]!.text)
    const crop = await sharp(Buffer.from(entries[crops[0]!]!)).metadata()
    const [, , width, height] = page.lines[0]!.box
    expect(crop.width).toBeGreaterThanOrEqual(width)
    expect(crop.height).toBeGreaterThanOrEqual(height)
    expect(crop.height).toBeLessThan(height * 1.5)
    expect(textOf(entries, 'export-report.txt')).toMatch(/1 line/)
  })

  it('writes PAGE XML whose lines read back with the stored boxes and texts', async () => {
    const { app, page } = await projectWithLines()
    const { entries } = await exportLines(app, { format: 'page-xml', only_validated: false })
    const xmlPath = Object.keys(entries).find((path) => path.endsWith('.xml'))!
    const read = readPageXml(textOf(entries, xmlPath))
    expect(read.lines.map((line) => line.box)).toEqual(page.lines.map((line) => line.box))
    expect(read.lines.map((line) => line.text)).toEqual([page.lines[0]!.text, 'x'])
  })

  it('answers the trainer-safe check alone, and refuses a format it does not know', async () => {
    const { app } = await projectWithLines()
    const check = await app.inject({
      method: 'POST',
      url: '/api/ocr/export/lines/check',
      payload: { format: 'tesstrain' },
    })
    expect(check.json()).toMatchObject({ only_validated: true, pages: 1, lines: 1, left_out: 1 })
    expect(
      (await app.inject({ method: 'POST', url: '/api/ocr/export/lines', payload: { format: 'zip' } })).statusCode,
    ).toBe(400)
  })
})

describe('POST /api/ocr/export/lines with prepared crops', () => {
  const BOX: LineBox = [20, 30, 200, 24]

  /** page.png's one crop in a tesstrain export. */
  const exportedCrop = async (app: App) =>
    Buffer.from((await exportLines(app, { format: 'tesstrain' })).entries['page-001.png']!)

  /** The crop is the box's rectangle of the gray test page, pixel for pixel. */
  async function expectCropOf(png: Buffer, box: LineBox) {
    const { left, top, width, height } = lineCropRect(box, PAGE.width, PAGE.height)
    const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true })
    expect(info).toMatchObject({ width, height })
    for (const [x, y] of [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
    ] as const)
      expect(data[y * width + x]).toBe(grayAt(left + x, top + y))
  }

  it('exports a prepared crop as it is, without cutting the page again', async () => {
    const { app, crops } = await serverWithGrayPage()
    await putLines(app, [BOX])
    await app.ocr.lineCrops.idle()
    const { width, height } = lineCropRect(BOX, PAGE.width, PAGE.height)
    const black = await cropLine(
      { data: Buffer.alloc(width * height), width, height },
      { left: 0, top: 0, width, height },
    )
    writeFileSync(join(crops, cropFileName(BOX)), black)
    expect(await exportedCrop(app)).toEqual(black)
  })

  it("exports the new box's crop right after a box moved or changed size, never the old box's prepared crop", async () => {
    const { app } = await serverWithGrayPage()
    await putLines(app, [BOX])
    await app.ocr.lineCrops.idle()
    // Stopped, the preparer leaves the old box's crop as all the cache holds.
    await app.ocr.lineCrops.close()
    const moved: LineBox = [40, 90, 200, 24]
    const resized: LineBox = [20, 30, 150, 30]
    for (const box of [moved, resized]) {
      await putLines(app, [box])
      await expectCropOf(await exportedCrop(app), box)
    }
  })

  it('cuts every crop from the page when none is prepared', async () => {
    const { app, dataDir } = await serverWithGrayPage()
    await putLines(app, [BOX])
    await app.ocr.lineCrops.idle()
    rmSync(join(dataDir, 'cache', 'line-crops'), { recursive: true })
    await expectCropOf(await exportedCrop(app), BOX)
  })

  it('cuts a damaged prepared crop again instead of exporting it, and prepares it again next time', async () => {
    const { app, crops } = await serverWithGrayPage()
    await putLines(app, [BOX])
    await app.ocr.lineCrops.idle()
    const file = join(crops, cropFileName(BOX))
    const whole = readFileSync(file)
    writeFileSync(file, whole.subarray(0, whole.length - 100))
    const crop = await exportedCrop(app)
    await expectCropOf(crop, BOX)
    expect(crop).toEqual(whole)
    expect(existsSync(file)).toBe(false)
    app.ocr.lineCrops.queue('page.png')
    await app.ocr.lineCrops.idle()
    expect(readFileSync(file)).toEqual(whole)
  })
})
