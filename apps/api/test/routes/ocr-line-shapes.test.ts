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
})
