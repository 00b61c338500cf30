// The shipped base model (apps/api/models/odia-base, made by `pnpm base-model`) is part of the product: listed as a
// built-in, trainable further, loaded by tesseract.js as the offline engine loads it, and better than ori at what ori
// misreads — ୱ — on lines in a font it never trained on (Lohit Odia, drawn by text2image).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { BASE_MODEL_ID } from '@odia-ai/contract'
import { aggregateErrorRates, textErrors } from '@odia-ai/text-metrics'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { SHIPPED_BASE_MODEL_DIR } from '../../src/config'
import { ModelStore } from '../../src/models/model-store'
import { oriSource } from '../../src/ocr/engines/model-source'
import { prepareImage } from '../../src/ocr/engines/tesseract/tesseract-engine'
import { TesseractPool } from '../../src/ocr/engines/tesseract/tesseract-pool'
import { parseModel } from '../../src/training/float-model'
import { TF_INT_MODE } from '../../src/training/lstm-model'
import { renderLine, requireLohitOdia } from './tesseract-tools'

const dir = mkdtempSync(join(tmpdir(), 'odia-shipped-base-'))
const pool = new TesseractPool(1)
afterAll(async () => {
  await pool.close()
  rmSync(dir, { recursive: true, force: true })
})

const store = new ModelStore({ modelsDir: join(dir, 'models'), baseDir: SHIPPED_BASE_MODEL_DIR })
const isInteger = (kind: 'best' | 'fast') =>
  (parseModel(gunzipSync(readFileSync(join(SHIPPED_BASE_MODEL_DIR, kind, `${BASE_MODEL_ID}.traineddata.gz`)))).lstm
    .trainingFlags &
    TF_INT_MODE) !==
  0

/** Everyday words with ୱ, none of them in the base model's word list. */
const wa = (text: string) => [...text].filter((char) => char === 'ୱ').length
const WA_LINES = ['ୱାଶିଂଟନ ଡିସି ଆମେରିକାର ରାଜଧାନୀ', 'ସେ ୱେଲସରେ ରହନ୍ତି', 'ଏହା ନୂଆ ୱେବ ପୃଷ୍ଠା', 'ଗୋୱା ଏକ ଛୋଟ ରାଜ୍ୟ']

describe('the shipped base model', () => {
  it('is listed as a built-in that training can start from, its float and integer files as they should be', async () => {
    const base = (await store.list()).find((model) => model.id === BASE_MODEL_ID)
    expect(base).toMatchObject({ kind: 'builtin', trainable: true, starting_point: 'ori, recovered to float' })
    expect(isInteger('best')).toBe(false)
    expect(isInteger('fast')).toBe(true)
  })

  // Issue 31 asks for no worse than ori on fonts never trained on. The card's lines for them are words of ori's own
  // dictionary held out of the base's training (words ori trained on, the base did not), where ori reads 0.69 % and
  // 0.87 % and the base 1.29 % and 1.81 %: not met yet. Until it is, this holds the line the shipped base keeps —
  // within a point of ori there — and at most half of ori's CER on the held-out lines of its own kind.
  it('stays within a point of ori on the two fonts it never trained on, and halves its CER on its own kind of lines', async () => {
    const base = (await store.list()).find((model) => model.id === BASE_MODEL_ID)!
    const unseen = base.scores.filter((score) => /lohit-odia|samyak-oriya/.test(score.set))
    expect(unseen).toHaveLength(2)
    for (const score of unseen) expect(score.cer!).toBeLessThanOrEqual(score.ori_cer! + 1)
    const own = base.scores.filter((score) => /held out of .*(clean|scan)$/.test(score.set))
    expect(own).toHaveLength(2)
    for (const score of own) expect(score.cer!).toBeLessThanOrEqual(score.ori_cer! / 2)
  })

  it('loads in tesseract.js and reads ୱ in an unseen font better than ori does', async () => {
    requireLohitOdia()
    const images = await Promise.all(
      WA_LINES.map(
        async (text, index) => (await prepareImage(sharp(await renderLine(join(dir, `wa-${index}`), text)))).pgm,
      ),
    )
    const read = async (source: Awaited<ReturnType<typeof store.source>>) => {
      const readings: string[] = []
      for (const image of images) readings.push((await pool.recognize(image, 'line', source)).trim().normalize('NFC'))
      const cer = aggregateErrorRates(WA_LINES.map((text, index) => textErrors(text, readings[index]!))).cerCodepoints
      return { cer, wa: wa(readings.join(' ')) }
    }
    const base = await read(await store.source(BASE_MODEL_ID))
    const ori = await read(oriSource())
    // ୱ read wherever it is (ori reads most as ଓ, ଞ or ଧ୍ଚ), and fewer errors over the whole lines.
    expect(base.wa).toBeGreaterThanOrEqual(wa(WA_LINES.join(' ')))
    expect(ori.wa).toBeLessThan(wa(WA_LINES.join(' ')))
    expect(base.cer).toBeLessThan(ori.cer)
  }, 180_000)
})
