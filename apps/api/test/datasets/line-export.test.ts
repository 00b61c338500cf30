import type { LineExportFormat } from '@odia-ai/contract'
import { parseString } from 'fast-csv'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ExportPage } from '../../src/datasets/export-page'
import { cropMargin } from '../../src/ocr/lines/crops/line-crop'
import { REPORT_FILE, writeLineExport } from '../../src/datasets/line-export'
import { readPageXml } from '../../src/datasets/page-xml/page-xml-import'
import { grayAt, grayPagePng, testPage, text, unzipStream, type TestLine } from './pages'

const NOW = new Date('2026-11-24T10:00:00.000Z')

const ODIA_LINES: TestLine[] = [
  { box: [10, 10, 150, 20], text: 'ଓଡ଼ିଆ, "ଭାଷା"' },
  { box: [10, 40, 150, 24], text: 'a & <b> ବ' },
  { box: [10, 70, 150, 20], text: 'ଅନୁମୋଦିତ ନୁହେଁ', validated: false },
  { box: [185, 95, 15, 25], text: 'ଶେଷ' },
]
const SCAN_LINES: TestLine[] = [{ box: [0, 0, 60, 30], text: 'ପ୍ରଥମ ଧାଡ଼ି' }]

async function pages(): Promise<{ odia: ExportPage; scan: ExportPage; odiaPng: Buffer }> {
  const odiaPng = await grayPagePng(200, 120)
  return {
    odia: await testPage('ପୃଷ୍ଠା ୧.png', odiaPng, ODIA_LINES),
    scan: await testPage('scan one.png', await grayPagePng(80, 40), SCAN_LINES),
    odiaPng,
  }
}

async function exported(format: LineExportFormat, onlyValidated?: boolean) {
  const { odia, scan, odiaPng } = await pages()
  const { archive, report } = writeLineExport({
    format,
    pages: [odia, scan],
    now: NOW,
    ...(onlyValidated === undefined ? {} : { onlyValidated }),
  })
  const entries = await unzipStream(archive)
  return { entries, report: await report, odiaPng }
}

/** The crop is the box plus its margin, clamped to the page, gray, cut from the right place. */
async function expectCrop(
  png: Buffer | undefined,
  [x, y, width, height]: [number, number, number, number],
  pageWidth: number,
  pageHeight: number,
) {
  expect(png).toBeDefined()
  const margin = cropMargin([x, y, width, height])
  const left = Math.max(0, x - margin)
  const top = Math.max(0, y - margin)
  const expected = {
    width: Math.min(pageWidth, x + width + margin) - left,
    height: Math.min(pageHeight, y + height + margin) - top,
  }
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', channels: 1, ...expected })
  const pixels = await sharp(png).grayscale().raw().toBuffer()
  expect(pixels[0]).toBe(grayAt(left, top))
  expect(pixels[pixels.length - 1]).toBe(grayAt(left + expected.width - 1, top + expected.height - 1))
}

