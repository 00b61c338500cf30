import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { readPageXml } from '../../src/datasets/page-xml-import'
import { renderLinePage } from '../../src/eval/line-page'
import { buildTestApp } from '../helpers/build-test-app'
import { upload } from '../helpers/ocr'

/** A rendered page of two lines, uploaded, with both lines stored and only the first validated. */
async function projectWithLines() {
  const test = await buildTestApp()
  const page = await renderLinePage({ lines: 2, size: { width: 900, height: 300 }, seed: 3 })
  await upload(test.app, [{ filename: 'scan 1.png', bytes: page.png }])
  const lines = page.lines.map((line, index) => ({ box: line.box, extracted_text: 'x', validated_text: index === 0 ? line.text : '' }))
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
    const check = await app.inject({ method: 'POST', url: '/api/ocr/export/lines/check', payload: { format: 'tesstrain' } })
    expect(check.json()).toMatchObject({ only_validated: true, pages: 1, lines: 1, left_out: 1 })
    expect((await app.inject({ method: 'POST', url: '/api/ocr/export/lines', payload: { format: 'zip' } })).statusCode).toBe(400)
  })
})
