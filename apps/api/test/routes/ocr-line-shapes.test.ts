import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { uploadImages } from '../helpers/ocr'

// Test images are 40 × 24 pixels.
const put = (app: App, payload: object) => app.inject({ method: 'PUT', url: '/api/ocr/lines', payload })
const get = async (app: App, name: string) =>
  (await app.inject({ method: 'GET', url: `/api/ocr/lines?image_filename=${encodeURIComponent(name)}` })).json()
    .lines as Array<Record<string, unknown>>

describe('lines with outlines, baselines and regions', () => {
  it('stores each point, makes the box the outline’s bounds and keeps the lines in reading order by region', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    const saved = await put(app, {
      image_filename: name,
      lines: [
        // Sent in the wrong region order: region 1's line is read after every line of region 0.
        { box: [22, 0, 18, 10], region: 1, validated_text: 'ଖ' },
        {
          box: [0, 0, 1, 1],
          polygon: [
            [1, 2],
            [19, 1],
            [20, 11],
            [2, 12],
          ],
          baseline: [
            [1, 9],
            [10, 8],
            [20, 9],
          ],
          region: 0,
          validated_text: 'କ',
        },
        { box: [0, 13, 20, 10], validated_text: 'ଗ' },
      ],
    })
    expect(saved.statusCode).toBe(200)
    const lines = await get(app, name!)
    expect(
      lines.map(({ index, box, polygon, baseline, region, validated_text }) => ({
        index,
        box,
        polygon,
        baseline,
        region,
        validated_text,
      })),
    ).toEqual([
      {
        index: 0,
        box: [1, 1, 19, 11],
        polygon: [
          [1, 2],
          [19, 1],
          [20, 11],
          [2, 12],
        ],
        baseline: [
          [1, 9],
          [10, 8],
          [20, 9],
        ],
        region: 0,
        validated_text: 'କ',
      },
      // A line sent without them is its box, with no baseline, in region 0.
      { index: 1, box: [0, 13, 20, 10], polygon: undefined, baseline: undefined, region: 0, validated_text: 'ଗ' },
      { index: 2, box: [22, 0, 18, 10], polygon: undefined, baseline: undefined, region: 1, validated_text: 'ଖ' },
    ])
    const annotations = (await app.inject({ method: 'GET', url: '/api/ocr/annotations' })).json().annotations
    expect(annotations[name!].validated_text).toBe('କ\nଗ\nଖ')
  })

  it('refuses an outline or baseline point outside the image (422) and keeps the stored lines', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    await put(app, { image_filename: name, lines: [{ box: [0, 0, 10, 10], validated_text: 'କ' }] })
    const outline = await put(app, {
      image_filename: name,
      lines: [
        {
          box: [0, 0, 10, 10],
          polygon: [
            [0, 0],
            [41, 0],
            [10, 10],
          ],
          validated_text: 'କ',
        },
      ],
    })
    expect(outline.statusCode).toBe(422)
    expect(outline.json().message).toBe(
      "Line 1's outline has the point [41, 0] outside the image (40 × 24 pixels): move it inside.",
    )
    const baseline = await put(app, {
      image_filename: name,
      lines: [
        {
          box: [0, 0, 10, 10],
          baseline: [
            [0, 8],
            [10, 25],
          ],
          validated_text: 'କ',
        },
      ],
    })
    expect(baseline.statusCode).toBe(422)
    expect(baseline.json().code).toBe('LINE_OUTSIDE_IMAGE')
    expect(await get(app, name!)).toMatchObject([{ box: [0, 0, 10, 10], validated_text: 'କ', region: 0 }])
  })

  it('answers 400 for too few or too many points and a region past the limit', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    const line = { box: [0, 0, 10, 10], validated_text: '' }
    for (const shape of [
      {
        polygon: [
          [0, 0],
          [5, 5],
        ],
      },
      { baseline: [[0, 8]] },
      { polygon: Array.from({ length: 201 }, (_, at) => [at % 40, at % 24]) },
      {
        baseline: [
          [0, -1],
          [5, 5],
        ],
      },
      { region: 100 },
      { region: -1 },
    ]) {
      const refused = await put(app, { image_filename: name, lines: [{ ...line, ...shape }] })
      expect(refused.statusCode, JSON.stringify(shape)).toBe(400)
    }
  })

  it('exports the crop of a line with an outline white outside it (with the padding asked for), as the outline runs', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    const polygon = [
      [2, 2],
      [38, 2],
      [2, 22],
    ]
    await put(app, { image_filename: name, lines: [{ box: [0, 0, 1, 1], polygon, validated_text: 'କ' }] })
    const exported = await app.inject({
      method: 'POST',
      url: '/api/ocr/export/lines',
      payload: { format: 'tesstrain', polygon_padding: 0 },
    })
    expect(exported.statusCode).toBe(200)
    const entries = unzipSync(new Uint8Array(exported.rawPayload))
    const png = Object.entries(entries).find(([path]) => path.endsWith('.png'))![1]
    const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true })
    // The box is [2, 2, 36, 20] and the margin 2 px: the crop is the whole 40 × 24 page.
    expect([info.width, info.height]).toEqual([40, 24])
    const outside = [...data].filter((_, at) => {
      const [x, y] = [(at % info.width) + 0.5, Math.floor(at / info.width) + 0.5]
      return y > 2 && x > 2 && x < 38 - ((y - 2) * 36) / 20 ? false : true
    })
    expect(new Set(outside)).toEqual(new Set([255]))
    expect(data.some((value) => value !== 255)).toBe(true)
  })
})
