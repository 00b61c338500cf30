import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OUTPUT_FORMAT_NAMES, outputFormatsOf, SYNTHETIC_MODE_NAMES, type GenerateRequest } from '@odia-ai/contract'
import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { LINE_FORMATS } from '../../src/datasets/line-formats'
import { SyntheticGenerator } from '../../src/synthetic/synthetic-generator'

const root = mkdtempSync(join(tmpdir(), 'odia-page-options-'))
const generator = new SyntheticGenerator({
  outputRoot: root,
  fontsDir: undefined,
  workers: 1,
  datasetUrlAllowPrivate: false,
})
afterAll(async () => {
  await generator.close()
  rmSync(root, { recursive: true, force: true })
})

/** Three paragraphs: one page. */
const TEXT = ['ଓଡ଼ିଆ ଭାଷା କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ ଜଗନ୍ନାଥ '.repeat(10), 'ଦ୍ଧ୍ୟ ସ୍ତ୍ରୀ ୧୨୩ । '.repeat(10), 'କ୍ଷୁଦ୍ର ଋଷି '.repeat(8)].join(
  '\n',
)

async function generatePages(request: Partial<GenerateRequest>) {
  const prepared = await generator.prepare({ mode: 'page', text: TEXT, ...request }, new AbortController().signal)
  const result = await prepared.run(new AbortController().signal, () => undefined)
  const folder = join(root, prepared.folder)
  return {
    result,
    folder,
    rows: parse<Record<string, string>>(readFileSync(join(folder, 'metadata.csv')), { columns: true }),
  }
}

describe('page mode with the render options and output formats', () => {
  it('draws every page in the chosen font and size, records the options and writes a dataset card', async () => {
    const { result, folder, rows } = await generatePages({
      fonts: ['Anek Odia'],
      weights: [700],
      sizes: [40],
      seed: 9,
      columns: 2,
    })
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows)
      expect(row).toMatchObject({ family: 'Anek Odia', weight: '700', font: 'Anek Odia 700', size: '40', seed: '9' })
    expect(result.options).toEqual({
      style: 'page',
      seed: 9,
      fonts: ['Anek Odia'],
      weights: [700],
      sizes: [40],
      columns: 2,
      rotation: false,
      scan_look: false,
    })
    expect(result.preview.map(({ text }) => text)).toEqual(rows.slice(0, 24).map((row) => row.text))
    expect(readdirSync(folder).sort()).toEqual(['README.md', 'images', 'metadata.csv', 'pages'])
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toContain(`${rows.length}`)
  })

  it('paddleocr: the crops in crop_img/ listed in rec_gt.txt with their texts, the pages and PAGE XML beside them', async () => {
    const { result, folder, rows } = await generatePages({ output_format: 'paddleocr' })
    expect(rows.map((row) => row.file_name)).toEqual(
      rows.map((_, index) => `crop_img/${String(index + 1).padStart(6, '0')}.png`),
    )
    expect(readFileSync(join(folder, 'rec_gt.txt'), 'utf8')).toBe(
      rows.map((row) => `${row.file_name}\t${row.text}\n`).join(''),
    )
    expect(readdirSync(join(folder, 'crop_img'))).toHaveLength(rows.length)
    expect(readdirSync(join(folder, 'pages'))).toEqual(['000001.png', '000001.xml'])
    expect(result).toMatchObject({
      images_dir: `output/${result.output_dir.split('/')[1]}/crop_img`,
      image_count: rows.length,
      pages_dir: `${result.output_dir}/pages`,
    })
  })
})

describe('output formats per mode', () => {
  it("accepts in each mode exactly the output formats the contract lists for it (the options of the page's select)", async () => {
    const refused = (error: Error & { code?: string }) => {
      if (error.code === 'FORMAT_NOT_FOR_PAGES') return false
      throw error
    }
    const accepted: string[] = []
    for (const mode of SYNTHETIC_MODE_NAMES.filter((name) => name !== 'huggingface'))
      for (const format of OUTPUT_FORMAT_NAMES) {
        const request = { mode, text: 'ଓଡ଼ିଆ', fonts: ['Noto Sans Oriya'], output_format: format }
        if (await generator.prepare(request, new AbortController().signal).then(() => true, refused))
          accepted.push(`${mode} ${format}`)
      }
    const listed = SYNTHETIC_MODE_NAMES.flatMap((mode) => outputFormatsOf(mode).map((format) => `${mode} ${format}`))
    expect(accepted).toEqual(listed.filter((entry) => !entry.startsWith('huggingface ')))
    // Page mode's crops are files the workers write, so only a format with a path for line images takes them.
    expect(outputFormatsOf('page')).toEqual(
      OUTPUT_FORMAT_NAMES.filter((format) => LINE_FORMATS[format].imagePath('000001') !== undefined),
    )
    expect(outputFormatsOf('huggingface')).toEqual(OUTPUT_FORMAT_NAMES)
  })
})
