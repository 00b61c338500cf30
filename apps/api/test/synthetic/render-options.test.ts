import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/build-test-app'

const TEXT = ['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ'].join('\n')

async function generate(test: TestApp, body: Record<string, unknown>) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/synthetic/generate',
    payload: { text: TEXT, ...body },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<GenerateResponse>()
}

/** metadata.csv as rows of named cells. */
const metadata = (test: TestApp, result: GenerateResponse): Array<Record<string, string>> =>
  parse(readFileSync(join(test.dataDir, result.csv)), { columns: true })

/** The height in px of a PNG file (its IHDR chunk). */
const pngHeight = (test: TestApp, file: string) => readFileSync(join(test.dataDir, file)).readUInt32BE(20)

describe('render options', () => {
  it('fonts and weights restrict the font column; the new columns name family and weight', async () => {
    const test = await buildTestApp()
    const result = await generate(test, {
      mode: 'comprehensive',
      fonts: ['Anek Odia'],
      weights: [300],
      sizes: [32],
      backgrounds: ['#ffffff'],
    })
    const rows = metadata(test, result)
    expect(rows.map((row) => [row.font, row.family, row.weight])).toEqual([
      ['Anek Odia 300', 'Anek Odia', '300'],
      ['Anek Odia 300', 'Anek Odia', '300'],
    ])
    expect(result.options).toEqual({
      style: 'comprehensive',
      fonts: ['Anek Odia'],
      weights: [300],
      sizes: [32],
      backgrounds: ['#ffffff'],
    })
  })

  it('sizes change the image heights, and each image records its size, width and height', async () => {
    const test = await buildTestApp()
    const small = await generate(test, { mode: 'single', sizes: [24] })
    const large = await generate(test, { mode: 'single', sizes: [96] })
    for (const [index, file] of small.files.entries())
      expect(pngHeight(test, large.files[index]!)).toBeGreaterThan(2.5 * pngHeight(test, file))
    const rows = metadata(test, large)
    expect(rows.map((row) => row.size)).toEqual(['96', '96'])
    expect(rows.map((row) => Number(row.height))).toEqual(large.files.map((file) => pngHeight(test, file)))
    expect(rows.every((row) => Number(row.width) > Number(row.height))).toBe(true)
  })

  it('variants change the image count in ultra-realistic mode; seed and variant number are recorded', async () => {
    const test = await buildTestApp()
    const result = await generate(test, { mode: 'ultra-realistic', variants: 2, seed: 11 })
    expect(result.files).toHaveLength(4)
    const rows = metadata(test, result)
    expect(rows.map((row) => [row.variant, row.seed])).toEqual([
      ['1', '11'],
      ['2', '11'],
      ['1', '11'],
      ['2', '11'],
    ])
    expect(result.options).toMatchObject({
      style: 'ultra-realistic',
      seed: 11,
      variants: 2,
      size_range: { min: 36, max: 60 },
    })
  })

  it('backgrounds set the gray of clean images', async () => {
    const test = await buildTestApp()
    const result = await generate(test, { mode: 'single', backgrounds: ['#cccccc'] })
    expect(metadata(test, result).map((row) => row.background)).toEqual(['#cccccc', '#cccccc'])
    const defaults = await generate(test, { mode: 'single' })
    expect(
      readFileSync(join(test.dataDir, result.files[0]!)).equals(readFileSync(join(test.dataDir, defaults.files[0]!))),
    ).toBe(false)
  })

  it('single with several fonts: the seed picks one per line, the same for the same seed', async () => {
    const test = await buildTestApp()
    const text = Array.from({ length: 12 }, (_, index) => `ଓଡ଼ିଆ ${index}`).join('\n')
    const body = { mode: 'single', text, fonts: ['Noto Sans Oriya', 'Baloo Bhaina 2', 'Anek Odia'], seed: 3 }
    const fonts = (result: GenerateResponse) => metadata(test, result).map((row) => row.font)
    const first = fonts(await generate(test, body))
    expect(new Set(first)).toEqual(new Set(['Noto Sans Oriya 400', 'Baloo Bhaina 2 400', 'Anek Odia 400']))
    expect(fonts(await generate(test, body))).toEqual(first)
    expect(fonts(await generate(test, { ...body, seed: 4 }))).not.toEqual(first)
  })

  it('a dataset style takes its own options, and defaults are recorded as used', async () => {
    const test = await buildTestApp()
    const result = await generate(test, { mode: 'single', image_height: 40 })
    expect(result.options).toEqual({
      style: 'single',
      seed: 1,
      fonts: ['Noto Sans Oriya'],
      weights: [400],
      sizes: [48],
      image_height: 40,
      backgrounds: ['#ffffff'],
    })
    expect(metadata(test, result).map((row) => [row.seed, row.variant, row.height])).toEqual([
      ['1', '1', '40'],
      ['1', '1', '40'],
    ])
    expect(result.preview).toEqual(result.files.map((file, index) => ({ file, text: TEXT.split('\n')[index] })))
    expect(result.elapsed_ms).toBeGreaterThanOrEqual(0)
  })

  it.each([
    [
      'an unknown family, naming the known ones',
      { mode: 'single', fonts: ['Comic Sans'] },
      /Unknown font "Comic Sans": the fonts are Noto Sans Oriya, Baloo Bhaina 2, Anek Odia\./,
    ],
    ['a size over the limit', { mode: 'single', sizes: [500] }, /sizes\/0 must be <= 128/],
    ['a size under the limit', { mode: 'single', sizes: [4] }, /sizes\/0 must be >= 12/],
    ['too many variants', { mode: 'ultra-realistic', variants: 1000 }, /variants must be <= 20/],
    ['no variants', { mode: 'ultra-realistic', variants: 0 }, /variants must be >= 1/],
    [
      'a combination with no style',
      { mode: 'single', fonts: ['Baloo Bhaina 2'], weights: [100] },
      /No chosen font has weight 100.*Baloo Bhaina 2 has 400, 500, 600, 700, 800/,
    ],
    [
      'a background that is not a gray',
      { mode: 'single', backgrounds: ['#ff0000'] },
      /Background #ff0000 is not a gray/,
    ],
    [
      'a background too dark for black ink',
      { mode: 'comprehensive', backgrounds: ['#202020'] },
      /too dark for black ink: the darkest is #999999/,
    ],
    [
      'a background that is not a colour',
      { mode: 'single', backgrounds: ['white'] },
      /backgrounds\/0 must match pattern/,
    ],
    [
      'an option the mode does not take',
      { mode: 'comprehensive', variants: 3 },
      /variants does not apply to comprehensive mode; it applies to ultra-realistic\./,
    ],
    [
      "an option the rows' style does not take",
      {
        mode: 'huggingface',
        dataset_url: 'https://example.org/a.csv',
        backgrounds: ['#ffffff'],
        dataset_style: 'ultra-realistic',
      },
      /backgrounds does not apply to huggingface rows drawn as ultra-realistic; it applies to single, comprehensive\./,
    ],
    [
      'too many images',
      { mode: 'ultra-realistic', variants: 20, text: 'କ\n'.repeat(10_001) },
      /would make 200020 images \(10001 texts × 20 per text/,
    ],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const test = await buildTestApp()
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/synthetic/generate',
      payload: { text: TEXT, ...body },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
  })
})
