import sharp from 'sharp'
import type { Block } from 'tesseract.js'
import { afterAll, describe, expect, it } from 'vitest'
import { renderLinePage, scoreLines, type LinePageOptions } from '../../../../src/eval/line-page'
import { linesOfPage, readingSize } from '../../../../src/ocr/engines/tesseract/tesseract-lines'
import { ORI_MODEL_ID } from '@odia-ai/contract'
import { createTesseractEngine } from '../../../../src/ocr/engines/tesseract/tesseract-engine'
import { ORI_VERSION } from '../../../../src/ocr/engines/model-source'
import { TesseractPool } from '../../../../src/ocr/engines/tesseract/tesseract-pool'

// One worker: these tests run one after the other, and Tesseract is heavy on a shared machine.
const pool = new TesseractPool(1)
const engine = createTesseractEngine(pool)
afterAll(() => pool.close())

/** Lines full of what a line box must not cut off: tall ୀ, below-base ୁ ୂ ୃ, subscript conjuncts, the candrabindu. */
const TALL_AND_SUBSCRIPT = [
  'ଶ୍ରୀଜଗନ୍ନାଥ ମନ୍ଦିରର ପୂଜାରୀ',
  'ସ୍ୱୀକୃତି ପାଇଁ ଦ୍ୱୀପ',
  'କୃଷ୍ଣ ଓ ଉତ୍କଳର ସୂର୍ଯ୍ୟ',
  'ପୂର୍ଣ୍ଣିମା ରାତ୍ରିରେ ଚନ୍ଦ୍ର',
  'ଶିକ୍ଷକ ଛାତ୍ରଙ୍କୁ ଶୁଦ୍ଧ ଲେଖା',
  'ପ୍ରତ୍ୟେକ ଗ୍ରାମରେ ବୃକ୍ଷ',
]

/** A block as tesseract.js reports it, reduced to what line finding reads. */
const block = (
  bbox: Block['bbox'],
  lines: Array<{ text: string; bbox: Block['bbox']; baseline?: Block['bbox'] & { has_baseline?: boolean } }>,
) => ({ bbox, paragraphs: [{ bbox, lines }] }) as unknown as Block

describe('lines of a page read by Tesseract', () => {
  it('reads pages up to an A4 page at 200 dpi as they are, and larger ones scaled down', () => {
    expect(readingSize({ width: 1654, height: 2339 })).toEqual({ width: 1654, height: 2339 })
    expect(readingSize({ width: 2480, height: 3508 })).toEqual({ width: 1654, height: 2339 })
    expect(readingSize({ width: 4678, height: 1000 })).toEqual({ width: 2339, height: 500 })
  })

  it('orders blocks by column as regions, scales boxes and baselines to the image the user sees, and cleans the texts', () => {
    const right = block({ x0: 60, y0: 10, x1: 95, y1: 30 }, [
      { text: 'ଦୁଇ\n', bbox: { x0: 60, y0: 10, x1: 95, y1: 20 }, baseline: { x0: 60, y0: 17, x1: 95, y1: 18 } },
    ])
    const left = block({ x0: 5, y0: 10, x1: 45, y1: 40 }, [
      { text: 'କ\u0B47\u0B56ଳାସ \n', bbox: { x0: 5, y0: 10, x1: 45, y1: 20 } },
      { text: ' \n', bbox: { x0: 5, y0: 25, x1: 45, y1: 30 } },
    ])
    const lines = linesOfPage(
      { blocks: [right, left], rotateRadians: 0 },
      { width: 100, height: 50 },
      { width: 200, height: 100 },
    )
    expect(lines).toEqual([
      { box: [10, 20, 80, 20], region: 0, text: 'କୈଳାସ' },
      {
        box: [120, 20, 70, 20],
        baseline: [
          [120, 34],
          [190, 36],
        ],
        region: 1,
        text: 'ଦୁଇ',
      },
    ])
  })

  it('turns the boxes of a levelled page back onto the page as it was scanned', () => {
    // A page Tesseract levelled by a quarter turn back: its top left corner was the top right corner of the scan.
    const lines = linesOfPage(
      {
        blocks: [
          block({ x0: 0, y0: 0, x1: 20, y1: 10 }, [
            { text: 'ଏକ', bbox: { x0: 0, y0: 0, x1: 20, y1: 10 }, baseline: { x0: 0, y0: 8, x1: 20, y1: 8 } },
          ]),
        ],
        rotateRadians: -Math.PI / 2,
      },
      { width: 100, height: 100 },
      { width: 100, height: 100 },
    )
    // Its baseline turns with it: upright along the scan's right edge, 8 pixels in from it.
    expect(lines).toEqual([
      {
        box: [90, 0, 10, 20],
        baseline: [
          [92, 0],
          [92, 20],
        ],
        region: 0,
        text: 'ଏକ',
      },
    ])
  })
})

