import type { OcrLine } from '@odia-ai/contract'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage, multipart } from '../helpers/images'
import { upload } from '../helpers/ocr'

const PAGE = { name: 'two columns.png', size: { width: 400, height: 300 } }

/** Two columns, each its region: outlines of several points, baselines that bend, one line left as its box. */
const LINES = [
  {
    box: [0, 0, 1, 1],
    polygon: [
      [10, 12],
      [90, 8],
      [180, 14],
      [182, 52],
      [95, 48],
      [12, 50],
    ],
    baseline: [
      [12, 40],
      [95, 37],
      [180, 41],
    ],
    region: 0,
    validated_text: 'ପ୍ରଥମ ସ୍ତମ୍ଭ',
  },
  {
    box: [10, 60, 170, 40],
    baseline: [
      [10, 90],
      [180, 92],
    ],
    region: 0,
    validated_text: 'ଦ୍ୱିତୀୟ ଧାଡ଼ି',
  },
  {
    box: [0, 0, 1, 1],
    polygon: [
      [210, 10],
      [390, 16],
      [388, 58],
      [208, 54],
    ],
    baseline: [
      [210, 44],
      [300, 46],
      [390, 48],
    ],
    region: 1,
    validated_text: 'ଙ୍ଗ ସ୍ଟ୍ରା',
  },
]

async function uploadPage(app: App) {
  const bytes = await makeImage('png', 7, PAGE.size)
  expect((await upload(app, [{ filename: PAGE.name, bytes }])).json().images).toEqual([PAGE.name])
}

async function linesOf(app: App): Promise<Array<Omit<OcrLine, 'updated_at'>>> {
  const { lines } = (
    await app.inject({ method: 'GET', url: `/api/ocr/lines?image_filename=${encodeURIComponent(PAGE.name)}` })
  ).json<{ lines: OcrLine[] }>()
  return lines.map(({ updated_at: _time, ...line }) => line)
}

describe('PAGE XML with regions, outlines and baselines', () => {
  it('exports a TextRegion per region in a ReadingOrder, and imports back every point, region and text', async () => {
    const { app: a } = await buildTestApp()
    await uploadPage(a)
    const put = await a.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: PAGE.name, lines: LINES },
    })
    expect(put.statusCode).toBe(200)
    const exported = await a.inject({
      method: 'POST',
      url: '/api/ocr/export/lines',
      payload: { format: 'page-xml', only_validated: false },
    })
    const entries = unzipSync(new Uint8Array(exported.rawPayload))
    const xml = strFromU8(entries['two_columns.xml']!)
    expect([...xml.matchAll(/<RegionRefIndexed index="(\d)" regionRef="(\w+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['0', 'r1'],
      ['1', 'r2'],
    ])
    expect([...xml.matchAll(/<TextRegion id="(\w+)"/g)].map((m) => m[1])).toEqual(['r1', 'r2'])
    expect(xml).toContain('<Coords points="10,12 90,8 180,14 182,52 95,48 12,50"/>')
    expect(xml).toContain('<Baseline points="12,40 95,37 180,41"/>')
    // The line left as its box keeps its own baseline, not one made up from the box.
    expect(xml).toContain('<Baseline points="10,90 180,92"/>')
    const expected = await linesOf(a)
    expect(expected.map(({ region, polygon, baseline }) => ({ region, polygon, baseline }))).toEqual(
      LINES.map(({ region, polygon, baseline }) => ({ region, polygon, baseline })),
    )

    const { app: b } = await buildTestApp()
    await uploadPage(b)
    const body = await multipart([{ name: 'file', filename: 'two_columns.xml', bytes: Buffer.from(xml) }])
    const imported = await b.inject({ method: 'POST', url: '/api/ocr/import', ...body })
    expect(imported.statusCode).toBe(200)
    expect(await linesOf(b)).toEqual(expected)
  })
})
