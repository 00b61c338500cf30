import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../helpers/build-test-app'
import { bmpFile } from '../../helpers/bmp'
import { probeHealthDuring } from '../../helpers/freeze-probe'
import { makeImage, multipart } from '../../helpers/images'
import { upload } from '../../helpers/ocr'

const GRAYS = [
  [255, 255, 255],
  [0, 0, 0],
] as const
const COLOURS = [
  [250, 240, 220],
  [20, 30, 120],
] as const

/** An 8-bit RLE8 BMP of `stream`. */
const rle8Bmp = (
  width: number,
  height: number,
  stream: Buffer,
  palette: ReadonlyArray<readonly [number, number, number]> = GRAYS,
) => bmpFile({ width, height, bitsPerPixel: 8, compression: 1, palette: [...palette], data: stream })

/**
 * `pairs` times a run of 255 pixels and an end-of-line, on a 1,000,000 × 1 image, then the end-of-bitmap mark. A
 * decoder that lets the end-of-line move the position back a whole row (bmp-ts) writes 255 pixels before its first
 * one again and again; 30,000 pairs (120 KB) held the event loop for seconds.
 */
function backwardsLines(pairs: number): Buffer {
  const stream = Buffer.alloc(pairs * 4 + 2)
  for (let pair = 0; pair < pairs; pair += 1) stream.set([255, 1, 0, 0], pair * 4)
  stream.set([0, 1], pairs * 4)
  return rle8Bmp(1_000_000, 1, stream)
}

/** Rows of `width` pixels of index 1, each as full runs of 255 and an end-of-line: 128 bytes a 16,000-pixel row. */
function fullRows(width: number, rows: number): Buffer {
  const row: number[] = []
  for (let left = width; left > 0; left -= 255) row.push(Math.min(255, left), 1)
  row.push(0, 0)
  return Buffer.from(Array.from({ length: rows }, () => row).flat())
}

/**
 * Uploads the file beside a good PNG while timing GET /api/health; answers the response, the stored files and the
 * worst wait. The request body is made first, and the server has taken an upload before, so only the server's own
 * handling of this upload is timed.
 */
async function uploadBesideGoodPng(filename: string, bytes: Buffer) {
  const { app, dataDir } = await buildTestApp()
  await upload(app, [{ filename: 'warm-up.png', bytes: 'not an image' }])
  const body = await multipart([
    { name: 'files', filename, bytes },
    { name: 'files', filename: 'good.png', bytes: await makeImage('png') },
  ])
  const { result: response, worstHealthMs } = await probeHealthDuring(app, () =>
    app.inject({ method: 'POST', url: '/api/ocr/upload', ...body }),
  )
  return { response, worstHealthMs, stored: readdirSync(join(dataDir, 'uploaded_images')) }
}

describe('a BMP built to hold the server', () => {
  it('refuses RLE8 data whose end-of-line comes before the row ends (1,000,000 × 1), keeps the batch and answers health meanwhile', async () => {
    const { response, worstHealthMs, stored } = await uploadBesideGoodPng('lines.bmp', backwardsLines(30_000))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      images: ['good.png'],
      rejected: [
        {
          file_name: 'lines.bmp',
          message: 'lines.bmp is not a valid BMP: its RLE8 data ends row 1 after 255 of 1,000,000 pixels.',
        },
      ],
    })
    expect(stored).toEqual(['good.png'])
    expect(worstHealthMs).toBeLessThanOrEqual(200)
  })

  it('refuses a small RLE8 file declaring 16,000 × 16,000 gray pixels whose data stops after a few rows', async () => {
    const stream = Buffer.concat([fullRows(16_000, 100), Buffer.from([0, 1])])
    const { response, worstHealthMs, stored } = await uploadBesideGoodPng('page.bmp', rle8Bmp(16_000, 16_000, stream))
    expect(response.json()).toEqual({
      images: ['good.png'],
      rejected: [
        {
          file_name: 'page.bmp',
          message: 'page.bmp is not a valid BMP: its RLE8 data ends after 1,600,000 of 256,000,000 pixels.',
        },
      ],
    })
    expect(stored).toEqual(['good.png'])
    expect(worstHealthMs).toBeLessThanOrEqual(200)
  })

  it('refuses a 2 MB RLE8 file declaring 16,000 × 16,000 colour pixels from its header: more memory than a BMP may take', async () => {
    const stream = Buffer.concat([fullRows(16_000, 16_000), Buffer.from([0, 1])])
    const bytes = rle8Bmp(16_000, 16_000, stream, COLOURS)
    expect(bytes.length).toBeLessThan(2.1 * 2 ** 20)
    const { response, worstHealthMs, stored } = await uploadBesideGoodPng('colour.bmp', bytes)
    expect(response.json()).toEqual({
      images: ['good.png'],
      rejected: [
        {
          file_name: 'colour.bmp',
          message: 'colour.bmp would take 733 MB of memory decoded; a BMP may take at most 256 MB.',
        },
      ],
    })
    expect(stored).toEqual(['good.png'])
    expect(worstHealthMs).toBeLessThanOrEqual(200)
  })

  it('answers a BMP refused alone with its 4xx and the reason', async () => {
    const { app } = await buildTestApp()
    const response = await upload(app, [{ filename: 'lines.bmp', bytes: backwardsLines(10) }])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'UPLOAD_REJECTED',
      error: 'Bad Request',
      message: 'lines.bmp is not a valid BMP: its RLE8 data ends row 1 after 255 of 1,000,000 pixels.',
    })
  })

  it('decodes a large, valid RLE8 page (8,000 × 8,000) off the event loop: stored, and health answered meanwhile', async () => {
    const stream = Buffer.concat([fullRows(8_000, 8_000), Buffer.from([0, 1])])
    const { response, worstHealthMs, stored } = await uploadBesideGoodPng('scan.bmp', rle8Bmp(8_000, 8_000, stream))
    expect(response.json()).toEqual({ images: ['scan.bmp', 'good.png'], rejected: [] })
    expect(stored.sort()).toEqual(['good.png', 'scan.bmp'])
    expect(worstHealthMs).toBeLessThanOrEqual(200)
  })
})
