import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { characterErrors, rate } from '@odia-ai/text-metrics'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { ORI_MODEL_ID } from '@odia-ai/contract'
import { createTesseractEngine, layoutOf } from '../../../../src/ocr/engines/tesseract/tesseract-engine'
import { TesseractPool } from '../../../../src/ocr/engines/tesseract/tesseract-pool'
import { ORI_VERSION, oriSource } from '../../../../src/ocr/engines/model-source'
import { renderOdiaLine } from '../../../helpers/odia-lines'

const LINE = 'ଓଡ଼ିଶା ଭାରତର ଏକ ରାଜ୍ୟ'
const pool = new TesseractPool(2)
const engine = createTesseractEngine(pool)
afterAll(() => pool.close())

const options = () => ({ model: ORI_MODEL_ID, signal: new AbortController().signal })

describe('Tesseract engine', () => {
  it('reads a rendered Odia line closely, as NFC text', async () => {
    const result = await engine.recognize({ bytes: renderOdiaLine(LINE), mimeType: 'image/png' }, options())
    expect(result.status).toBe('extracted')
    if (result.status !== 'extracted') return
    expect(result.text).toBe(result.text.normalize('NFC'))
    expect(rate(characterErrors(LINE, result.text)!)).toBeLessThan(0.2)
    expect(result.modelVersion).toBe(ORI_VERSION)
  }, 60_000)

  it('reads a JPEG with transparency-free conversion as well', async () => {
    const jpeg = await sharp(renderOdiaLine(LINE)).jpeg({ quality: 90 }).toBuffer()
    const result = await engine.recognize({ bytes: jpeg, mimeType: 'image/jpeg' }, options())
    expect(result.status).toBe('extracted')
  }, 60_000)

  it('reports an image without text as failed, with the reason', async () => {
    const blank = await sharp({ create: { width: 300, height: 60, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    expect(await engine.recognize({ bytes: blank, mimeType: 'image/png' }, options())).toEqual({
      status: 'failed',
      reason: 'Tesseract found no text in this image',
      modelVersion: ORI_VERSION,
    })
  }, 60_000)

  it('reads a tall image as a page of several lines', async () => {
    const lines = ['ପ୍ରଥମ ଧାଡ଼ି ଏଠାରେ ଅଛି', 'ଦ୍ୱିତୀୟ ଧାଡ଼ି ଏଠାରେ ଅଛି', 'ତୃତୀୟ ଧାଡ଼ି ଏଠାରେ ଅଛି']
    const images = lines.map(renderOdiaLine)
    const sizes = await Promise.all(images.map((image) => sharp(image).metadata()))
    const width = Math.max(...sizes.map((size) => size.width)) + 40
    const height = sizes.reduce((total, size) => total + size.height + 20, 40)
    let top = 20
    const page = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .composite(
        images.map((input, index) => ({
          input,
          left: 20,
          top: (top += index === 0 ? 0 : sizes[index - 1]!.height + 20),
        })),
      )
      .png()
      .toBuffer()
    expect(layoutOf(width, height)).toBe('page')
    const result = await engine.recognize({ bytes: page, mimeType: 'image/png' }, options())
    expect(result.status).toBe('extracted')
    if (result.status === 'extracted') expect(result.text.split('\n').filter(Boolean)).toHaveLength(3)
  }, 60_000)

  it('treats short wide images as lines and tall ones as pages', () => {
    expect(layoutOf(600, 64)).toBe('line')
    expect(layoutOf(2000, 150)).toBe('line')
    expect(layoutOf(1200, 1600)).toBe('page')
  })

  it('gives up its place in the queue when cancelled', async () => {
    const busy = new TesseractPool(1)
    const image = renderOdiaLine(LINE)
    const ori = oriSource()
    const first = busy.recognize(image, 'line', ori)
    const cancelled = new AbortController()
    const second = busy.recognize(image, 'line', ori, cancelled.signal)
    cancelled.abort(new Error('cancelled by the user'))
    await expect(second).rejects.toThrow('cancelled by the user')
    await expect(first).resolves.toEqual(expect.any(String))
    await busy.close()
  }, 60_000)

  it('runs with no network at all (inside an empty network namespace)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'odia-offline-'))
    const imagePath = join(dir, 'line.png')
    writeFileSync(imagePath, renderOdiaLine(LINE))
    const apiDir = fileURLToPath(new URL('../../../..', import.meta.url))
    // `unshare -n` gives the process a network namespace with no interfaces: any request would fail.
    const output = execFileSync(
      'unshare',
      ['-n', process.execPath, '--import', 'tsx', 'test/fixtures/recognize-offline.ts', imagePath],
      {
        cwd: apiDir,
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    const result = JSON.parse(output)
    expect(result.status).toBe('extracted')
    expect(rate(characterErrors(LINE, result.text)!)).toBeLessThan(0.2)
  }, 90_000)
})
