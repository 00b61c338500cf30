import { ORI_MODEL_ID } from '@odia-ai/contract'
import sharp, { type Sharp } from 'sharp'
import { cleanTranscription } from '../clean-transcription'
import { linesOfPage, readingSize } from './tesseract-lines'
import type { FindLinesOptions, LineFinder, LineFinding, OcrImage, Recognition, RecognizeOptions } from '../ocr-engine'
import type { EngineEntry } from '../engine-entry'
import type { ModelSources } from '../model-source'
import { oriOnly } from './tesseract-models'
import { TesseractPool, type PageLayout } from './tesseract-pool'

/** Gray levels that vary less than this hold no ink; Tesseract would invent text for such an image. */
const BLANK_CONTRAST = 24

/** A line image is short and wide; anything taller than this many line heights is read as a page. */
const LINE_HEIGHT_LIMIT_PX = 160

export const layoutOf = (width: number, height: number): PageLayout =>
  height > LINE_HEIGHT_LIMIT_PX && height > width / 4 ? 'page' : 'line'

/** An image as Tesseract reads it best, as a binary PGM, and whether it is blank (then Tesseract is better not asked). */
export async function prepareImage(
  image: Sharp,
): Promise<{ pgm: Buffer; width: number; height: number; blank: boolean }> {
  // A 3×3 median removes scan speckle and paper texture that break Tesseract's binarisation (on 120
  // degraded synthetic lines: 15 → 9 read as empty, CER 24.6 % → 20.7 %; clean lines unchanged).
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true })
  let [darkest, lightest] = [255, 0]
  for (const level of data) {
    if (level < darkest) darkest = level
    if (level > lightest) lightest = level
  }
  // A PGM is the gray bytes behind a short header, which Tesseract takes without decoding: its PNG decoder (compiled to
  // WebAssembly) is slow on a whole page.
  const pgm = Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`), data])
  return { pgm, width: info.width, height: info.height, blank: lightest - darkest < BLANK_CONTRAST }
}

/**
 * The offline engine: Tesseract for Odia on this machine, so images never leave it and no key is needed. It reads with
 * the model a request names (`ori` by default), found in `models`; its readings record the model's version.
 */
export function createTesseractEngine(pool: TesseractPool, models: ModelSources = oriOnly): LineFinder {
  return {
    name: 'tesseract',

    async recognize(image: OcrImage, { model, signal, oneLine }: RecognizeOptions): Promise<Recognition> {
      const source = await models.source(model)
      const { pgm, width, height, blank } = await prepareImage(sharp(image.bytes))
      const layout = oneLine ? 'line' : layoutOf(width, height)
      const text = blank ? '' : cleanTranscription(await pool.recognize(pgm, layout, source, signal))
      if (!text)
        return { status: 'failed', reason: 'Tesseract found no text in this image', modelVersion: source.version }
      return { status: 'extracted', text, modelVersion: source.version }
    },

    async findLines(image: OcrImage, { model, signal, imageSize }: FindLinesOptions): Promise<LineFinding> {
      const source = await models.source(model)
      const input = sharp(image.bytes)
      const { width, height } = await input.metadata()
      const read = readingSize({ width, height })
      const page = await prepareImage(read.width < width ? input.resize(read.width, read.height) : input)
      const lines = page.blank
        ? []
        : linesOfPage(await pool.readBlocks(page.pgm, source, signal), read, imageSize ?? { width, height })
      if (lines.length === 0)
        return {
          status: 'failed',
          reason: 'Tesseract found no text lines in this image',
          modelVersion: source.version,
        }
      return { status: 'found', lines, modelVersion: source.version }
    },

    async listModels() {
      return (await models.list()).map(({ id, label }) => ({ name: id, display_name: label }))
    },
  }
}

/**
 * Its entry in the server's engine table: any model of the store (`ori` by default), as many images at once as its
 * pool has workers. The pool is the engine's own, shared by every batch until the engine is closed; a model is checked
 * to load before a batch starts.
 */
export const tesseractEngine: EngineEntry<LineFinder> = {
  open: ({ workers, models = oriOnly }) => {
    const pool = new TesseractPool(workers)
    return {
      create: () => createTesseractEngine(pool, models),
      defaultModel: ORI_MODEL_ID,
      modelChoice: true,
      checkModel: async (model) => pool.check(await models.source(model)),
      concurrency: pool.size,
      close: () => pool.close(),
    }
  },
}
