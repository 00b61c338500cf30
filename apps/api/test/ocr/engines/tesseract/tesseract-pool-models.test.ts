import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { oriSource, type ModelSource } from '../../../../src/ocr/engines/model-source'
import { TesseractPool } from '../../../../src/ocr/engines/tesseract/tesseract-pool'
import { prepareImage } from '../../../../src/ocr/engines/tesseract/tesseract-engine'
import sharp from 'sharp'
import { swappedOri } from '../../../helpers/models'
import { renderOdiaLine } from '../../../helpers/odia-lines'

const dir = mkdtempSync(join(tmpdir(), 'odia-pool-models-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function modelFile(code: string, bytes: Uint8Array | string): ModelSource {
  mkdirSync(join(dir, code))
  writeFileSync(join(dir, code, `${code}.traineddata`), bytes)
  return { id: code, version: code, key: join(dir, code), langPath: join(dir, code), code, gzip: false }
}

const ori = oriSource()
const swapped = modelFile('swapped', swappedOri([['କ', 'ଖ']]))
const line = async () => (await prepareImage(sharp(renderOdiaLine('କଟକ ସହର')))).pgm

describe('Tesseract pool with several models', () => {
  it('never holds more workers than its size: a worker of another model makes way', async () => {
    const pool = new TesseractPool(1)
    const image = await line()
    const byOri = await pool.recognize(image, 'line', ori)
    expect(await pool.loadedModels()).toEqual([ori.key])
    const bySwapped = await pool.recognize(image, 'line', swapped)
    expect(bySwapped).toContain('ଖ')
    expect(bySwapped).not.toEqual(byOri)
    expect(await pool.loadedModels()).toEqual([swapped.key])
    // Callers of both models at once on one worker all get their own model's reading.
    const mixed = await Promise.all([ori, swapped, ori, swapped].map((model) => pool.recognize(image, 'line', model)))
    expect(mixed).toEqual([byOri, bySwapped, byOri, bySwapped])
    expect((await pool.loadedModels()).length).toBe(1)
    await pool.close()
  }, 120_000)

  it('refuses a model tesseract.js cannot load, without loading it in a pool worker', async () => {
    const pool = new TesseractPool(1)
    const junk = modelFile('junk', 'not a model')
    await expect(pool.recognize(await line(), 'line', junk)).rejects.toMatchObject({
      statusCode: 422,
      code: 'MODEL_DOES_NOT_LOAD',
    })
    expect(await pool.loadedModels()).toEqual([])
    await pool.close()
  }, 120_000)
})
