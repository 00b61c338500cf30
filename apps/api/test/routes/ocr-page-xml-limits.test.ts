import { request as httpRequest } from 'node:http'
import { buffer } from 'node:stream/consumers'
import type { ImportResponse, OcrLine } from '@odia-ai/contract'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { ZipFile } from 'yazl'
import type { App } from '../../src/app'
import { MAX_PAGE_XML_BYTES, MAX_PAGE_XML_REQUEST_BYTES } from '../../src/datasets/page-xml/page-xml-import'
import { buildTestApp } from '../helpers/build-test-app'
import { probeHealthDuring } from '../helpers/freeze-probe'
import { makeImage, multipart } from '../helpers/images'
import { upload } from '../helpers/ocr'
import { centralRecords, relisted, withCentralDirectory } from '../helpers/zip-tampering'

/** A PAGE 2019 page of `image` (200 × 100) with `lines` lines, each holding `words` outlined words (what makes a page slow to read). */
const WORD = '<Word><Coords points="10,10 20,10 20,20 10,20"/><TextEquiv><Unicode>ଶବ୍ଦ</Unicode></TextEquiv></Word>'
const WORD_BYTES = Buffer.byteLength(WORD)

function page(image: string, { lines = 1, words = 0, padding = 0 } = {}): string {
  const line = `<TextLine><Coords points="10,10 190,10 190,40 10,40"/>${WORD.repeat(words)}<TextEquiv><Unicode>ଓଡ଼ିଆ</Unicode></TextEquiv></TextLine>`
  // A comment pads the file cheaply: read past in no time, it still counts as XML to unpack.
  const comment = padding > 0 ? `<!--${' '.repeat(padding)}-->` : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
  <Page imageFilename="${image}" imageWidth="200" imageHeight="100"><TextRegion id="r">${line.repeat(lines)}</TextRegion>${comment}</Page>
</PcGts>`
}

/** A page of about `bytes` of XML, dense with outlined words. */
const heavyPage = (image: string, bytes: number) => page(image, { words: Math.floor(bytes / WORD_BYTES) })

async function uploadPages(app: App, names: string[]): Promise<void> {
  const files = await Promise.all(
    names.map(async (filename, index) => ({
      filename,
      bytes: await makeImage('png', index + 1, { width: 200, height: 100 }),
    })),
  )
  expect((await upload(app, files)).statusCode).toBe(200)
}

/** A ZIP of the files, deflated natively (a few hundred MB in a second or two). */
async function zipOf(files: Record<string, Uint8Array>): Promise<Buffer> {
  const zip = new ZipFile()
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(Buffer.from(bytes), name)
  zip.end()
  return buffer(zip.outputStream)
}

const importBody = (files: Array<{ filename: string; bytes: Uint8Array }>) =>
  multipart(files.map(({ filename, bytes }) => ({ name: 'file', filename, bytes: Buffer.from(bytes) })))

async function importFiles(app: App, files: Array<{ filename: string; bytes: Uint8Array }>) {
  return app.inject({ method: 'POST', url: '/api/ocr/import', ...(await importBody(files)) })
}

const linesOf = async (app: App, name: string): Promise<OcrLine[]> =>
  (await app.inject({ method: 'GET', url: `/api/ocr/lines?image_filename=${encodeURIComponent(name)}` })).json<{
    lines: OcrLine[]
  }>().lines

describe('POST /api/ocr/import: what one PAGE XML import may cost', () => {
  it('refuses a ZIP listing one 20 MB member under ten names at once (400), answering health all the while', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    const archive = zipSync({ 'page.xml': strToU8(heavyPage('page.png', MAX_PAGE_XML_BYTES - 1024)) })
    const [record] = centralRecords(archive)
    const bomb = withCentralDirectory(
      archive,
      Array.from({ length: 10 }, (_, index) => relisted(record!, `page-${index}.xml`)),
    )
    expect(bomb.length).toBeLessThan(100 * 1024)
    const { result: response, worstHealthMs } = await probeHealthDuring(app, () =>
      importFiles(app, [{ filename: 'bomb.zip', bytes: bomb }]),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'OVERLAPPING_ZIP_ENTRIES',
      message:
        'bomb.zip: The ZIP lists page-0.xml and page-1.xml over the same bytes (overlapping entries, as a crafted archive has): refused.',
    })
    expect(worstHealthMs).toBeLessThanOrEqual(200)
    expect(await linesOf(app, 'page.png')).toEqual([])
  })

  it(`refuses an import whose ZIPs hold more than ${MAX_PAGE_XML_REQUEST_BYTES / 1024 / 1024} MB of XML together (413), though each one alone is within it`, async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png', 'other.png'])
    const small = await zipOf({ 'other.xml': strToU8(page('other.png')) })
    // Pages of exactly the largest size a file may have, as many as the import may read: the ZIP alone is within both limits.
    const member = strToU8(
      page('page.png', { padding: MAX_PAGE_XML_BYTES - Buffer.byteLength(page('page.png')) - '<!---->'.length }),
    )
    expect(member.length).toBe(MAX_PAGE_XML_BYTES)
    const full = await zipOf(
      Object.fromEntries(
        Array.from({ length: MAX_PAGE_XML_REQUEST_BYTES / MAX_PAGE_XML_BYTES }, (_, index) => [
          `page-${index}.xml`,
          member,
        ]),
      ),
    )
    const { result: response, worstHealthMs } = await probeHealthDuring(app, () =>
      importFiles(app, [
        { filename: 'other.zip', bytes: small },
        { filename: 'pages.zip', bytes: full },
      ]),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      code: 'PAGE_XML_TOO_LARGE',
      message: "pages.zip: The import's XML adds up to more than 200 MB: import its files in several parts.",
    })
    expect(worstHealthMs).toBeLessThanOrEqual(200)
    expect(await linesOf(app, 'other.png')).toEqual([])
  })

  it('refuses a line outline of 300,000 points with a 400 naming the line', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    const points = Array.from({ length: 300_000 }, (_, index) => `${index % 200},${index % 100}`).join(' ')
    const xml = page('page.png').replace('<Coords points="10,10 190,10 190,40 10,40"/>', `<Coords points="${points}"/>`)
    const response = await importFiles(app, [{ filename: 'outline.xml', bytes: strToU8(xml) }])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_PAGE_XML',
      message: "outline.xml: TextLine 1's Coords has more than the 10,000 points an outline may have",
    })
  })

  // Timed against the same import waited for, the test takes about three imports' time, which a busy machine stretches.
  it('stops reading the pages of an import whose client left, and restores none of them', async () => {
    const { app } = await buildTestApp()
    const kept = ['a.png', 'b.png', 'c.png', 'd.png']
    const left = kept.map((name) => `left-${name}`)
    await uploadPages(app, [...kept, ...left, 'next.png'])
    const archive = (names: string[]) =>
      zipSync(Object.fromEntries(names.map((name) => [`${name}.xml`, strToU8(heavyPage(name, 1024 * 1024))])))
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })

    // The same import, waited for: it restores every page, in this long.
    const started = performance.now()
    const whole = await importFiles(app, [{ filename: 'kept.zip', bytes: archive(kept) }])
    const importMs = performance.now() - started
    expect(whole.json<ImportResponse>().valid_images).toEqual(kept)

    const { payload, headers } = await importBody([{ filename: 'left.zip', bytes: archive(left) }])
    const sent = httpRequest(`${baseUrl}/api/ocr/import`, {
      method: 'POST',
      headers: { ...headers, 'content-length': payload.length },
    })
    sent.on('error', () => undefined)
    sent.end(payload)
    // The client leaves while the server reads the first pages.
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, importMs / 4)))
    sent.destroy()
    // Long enough for the abandoned import to have finished, had it gone on.
    await new Promise((resolve) => setTimeout(resolve, importMs * 1.5))
    for (const name of left) expect(await linesOf(app, name)).toEqual([])
    // The reader goes on with the next import.
    const next = await importFiles(app, [{ filename: 'next.xml', bytes: strToU8(page('next.png')) }])
    expect(next.statusCode).toBe(200)
  }, 90_000)
})
