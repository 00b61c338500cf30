import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { lineCropRect } from '@odia-ai/renderer'
import { parse } from 'csv-parse/sync'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readPageXml } from '../../src/datasets/page-xml/page-xml-import'
import { buildTestApp, type TestApp } from '../helpers/build-test-app'

const WORDS = ['ଓଡ଼ିଆ', 'ଭାଷା', 'କ୍ଷେତ୍ର', 'ସ୍ୱାସ୍ଥ୍ୟ', 'ଶ୍ରୀ', 'ଜଗନ୍ନାଥ', 'ଦ୍ଧ୍ୟ', 'ସ୍ତ୍ରୀ', '।', '୧୨୩']
/** Paragraphs long enough to wrap, enough of them to fill both columns of a page. */
const PARAGRAPHS = Array.from({ length: 24 }, (_, index) =>
  Array.from({ length: 10 + ((index * 11) % 40) }, (_, word) => WORDS[(index + word * 3) % WORDS.length]).join(' '),
)

interface Row {
  file_name: string
  text: string
  mode: string
  font: string
  params: string
  family: string
  weight: string
  seed: string
  variant: string
  width: string
  height: string
}
interface Params {
  page: string
  line: number
  box: [number, number, number, number]
  outline?: Array<[number, number]>
}

async function generatePages(
  test: TestApp,
  body: Record<string, unknown>,
): Promise<{ result: GenerateResponse; rows: Array<Row & { at: Params }>; folder: string }> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/synthetic/generate',
    payload: { mode: 'page', text: PARAGRAPHS.join('\n'), ...body },
  })
  expect(response.statusCode, response.body).toBe(200)
  const result = response.json<GenerateResponse>()
  const folder = join(test.dataDir, result.output_dir)
  const rows = parse<Row>(readFileSync(join(folder, 'metadata.csv')), { columns: true })
  return { result, folder, rows: rows.map((row) => ({ ...row, at: JSON.parse(row.params) as Params })) }
}

/** The page's rows in line order, and its PAGE XML read back by the annotation tool's importer. */
function pageOf(folder: string, rows: Array<Row & { at: Params }>, page: string) {
  const xml = readPageXml(readFileSync(join(folder, page.replace(/\.(png|jpg)$/, '.xml')), 'utf8'))
  return { xml, rows: rows.filter((row) => row.at.page === page) }
}

const xmlWithoutTimes = (xml: string) => xml.replace(/<(Created|LastChange)>[^<]*<\/\1>/g, '')

