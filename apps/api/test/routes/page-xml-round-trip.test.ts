import type { OcrLine } from '@odia-ai/contract'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage, multipart } from '../helpers/images'
import { upload } from '../helpers/ocr'

/** Pages of the project: a name our export has to change (a space), an Odia name, and a page without lines. */
const PAGES = [
  { name: 'scan 1.png', seed: 1, size: { width: 300, height: 200 } },
  { name: 'ପୃଷ୍ଠା.png', seed: 2, size: { width: 240, height: 320 } },
  { name: 'blank.png', seed: 3, size: { width: 50, height: 50 } },
]

/** A person's work: validated lines, a line only an engine read, an empty line, markup characters; in reading order. */
const LINES: Record<string, Array<{ box: number[]; extracted_text?: string; validated_text: string }>> = {
  'scan 1.png': [
    { box: [10, 10, 200, 30], validated_text: 'ଓଡ଼ିଆ ଭାଷା' },
    { box: [10, 50, 180, 30], extracted_text: 'ଯନ୍ତ୍ର ପଢ଼ା', validated_text: '' },
    { box: [10, 90, 100, 20], validated_text: '' },
    { box: [0, 150, 300, 50], validated_text: 'a & <b> "c"' },
  ],
  'ପୃଷ୍ଠା.png': [
    { box: [5, 200, 230, 40], validated_text: 'ଦ୍ୱିତୀୟ ଧାଡ଼ି' },
    { box: [5, 5, 230, 40], validated_text: 'ପ୍ରଥମ ଧାଡ଼ି' },
  ],
}

async function uploadPages(app: App) {
  const files = await Promise.all(
    PAGES.map(async ({ name, seed, size }) => ({ filename: name, bytes: await makeImage('png', seed, size) })),
  )
  expect((await upload(app, files)).json().images).toEqual(PAGES.map(({ name }) => name))
}

/**
 * What a server holds of each page: its lines but their time and baseline, and its own texts. These lines have no
 * baseline, so the export writes a stand-in that comes back (page-xml-regions.test.ts checks lines that have one).
 */
async function project(app: App) {
  const annotations = (await app.inject({ method: 'GET', url: '/api/ocr/annotations' })).json().annotations
  return Promise.all(
    PAGES.map(async ({ name }) => {
      const { lines } = (
        await app.inject({ method: 'GET', url: `/api/ocr/lines?image_filename=${encodeURIComponent(name)}` })
      ).json<{ lines: OcrLine[] }>()
      const { extracted_text, validated_text, status } = annotations[name]
      return {
        name,
        lines: lines.map(({ updated_at: _time, baseline: _standIn, ...line }) => line),
        annotation: { extracted_text, validated_text, status },
      }
    }),
  )
}

async function importInto(files: Array<{ filename: string; bytes: Uint8Array }>) {
  const { app } = await buildTestApp()
  await uploadPages(app)
  const body = await multipart(
    files.map(({ filename, bytes }) => ({ name: 'file', filename, bytes: Buffer.from(bytes) })),
  )
  const response = await app.inject({ method: 'POST', url: '/api/ocr/import', ...body })
  expect(response.statusCode).toBe(200)
  return { app, answer: response.json() }
}

describe('PAGE XML export → import into a fresh server', () => {
  it('restores the same lines (boxes, texts, order, status) and page texts, from the export ZIP and from its XML files sent one by one', async () => {
    const { app: a } = await buildTestApp()
    await uploadPages(a)
    for (const [name, lines] of Object.entries(LINES)) {
      expect(
        (await a.inject({ method: 'PUT', url: '/api/ocr/lines', payload: { image_filename: name, lines } })).statusCode,
      ).toBe(200)
    }
    const exported = await a.inject({
      method: 'POST',
      url: '/api/ocr/export/lines',
      payload: { format: 'page-xml', only_validated: false },
    })
    expect(exported.statusCode).toBe(200)
    const zip = new Uint8Array(exported.rawPayload)
    const entries = unzipSync(zip)
    const xmlFiles = Object.keys(entries).filter((path) => path.endsWith('.xml'))
    expect(xmlFiles).toEqual(['scan_1.xml', 'ପୃଷ୍ଠା.xml'])
    const expected = await project(a)
    expect(expected[0]!.lines.map((line) => line.status)).toEqual(['validated', 'extracted', 'new', 'validated'])

    const fromZip = await importInto([{ filename: 'lines-page-xml.zip', bytes: zip }])
    expect(
      fromZip.answer.pages.map(({ file_name, status, stored_image }: Record<string, string>) => [
        file_name,
        status,
        stored_image,
      ]),
    ).toEqual([
      ['scan_1.xml', 'imported', 'scan 1.png'],
      ['ପୃଷ୍ଠା.xml', 'imported', 'ପୃଷ୍ଠା.png'],
    ])
    expect(await project(fromZip.app)).toEqual(expected)

    const fromFiles = await importInto(xmlFiles.map((path) => ({ filename: path, bytes: entries[path]! })))
    expect(await project(fromFiles.app)).toEqual(expected)
  })
})