async function findOn(options: LinePageOptions) {
  const page = await renderLinePage(options)
  const finding = await engine.findLines(
    { bytes: page.png, mimeType: 'image/png' },
    { model: ORI_MODEL_ID, signal: new AbortController().signal },
  )
  if (finding.status !== 'found') throw new Error(`no lines found: ${finding.reason}`)
  return { page, finding, score: scoreLines(page.lines, finding.lines) }
}

describe('Tesseract line finding on rendered pages with known line boxes', () => {
  it.each([
    ['3 lines', { lines: 3, size: { width: 1100, height: 440 }, seed: 5 }],
    ['6 lines with tall vowel signs and subscripts', { texts: TALL_AND_SUBSCRIPT, size: { width: 900, height: 760 } }],
    [
      '12 lines in two columns (a page wider than Tesseract reads, scaled down and back)',
      { lines: 12, columns: 2 as const, size: { width: 2400, height: 720 }, seed: 1 },
    ],
    ['6 lines on a page turned by 2°', { lines: 6, rotation: 2, size: { width: 1240, height: 820 }, seed: 1 }],
  ])(
    'finds the %s in reading order, each box on its line',
    async (_what, options) => {
      const { page, finding, score } = await findOn(options)
      expect(score.found).toBeGreaterThanOrEqual(0.95)
      expect(score.inOrder).toBe(true)
      expect(finding.lines).toHaveLength(page.lines.length)
      // The text read belongs to the line: a wrong line would be almost all errors.
      expect(score.characterErrorRate).toBeLessThan(0.25)
      expect(finding.modelVersion).toBe(ORI_VERSION)
      for (const { text } of finding.lines) expect(text).toBe(text.normalize('NFC').trim())
      // Each line's baseline runs across it, in the lower half of its box (above the signs below it).
      for (const { box, baseline } of finding.lines) {
        const [x, y, width, height] = box
        expect(baseline).toHaveLength(2)
        for (const [bx, by] of baseline!) {
          expect(bx).toBeGreaterThanOrEqual(x - 1)
          expect(bx).toBeLessThanOrEqual(x + width + 1)
          expect(by).toBeGreaterThan(y + height / 2)
          expect(by).toBeLessThan(y + height)
        }
      }
    },
    120_000,
  )

  it('boxes a level line with its tall vowel signs and subscripts whole', async () => {
    const { page, finding } = await findOn({ texts: TALL_AND_SUBSCRIPT.slice(0, 3), size: { width: 900, height: 440 } })
    for (const [
      index,
      {
        box: [x, y, width, height],
      },
    ] of page.lines.entries()) {
      const [foundX, foundY, foundWidth, foundHeight] = finding.lines[index]!.box
      expect(foundX).toBeLessThanOrEqual(x)
      expect(foundY).toBeLessThanOrEqual(y)
      expect(foundX + foundWidth).toBeGreaterThanOrEqual(x + width)
      expect(foundY + foundHeight).toBeGreaterThanOrEqual(y + height)
    }
  }, 120_000)

  it('reports a blank page as failed, with the reason', async () => {
    const blank = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    expect(
      await engine.findLines(
        { bytes: blank, mimeType: 'image/png' },
        { model: ORI_MODEL_ID, signal: new AbortController().signal },
      ),
    ).toEqual({
      status: 'failed',
      reason: 'Tesseract found no text lines in this image',
      modelVersion: ORI_VERSION,
    })
  })
})