describe('page mode', () => {
  it('writes each page, its PAGE XML (read back with the same boxes and texts) and its line crops labelled with their texts', async () => {
    const test = await buildTestApp()
    const { result, rows, folder } = await generatePages(test, { output_subdir: 'pages' })
    expect(result.pages_dir).toBe('output/pages/pages')
    expect(result.files).toEqual(rows.map((row) => `output/pages/${row.file_name}`))
    expect(readdirSync(join(folder, 'pages'))).toContain('000001.png')
    // The answer names each page with its PAGE XML, for the page's preview with line outlines.
    const pageImages = readdirSync(join(folder, 'pages')).filter((name) => name.endsWith('.png'))
    expect(pageImages.length).toBeGreaterThan(1)
    expect(result.pages).toEqual(
      pageImages.sort().map((image) => ({
        image: `output/pages/pages/${image}`,
        xml: `output/pages/pages/${image.replace('.png', '.xml')}`,
      })),
    )
    // Every word of every paragraph is on some line, once, in order.
    expect(rows.map((row) => row.text).join(' ')).toBe(PARAGRAPHS.join(' '))
    const { xml, rows: pageRows } = pageOf(folder, rows, 'pages/000001.png')
    expect(xml).toMatchObject({ imageFilename: '000001.png', width: 2480, height: 3508 })
    expect(xml.lines.map(({ box, text }) => ({ box, text }))).toEqual(
      pageRows.map((row) => ({ box: row.at.box, text: row.text })),
    )
    expect(pageRows[0]).toMatchObject({
      mode: 'page',
      font: expect.stringMatching(/^(Noto Sans Oriya|Baloo Bhaina 2|Anek Odia) \d+$/),
      seed: '1',
      variant: '1',
    })
    expect(pageRows[0]!.font).toBe(`${pageRows[0]!.family} ${pageRows[0]!.weight}`)

    // A crop is its box and margin cut from the page, pixel for pixel.
    const page = await sharp(join(folder, 'pages/000001.png'))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(page.info).toMatchObject({ width: 2480, height: 3508, channels: 1 })
    for (const row of [pageRows[0]!, pageRows.at(-1)!]) {
      const rect = lineCropRect(row.at.box, 2480, 3508)
      const crop = await sharp(join(folder, row.file_name))
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect([crop.info.width, crop.info.height]).toEqual([rect.width, rect.height])
      expect([row.width, row.height]).toEqual([String(rect.width), String(rect.height)])
      for (let y = 0; y < rect.height; y++) {
        const start = (rect.top + y) * 2480 + rect.left
        expect(
          crop.data
            .subarray(y * rect.width, (y + 1) * rect.width)
            .equals(page.data.subarray(start, start + rect.width)),
        ).toBe(true)
      }
    }
  })

  it('two columns put the boxes into two ranges of x; rotation writes turned outlines as Coords polygons', async () => {
    const test = await buildTestApp()
    const { result, rows, folder } = await generatePages(test, { columns: 2, rotation: true, scan_look: true })
    expect(result.pages![0]).toEqual({ image: `${result.pages_dir}/000001.jpg`, xml: `${result.pages_dir}/000001.xml` })
    const { xml, rows: pageRows } = pageOf(folder, rows, 'pages/000001.jpg')
    const middle = 2480 / 2
    const left = pageRows.filter((row) => row.at.box[0] + row.at.box[2] < middle)
    const right = pageRows.filter((row) => row.at.box[0] > middle)
    expect(left.length).toBeGreaterThan(3)
    expect(right.length).toBeGreaterThan(3)
    expect(left.length + right.length).toBe(pageRows.length)
    const written = readFileSync(join(folder, 'pages/000001.xml'), 'utf8')
    const coords = [...written.matchAll(/<TextLine[^>]*>\s*<Coords points="([^"]+)"/g)].map((match) => match[1])
    expect(coords).toEqual(pageRows.map((row) => row.at.outline!.map(([x, y]) => `${x},${y}`).join(' ')))
    // A turned outline is no upright rectangle; the importer takes its bounding box, the row's box.
    expect(new Set(pageRows[0]!.at.outline!.map(([x]) => x)).size).toBe(4)
    expect(xml.lines.map(({ box }) => box)).toEqual(pageRows.map((row) => row.at.box))
  })

  it('the same request and seed give the same bytes: pages, crops, metadata and PAGE XML but its times', async () => {
    const test = await buildTestApp()
    const runs = [
      await generatePages(test, { rotation: true, seed: 5 }),
      await generatePages(test, { rotation: true, seed: 5 }),
    ]
    const files = (folder: string) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()
    expect(files(runs[1]!.folder)).toEqual(files(runs[0]!.folder))
    for (const file of files(runs[0]!.folder).filter((name) => /\.(png|csv)$/.test(name))) {
      expect(readFileSync(join(runs[1]!.folder, file)).equals(readFileSync(join(runs[0]!.folder, file))), file).toBe(
        true,
      )
    }
    const xml = (run: number) => xmlWithoutTimes(readFileSync(join(runs[run]!.folder, 'pages/000001.xml'), 'utf8'))
    expect(xml(1)).toBe(xml(0))
  })

  it.each([
    [{ mode: 'page', text: 'ଓଡ଼ିଆ', columns: 3 }, 'FST_ERR_VALIDATION', /columns/],
    [{ mode: 'page', text: 'ଓଡ଼ିଆ', rotation: 'yes' }, 'FST_ERR_VALIDATION', /rotation/],
    [{ mode: 'page', text: 'ଓଡ଼ିଆ', scan_look: 'light' }, 'FST_ERR_VALIDATION', /scan_look/],
    [
      { mode: 'single', text: 'ଓଡ଼ିଆ', columns: 2 },
      'OPTION_NOT_APPLICABLE',
      /^columns does not apply to single mode; it applies to page\.$/,
    ],
    [
      { mode: 'huggingface', dataset_url: 'https://example.org/a.csv', rotation: true },
      'OPTION_NOT_APPLICABLE',
      /^rotation does not apply to huggingface rows drawn as single; it applies to page\.$/,
    ],
    [
      { mode: 'page', text: 'ଓଡ଼ିଆ', image_height: 48 },
      'OPTION_NOT_APPLICABLE',
      /^image_height does not apply to page mode; it applies to single, comprehensive, ultra-realistic\.$/,
    ],
    [
      { mode: 'page', text: 'ଓଡ଼ିଆ', output_format: 'webdataset' },
      'FORMAT_NOT_FOR_PAGES',
      /^output_format webdataset does not apply to page mode; page mode writes imagefolder, tesstrain, paddleocr\.$/,
    ],
    [{ mode: 'page', text: ' \n ' }, 'NO_TEXT', /at least one line/],
  ])('refuses %j with a 400 and writes nothing', async (body, code, message) => {
    const test = await buildTestApp()
    const response = await test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload: body })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code, message: expect.stringMatching(message) })
    expect(readdirSync(join(test.dataDir, 'output')).filter((name) => !name.startsWith('.'))).toEqual([])
  })
})
