import type { WeakClustersResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { probeHealthDuring } from '../helpers/freeze-probe'
import { createProject, inProject, storeTexts } from '../helpers/ocr'

const WORDS = [
  'ଓଡ଼ିଶା',
  'ଭାରତର',
  'ଏକ',
  'ରାଜ୍ୟ',
  'ସୁନ୍ଦର',
  'ଫୁଲ',
  'ଗଙ୍ଗା',
  'ନଦୀ',
  'ବନ୍ଧୁ',
  'ଦୁଃଖ',
  'ପୁସ୍ତକ',
  'ଶ୍ରୀ',
  'ଘର',
  'ଜଳ',
  'ମନ',
  'ପ୍ରେମ',
]
const SLIPPED = 'କ୍ଷମା'
const READ_AS = 'କମା'

/** A page of Odia words, in an order drawn from `seed`, of at least `length` code points, with `slips` times SLIPPED in it. */
function page(seed: number, length: number, slips = 0): string {
  const words: string[] = []
  let state = seed
  for (let size = 0, slipped = 0; size < length;) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    const slip = words.length % 200 === 100 && slipped < slips
    const word = slip ? SLIPPED : WORDS[(state >>> 16) % WORDS.length]!
    slipped += slip ? 1 : 0
    words.push(word)
    size += word.length + 1
  }
  return words.join(' ')
}

const clusterCount = (text: string) =>
  text
    .split(' ')
    .reduce(
      (count, word) => count + [...new Intl.Segmenter('or', { granularity: 'grapheme' }).segment(word)].length + 1,
      -1,
    )

const SLIPS = 12
/** A page of 20,000 code points the engine read with a few slips (each SLIPPED read as READ_AS): compared exactly. */
const readPage = page(1, 20_000, SLIPS)
const read = { validated_text: readPage, extracted_text: readPage.replaceAll(SLIPPED, READ_AS) }
/** A page of 20,000 code points the engine read as another page altogether: too long to compare. */
const misplaced = { validated_text: page(2, 20_000), extracted_text: page(3, 20_000) }

const exportWithCer = (app: App, project: number) =>
  probeHealthDuring(app, () =>
    app.inject({
      method: 'POST',
      url: inProject('/api/ocr/export', project),
      payload: { validated_texts: {}, include_cer: true },
    }),
  )

/** The export's rows as [image, cer]. */
const cerColumn = (csv: string) =>
  csv.split('\r\n').map((row) => [row.slice(0, row.indexOf(',')), row.slice(row.lastIndexOf(',') + 1)])

describe('long texts', () => {
  it('GET /api/ocr/weak-clusters leaves out a page too long to compare, counts the rest exactly, and never holds up the server', async () => {
    const { app } = await buildTestApp()
    await storeTexts(app, { 'read.png': read, 'misplaced.png': misplaced })
    const { result: response, worstHealthMs } = await probeHealthDuring(app, () =>
      app.inject({ method: 'GET', url: '/api/ocr/weak-clusters' }),
    )
    expect(response.statusCode).toBe(200)
    const figures = response.json<WeakClustersResponse>()
    expect(figures).toMatchObject({ texts: 1, too_long_texts: 1, worst_texts: 1 })
    expect(figures.clusters.find(({ cluster }) => cluster === 'କ୍ଷ')).toMatchObject({ misread: SLIPS })
    expect(figures.confusions).toHaveLength(2)
    expect(figures.confusions).toEqual(
      expect.arrayContaining([
        { read: '∅', meant: '୍', count: SLIPS },
        { read: '∅', meant: 'ଷ', count: SLIPS },
      ]),
    )
    expect(worstHealthMs).toBeLessThanOrEqual(200)
  }, 120_000)

  it('GET /api/ocr/weak-clusters answers 422 saying what to do when every text is too long to compare', async () => {
    const { app } = await buildTestApp()
    await storeTexts(app, { 'misplaced.png': misplaced })
    const response = await app.inject({ method: 'GET', url: '/api/ocr/weak-clusters' })
    expect(response.json()).toMatchObject({
      statusCode: 422,
      code: 'TEXTS_TOO_LONG',
      message:
        'Every validated text an OCR engine read in this project is too long to compare with its reading, so its mistakes are unknown: validate some shorter pages, or their lines.',
    })
  }, 120_000)

  it('POST /api/ocr/export with the CER column writes a long page\'s CER, or "too long to compare", never holding up the server', async () => {
    const { app } = await buildTestApp()
    const [readProject, misplacedProject] = [await createProject(app, 'Read'), await createProject(app, 'Misplaced')]
    await storeTexts(app, { 'read.png': read }, readProject)
    await storeTexts(app, { 'misplaced.png': misplaced }, misplacedProject)

    const readExport = await exportWithCer(app, readProject)
    expect(cerColumn(readExport.result.body)).toEqual([
      ['image_filename', 'cer'],
      ['read.png', (SLIPS / clusterCount(readPage)).toFixed(4)],
      ['', ''],
    ])
    const misplacedExport = await exportWithCer(app, misplacedProject)
    expect(cerColumn(misplacedExport.result.body)).toEqual([
      ['image_filename', 'cer'],
      ['misplaced.png', 'too long to compare'],
      ['', ''],
    ])
    expect(readExport.worstHealthMs).toBeLessThanOrEqual(200)
    expect(misplacedExport.worstHealthMs).toBeLessThanOrEqual(200)
  }, 120_000)

  it('POST /api/ocr/export works out a book of long pages row by row, between other requests', async () => {
    const { app } = await buildTestApp()
    const book = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`page-${index}.png`, read]))
    await storeTexts(app, book)
    const { result, worstHealthMs } = await exportWithCer(app, 1)
    const rows = cerColumn(result.body)
    expect(rows).toHaveLength(14)
    expect(rows.slice(1, 13).map(([, cer]) => cer)).toEqual(Array(12).fill((SLIPS / clusterCount(readPage)).toFixed(4)))
    expect(worstHealthMs).toBeLessThanOrEqual(200)
  }, 120_000)
})
