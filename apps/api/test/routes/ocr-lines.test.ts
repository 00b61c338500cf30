import { linesBasedOn } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { uploadImages } from '../helpers/ocr'

// Test images are 40 × 24 pixels.
const put = (app: App, payload: object) => app.inject({ method: 'PUT', url: '/api/ocr/lines', payload })
const get = (app: App, name: string) =>
  app.inject({ method: 'GET', url: `/api/ocr/lines?image_filename=${encodeURIComponent(name)}` })

describe('GET and PUT /api/ocr/lines', () => {
  it('replaces an image’s lines (NFC) and lists them in reading order, with the image’s text made of them', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    expect((await get(app, name!)).json()).toEqual({ lines: [] })
    const decomposed = 'ଓଡ଼ିଆ'.normalize('NFD')
    const saved = await put(app, {
      image_filename: name,
      lines: [
        { box: [0, 0, 40, 10], extracted_text: 'ଓଡିଆ', validated_text: decomposed },
        { box: [0, 12, 30, 12], validated_text: '' },
      ],
    })
    expect(saved.statusCode).toBe(200)
    const lines = (await get(app, name!)).json().lines
    expect(lines).toEqual(saved.json().lines)
    expect(
      lines.map(({ index, box, validated_text, status }: Record<string, unknown>) => ({
        index,
        box,
        validated_text,
        status,
      })),
    ).toEqual([
      { index: 0, box: [0, 0, 40, 10], validated_text: 'ଓଡ଼ିଆ'.normalize('NFC'), status: 'validated' },
      { index: 1, box: [0, 12, 30, 12], validated_text: '', status: 'new' },
    ])
    const annotations = (await app.inject({ method: 'GET', url: '/api/ocr/annotations' })).json().annotations
    expect(annotations[name!]).toMatchObject({ extracted_text: 'ଓଡିଆ', validated_text: '' }) // not every line is validated yet
    // The answer carries the image's annotation as the lines left it, so the page need not fetch them all again.
    expect(saved.json().annotation).toEqual(annotations[name!])
  })

  it('refuses a box reaching outside the image with 422 and keeps the stored lines', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    await put(app, { image_filename: name, lines: [{ box: [0, 0, 10, 10], validated_text: 'କ' }] })
    const refused = await put(app, {
      image_filename: name,
      lines: [
        { box: [0, 0, 10, 10], validated_text: 'କ' },
        { box: [35, 0, 6, 10], validated_text: 'ଖ' },
      ],
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'LINE_OUTSIDE_IMAGE',
      message: "Line 2's box [35, 0, 6, 10] reaches outside the image (40 × 24 pixels): move or shrink it.",
    })
    expect((await get(app, name!)).json().lines).toHaveLength(1)
  })

  it('answers 404 for an unknown image and 400 for a malformed box or a path as a name', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['page.png'])
    expect((await get(app, 'missing.png')).statusCode).toBe(404)
    expect((await put(app, { image_filename: 'missing.png', lines: [] })).json()).toMatchObject({
      statusCode: 404,
      code: 'IMAGE_NOT_FOUND',
    })
    for (const box of [
      [0, 0, 0, 5],
      [-1, 0, 5, 5],
      [0, 0, 5],
      [0.5, 0, 5, 5],
    ]) {
      expect((await put(app, { image_filename: 'page.png', lines: [{ box, validated_text: '' }] })).statusCode).toBe(
        400,
      )
    }
    expect((await get(app, '../etc/passwd')).statusCode).toBe(400)
  })

  it('removes every line with an empty list', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    await put(app, { image_filename: name, lines: [{ box: [0, 0, 10, 10], validated_text: 'କ' }] })
    expect((await put(app, { image_filename: name, lines: [] })).json()).toMatchObject({ lines: [] })
  })
})

describe('GET /api/ocr/lines/summary', () => {
  it('counts the images with lines, their lines and the validated ones', async () => {
    const { app } = await buildTestApp()
    const summary = async () => (await app.inject({ method: 'GET', url: '/api/ocr/lines/summary' })).json()
    expect(await summary()).toEqual({ images_with_lines: 0, lines: 0, validated_lines: 0 })
    const [first, second] = await uploadImages(app, ['one.png', 'two.png', 'three.png'])
    await put(app, {
      image_filename: first,
      lines: [
        { box: [0, 0, 40, 10], extracted_text: 'କ', validated_text: 'କା' },
        { box: [0, 12, 40, 10], extracted_text: 'ଖ', validated_text: '' },
        { box: [0, 14, 40, 10], validated_text: '' },
      ],
    })
    await put(app, { image_filename: second, lines: [{ box: [0, 0, 40, 24], validated_text: 'ଗ' }] })
    expect(await summary()).toEqual({ images_with_lines: 2, lines: 4, validated_lines: 2 })
    await put(app, { image_filename: second, lines: [] })
    expect(await summary()).toEqual({ images_with_lines: 1, lines: 3, validated_lines: 1 })
  })

  it('refuses to write an older copy over lines a re-read or someone else changed, and loses neither', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    const lines = (texts: string[]) =>
      texts.map((text, index) => ({ box: [0, index * 12, 40, 10], extracted_text: text, validated_text: '' }))
    const opened = (await put(app, { image_filename: name, lines: lines(['କ', 'ଖ']) })).json().lines
    const basedOn = linesBasedOn(opened)
    expect(basedOn).toMatch(/^\d{4}-/)
    await new Promise((resolve) => setTimeout(resolve, 5))
    // A model re-reads the first line while the editor still has the page as it opened it.
    const ocr = app.projects.ocr()
    const reread = ocr.lines.storeReadings(name!, [{ line: opened[0], text: 'କି' }], { engine: 'tesseract', model: 'x' })
    expect(reread.written).toBe(1)

    const stale = await put(app, { image_filename: name, lines: lines(['କ', 'ଖା']), based_on: basedOn })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'LINES_CHANGED', message: expect.stringContaining('re-read') })
    expect((await get(app, name!)).json().lines.map((line: { extracted_text: string }) => line.extracted_text)).toEqual(
      ['କି', 'ଖ'],
    )

    // Based on what is stored now, the save goes through; so does one that asks for none of this (`Keep mine`).
    const current = (await get(app, name!)).json().lines
    const fresh = await put(app, { image_filename: name, lines: lines(['କି', 'ଖା']), based_on: linesBasedOn(current) })
    expect(fresh.statusCode).toBe(200)
    const mine = await put(app, { image_filename: name, lines: lines(['କ', 'ଖା']), based_on: basedOn })
    expect(mine.statusCode).toBe(409)
    expect((await put(app, { image_filename: name, lines: lines(['କ', 'ଖା']) })).statusCode).toBe(200)
  })

  it('refuses the first lines of a page that got lines meanwhile, and a based_on that is no time', async () => {
    const { app } = await buildTestApp()
    const [name] = await uploadImages(app, ['page.png'])
    await put(app, { image_filename: name, lines: [{ box: [0, 0, 40, 10], validated_text: 'କ' }] })
    const first = await put(app, {
      image_filename: name,
      lines: [{ box: [0, 12, 40, 10], validated_text: 'ଖ' }],
      based_on: '',
    })
    expect(first.statusCode).toBe(409)
    expect((await get(app, name!)).json().lines.map((line: { validated_text: string }) => line.validated_text)).toEqual(
      ['କ'],
    )
    const long = await put(app, { image_filename: name, lines: [], based_on: 'x'.repeat(41) })
    expect(long.statusCode).toBe(400)
  })
})