describe('writeLineExport', () => {
  it('imagefolder: line crops under images/ and a metadata.csv listing each with its text, source image and box', async () => {
    const { entries, report } = await exported('imagefolder')
    expect(Object.keys(entries)).toEqual([
      'images/ପୃଷ୍ଠା_୧-001.png',
      'images/ପୃଷ୍ଠା_୧-002.png',
      'images/ପୃଷ୍ଠା_୧-004.png',
      'images/scan_one-001.png',
      'metadata.csv',
      REPORT_FILE,
    ])
    const csv = text(entries, 'metadata.csv')
    expect(csv.split('\r\n')[0]).toBe('file_name,text,source_image,box')
    const rows = await parseString(csv, { headers: true }).toArray()
    expect(rows).toEqual([
      { file_name: 'images/ପୃଷ୍ଠା_୧-001.png', text: 'ଓଡ଼ିଆ, "ଭାଷା"', source_image: 'ପୃଷ୍ଠା ୧.png', box: '[10,10,150,20]' },
      { file_name: 'images/ପୃଷ୍ଠା_୧-002.png', text: 'a & <b> ବ', source_image: 'ପୃଷ୍ଠା ୧.png', box: '[10,40,150,24]' },
      { file_name: 'images/ପୃଷ୍ଠା_୧-004.png', text: 'ଶେଷ', source_image: 'ପୃଷ୍ଠା ୧.png', box: '[185,95,15,25]' },
      { file_name: 'images/scan_one-001.png', text: 'ପ୍ରଥମ ଧାଡ଼ି', source_image: 'scan one.png', box: '[0,0,60,30]' },
    ])
    await expectCrop(entries['images/ପୃଷ୍ଠା_୧-001.png'], [10, 10, 150, 20], 200, 120)
    await expectCrop(entries['images/ପୃଷ୍ଠା_୧-004.png'], [185, 95, 15, 25], 200, 120)
    await expectCrop(entries['images/scan_one-001.png'], [0, 0, 60, 30], 80, 40)
    expect(report).toMatchObject({ pages: 2, lines: 4, left_out: 1, only_validated: true })
  })

  it('tesstrain: each crop with a .gt.txt beside it holding its text on one line', async () => {
    const { entries } = await exported('tesstrain')
    expect(Object.keys(entries).filter((path) => path.endsWith('.gt.txt'))).toEqual([
      'ପୃଷ୍ଠା_୧-001.gt.txt',
      'ପୃଷ୍ଠା_୧-002.gt.txt',
      'ପୃଷ୍ଠା_୧-004.gt.txt',
      'scan_one-001.gt.txt',
    ])
    expect(text(entries, 'ପୃଷ୍ଠା_୧-001.gt.txt')).toBe('ଓଡ଼ିଆ, "ଭାଷା"\n')
    expect(text(entries, 'scan_one-001.gt.txt')).toBe('ପ୍ରଥମ ଧାଡ଼ି\n')
    await expectCrop(entries['ପୃଷ୍ଠା_୧-002.png'], [10, 40, 150, 24], 200, 120)
    await expectCrop(entries['scan_one-001.png'], [0, 0, 60, 30], 80, 40)
  })

  it("paddleocr: crops in crop_img/, rec_gt.txt with path<TAB>label lines and a dict.txt of the labels' characters", async () => {
    const { entries } = await exported('paddleocr')
    expect(text(entries, 'rec_gt.txt')).toBe(
      'crop_img/ପୃଷ୍ଠା_୧-001.png\tଓଡ଼ିଆ, "ଭାଷା"\ncrop_img/ପୃଷ୍ଠା_୧-002.png\ta & <b> ବ\ncrop_img/ପୃଷ୍ଠା_୧-004.png\tଶେଷ\ncrop_img/scan_one-001.png\tପ୍ରଥମ ଧାଡ଼ି\n',
    )
    const characters = text(entries, 'dict.txt').split('\n').slice(0, -1)
    expect(characters).toEqual([...new Set([...'ଓଡ଼ିଆ,"ଭାଷା"a&<b>ବଶେଷପ୍ରଥମଧାଡ଼ି'])].sort())
    await expectCrop(entries['crop_img/ପୃଷ୍ଠା_୧-004.png'], [185, 95, 15, 25], 200, 120)
  })

  it('page-xml: one PAGE XML per page beside the page image, whose boxes and texts read back as exported', async () => {
    const { entries, odiaPng } = await exported('page-xml')
    expect(Object.keys(entries)).toEqual(['ପୃଷ୍ଠା_୧.png', 'ପୃଷ୍ଠା_୧.xml', 'scan_one.png', 'scan_one.xml', REPORT_FILE])
    expect(entries['ପୃଷ୍ଠା_୧.png']).toEqual(odiaPng)
    const xml = text(entries, 'ପୃଷ୍ଠା_୧.xml')
    expect(xml).toContain('<PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"')
    expect(xml).toContain(
      '<Creator>Odia AI Tools</Creator>\n    <Created>2026-11-24T10:00:00.000Z</Created>\n    <LastChange>2026-11-24T10:00:00.000Z</LastChange>',
    )
    expect(xml).toContain('<Coords points="10,40 160,40 160,64 10,64"/>\n        <Baseline points="10,59 160,59"/>')
    const boxesAndTexts = ({ lines, ...page }: ReturnType<typeof readPageXml>) => ({
      ...page,
      lines: lines.map(({ box, text }) => ({ box, text })),
    })
    expect(boxesAndTexts(readPageXml(xml))).toEqual({
      imageFilename: 'ପୃଷ୍ଠା_୧.png',
      width: 200,
      height: 120,
      lines: ODIA_LINES.filter((line) => line.validated !== false).map(({ box, text }) => ({ box, text })),
    })
    expect(boxesAndTexts(readPageXml(text(entries, 'scan_one.xml'))).lines).toEqual([
      { box: [0, 0, 60, 30], text: 'ପ୍ରଥମ ଧାଡ଼ି' },
    ])
  })

  it('with only_validated false, exports every line, with its extracted text where none was validated', async () => {
    const { entries, report } = await exported('tesstrain', false)
    expect(text(entries, 'ପୃଷ୍ଠା_୧-003.gt.txt')).toBe('ଅନୁମୋଦିତ ନୁହେଁ\n')
    expect(report).toMatchObject({ lines: 5, left_out: 0, only_validated: false })
  })

  it("writes the check's report as the last entry", async () => {
    const { entries } = await exported('imagefolder')
    expect(text(entries, REPORT_FILE)).toMatch(
      /^Trainer-safe check of 4 lines from 2 pages, exported as imagefolder \(validated lines only; 1 line without a validated text left out\)/,
    )
  })

  it('writes a page none of whose lines is exported not at all', async () => {
    const page = await testPage('draft.png', await grayPagePng(60, 30), [
      { box: [0, 0, 60, 30], text: 'ଖସଡ଼ା', validated: false },
    ])
    const { archive, report } = writeLineExport({ format: 'page-xml', pages: [page] })
    expect(Object.keys(await unzipStream(archive))).toEqual([REPORT_FILE])
    expect(await report).toMatchObject({ pages: 0, lines: 0, left_out: 1 })
  })
})
