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

  // Issue 31 asks for no worse than ori on fonts never trained on. The recipe keeps the checkpoint best on its held-out
  // lines among those that read the guard lines — words no model trained on (CLDR's), drawn in Lohit Odia and Samyak
  // Oriya — no worse than ori, as seen (as-seen.ts); the card says so with both figures. Ori's own dictionary words in
  // those fonts (words ori trained on, the base did not) stay within half a point of ori.
  it('was chosen reading unseen words in unseen fonts no worse than ori, and halves ori’s CER on its own kind of lines', async () => {
    const card = readFileSync(join(SHIPPED_BASE_MODEL_DIR, 'README.md'), 'utf8')
    const guard = /the guard lines no worse than ori \(([\d.]+) % against ori’s ([\d.]+) %, as seen\)/.exec(card)
    expect(guard).not.toBeNull()
    expect(Number(guard![1])).toBeLessThanOrEqual(Number(guard![2]))
    const base = (await store.list()).find((model) => model.id === BASE_MODEL_ID)!
    const set = (pattern: RegExp) => base.scores.filter((score) => pattern.test(score.set))
    expect(set(/^--guard .*(lohit-odia|samyak-oriya)$/)).toHaveLength(2)
    const dictionary = set(/^--eval .*(lohit-odia|samyak-oriya)$/)
    expect(dictionary).toHaveLength(2)
    for (const score of dictionary) expect(score.cer!).toBeLessThanOrEqual(score.ori_cer! + 0.5)
    const own = set(/^held out of .*(clean|scan)$/)
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
    // ୱ read wherever it is (ori reads most as ଓ, ଞ or ଧ୍ଚ), and no more errors over the whole lines (both drop the ି
    // of ୱାଶିଂଟନ ଡିସି as text2image draws it).
    expect(base.wa).toBeGreaterThanOrEqual(wa(WA_LINES.join(' ')))
    expect(ori.wa).toBeLessThan(wa(WA_LINES.join(' ')))
    expect(base.cer).toBeLessThanOrEqual(ori.cer)
  }, 180_000)
})
