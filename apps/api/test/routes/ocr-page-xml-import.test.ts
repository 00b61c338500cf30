import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ImportResponse, OcrLine } from '@odia-ai/contract'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { NOT_VALIDATED_COMMENT } from '../../src/datasets/page-xml/page-xml-writer'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage, multipart } from '../helpers/images'
import { upload } from '../helpers/ocr'
import { withDeclaredSizes } from '../helpers/zip-tampering'

interface TestLine {
  /** The outline, `x,y x,y …`. */
  points: string
  text?: string
  region?: string
  notValidated?: boolean
}

/** A PAGE 2019 file naming `image` at `width` × `height`, each line in its region (`r1` unless said), in the order given. */
function pageXml(image: string, width: number, height: number, lines: TestLine[], readingOrder?: string[]): string {
  const regions = [...new Set(lines.map((line) => line.region ?? 'r1'))]
  const textLine = (line: TestLine, index: number) => {
    const mark = line.notValidated ? ` comments="${NOT_VALIDATED_COMMENT}"` : ''
    const text = line.text === undefined ? '' : `<TextEquiv${mark}><Unicode>${line.text}</Unicode></TextEquiv>`
    return `<TextLine id="l${index}"><Coords points="${line.points}"/>${text}</TextLine>`
  }
  const order = readingOrder
    ? `<ReadingOrder><OrderedGroup id="ro">${readingOrder.map((id, index) => `<RegionRefIndexed index="${index}" regionRef="${id}"/>`).join('')}</OrderedGroup></ReadingOrder>`
    : ''
  const body = regions
    .map(
      (region) =>
        `<TextRegion id="${region}"><Coords points="0,0 1,1"/>${lines.map((line, index) => ((line.region ?? 'r1') === region ? textLine(line, index) : '')).join('')}</TextRegion>`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
  <Metadata><Creator>eScriptorium</Creator><Created>2024-01-01T00:00:00</Created><LastChange>2024-01-01T00:00:00</LastChange></Metadata>
  <Page imageFilename="${image}" imageWidth="${width}" imageHeight="${height}">${order}${body}</Page>
</PcGts>`
}

/** One line filling most of a 200 × 100 page. */
const oneLine = (image: string, text = 'ଓଡ଼ିଆ') =>
  pageXml(image, 200, 100, [{ points: '10,10 190,10 190,40 10,40', text }])

interface SentFile {
  filename: string
  bytes: string | Uint8Array
}

async function importFiles(app: App, files: SentFile[], fields: Record<string, string> = {}) {
  const body = await multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map(({ filename, bytes }) => ({
      name: 'file',
      filename,
      bytes: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
    })),
  ])
  return app.inject({ method: 'POST', url: '/api/ocr/import', ...body })
}

/** Uploads a `width` × `height` image under each name (distinct pixels each); answers the stored names. */
async function uploadPages(app: App, names: string[], size = { width: 200, height: 100 }): Promise<string[]> {
  const files = await Promise.all(
    names.map(async (filename, index) => ({ filename, bytes: await makeImage('png', index + 1, size) })),
  )
  return (await upload(app, files)).json<{ images: string[] }>().images
}

const linesOf = async (app: App, name: string): Promise<OcrLine[]> =>
  (await app.inject({ method: 'GET', url: `/api/ocr/lines?image_filename=${encodeURIComponent(name)}` })).json<{
    lines: OcrLine[]
  }>().lines

const shown = (lines: OcrLine[]) =>
  lines.map(({ index, box, extracted_text, validated_text, status }) => ({
    index,
    box,
    extracted_text,
    validated_text,
    status,
  }))

describe('POST /api/ocr/import with PAGE XML', () => {
  it("restores an uploaded image's lines: boxes from the outlines, texts cleaned and NFC as validated text, in the ReadingOrder", async () => {
    const { app, dataDir } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: { 'page.png': { extracted_text: 'ଯନ୍ତ୍ର ପଢ଼ିଲା', validated_text: '' } },
    })
    const xml = pageXml(
      'page.png',
      200,
      100,
      [
        { points: '10,60 190,58.5 190.2,90 10,91', text: 'ଦ୍ୱିତୀୟ', region: 'r1' },
        { points: '12,10 180,10 180,40 12,40', text: `  ${'ଓଡ଼ିଆ'.normalize('NFD')}  `, region: 'r2' },
      ],
      ['r2', 'r1'],
    )
    const response = await importFiles(app, [{ filename: 'page.xml', bytes: xml }])
    expect(response.statusCode).toBe(200)
    const answer = response.json<ImportResponse>()
    expect(answer.pages).toEqual([
      {
        file_name: 'page.xml',
        status: 'imported',
        image_filename: 'page.png',
        stored_image: 'page.png',
        lines: 2,
        validated_lines: 2,
        clamped_lines: 0,
      },
    ])
    expect(answer.valid_images).toEqual(['page.png'])
    expect(answer.skipped).toEqual([])
    expect(shown(await linesOf(app, 'page.png'))).toEqual([
      {
        index: 0,
        box: [12, 10, 168, 30],
        extracted_text: '',
        validated_text: 'ଓଡ଼ିଆ'.normalize('NFC'),
        status: 'validated',
      },
      { index: 1, box: [10, 58, 181, 33], extracted_text: '', validated_text: 'ଦ୍ୱିତୀୟ', status: 'validated' },
    ])
    // The restored lines get their crops prepared for exports, as a person's lines do.
    await app.ocr.lineCrops.idle()
    expect(readdirSync(join(dataDir, 'cache', 'line-crops', app.ocr.files.find('page.png').sha256))).toHaveLength(2)
    // Every line validated: the image's validated text is made of them; the engine's reading of the page is kept.
    const annotation = {
      extracted_text: 'ଯନ୍ତ୍ର ପଢ଼ିଲା',
      validated_text: `${'ଓଡ଼ିଆ'.normalize('NFC')}\nଦ୍ୱିତୀୟ`,
      status: 'validated',
    }
    expect(answer.annotations['page.png']).toMatchObject(annotation)
    expect(app.ocr.annotations.get('page.png')).toMatchObject(annotation)
  })

  it('scales boxes from a page described at another size, clamps the ones reaching off the page and says so; an empty text leaves a line new', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    const xml = pageXml('page.png', 400, 200, [
      { points: '20,40 220,40 220,80 20,80', text: 'କ' },
      { points: '-30,100 390,100 430,150 -30,150', text: 'ଖ' },
      { points: '21,161 101,161 101,181 21,181' },
    ])
    const answer = (await importFiles(app, [{ filename: 'big.xml', bytes: xml }])).json<ImportResponse>()
    expect(answer.pages![0]).toMatchObject({
      status: 'imported',
      lines: 3,
      validated_lines: 2,
      clamped_lines: 1,
      scaled_from: { width: 400, height: 200 },
    })
    expect(shown(await linesOf(app, 'page.png'))).toEqual([
      { index: 0, box: [10, 20, 100, 20], extracted_text: '', validated_text: 'କ', status: 'validated' },
      { index: 1, box: [0, 50, 200, 25], extracted_text: '', validated_text: 'ଖ', status: 'validated' },
      { index: 2, box: [10, 80, 41, 11], extracted_text: '', validated_text: '', status: 'new' },
    ])
  })

  it("keeps a text our export marked as not validated as the line's extracted text", async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    const xml = pageXml('page.png', 200, 100, [{ points: '0,0 100,0 100,20 0,20', text: 'ଯନ୍ତ୍ର', notValidated: true }])
    await importFiles(app, [{ filename: 'page.xml', bytes: xml }])
    expect(shown(await linesOf(app, 'page.png'))).toEqual([
      { index: 0, box: [0, 0, 100, 20], extracted_text: 'ଯନ୍ତ୍ର', validated_text: '', status: 'extracted' },
    ])
  })

  it('imports the files it can and says per file why it skipped the others: unknown image, other XML, other proportions, one image twice, no lines', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png', 'other.png', 'empty.png'])
    await uploadPages(app, ['tall.png'], { width: 100, height: 200 })
    const response = await importFiles(app, [
      { filename: 'good.xml', bytes: oneLine('page.png') },
      { filename: 'unknown.xml', bytes: oneLine('missing.png') },
      { filename: 'mets.xml', bytes: '<mets xmlns="http://www.loc.gov/METS/"/>' },
      { filename: 'turned.xml', bytes: oneLine('tall.png') },
      { filename: 'twice-a.xml', bytes: oneLine('other.png') },
      { filename: 'twice-b.xml', bytes: oneLine('other.png', 'ଅନ୍ୟ') },
      { filename: 'empty.xml', bytes: pageXml('empty.png', 200, 100, []) },
    ])
    expect(response.statusCode).toBe(200)
    const answer = response.json<ImportResponse>()
    expect(answer.valid_images).toEqual(['page.png'])
    expect(answer.pages!.map(({ file_name, status, code, reason }) => ({ file_name, status, code, reason }))).toEqual([
      { file_name: 'good.xml', status: 'imported', code: undefined, reason: undefined },
      {
        file_name: 'unknown.xml',
        status: 'skipped',
        code: 'IMAGE_NOT_FOUND',
        reason: 'No stored image is named missing.png: upload it first, then import its PAGE XML again.',
      },
      {
        file_name: 'mets.xml',
        status: 'skipped',
        code: 'NOT_PAGE_XML',
        reason: 'mets.xml: not PAGE XML: the root element is <mets>, not <PcGts>',
      },
      {
        file_name: 'turned.xml',
        status: 'skipped',
        code: 'IMAGE_SIZE_MISMATCH',
        reason:
          'The page describes a 200 × 100 image, but tall.png is 100 × 200 pixels: not its proportions (another image, or one turned?).',
      },
      {
        file_name: 'twice-a.xml',
        status: 'skipped',
        code: 'IMAGE_TWICE',
        reason: 'twice-b.xml also describes other.png: import only one of them.',
      },
      {
        file_name: 'twice-b.xml',
        status: 'skipped',
        code: 'IMAGE_TWICE',
        reason: 'twice-a.xml also describes other.png: import only one of them.',
      },
      {
        file_name: 'empty.xml',
        status: 'skipped',
        code: 'NO_LINES',
        reason: 'The page holds no text lines: empty.png keeps its lines.',
      },
    ])
    for (const name of ['other.png', 'tall.png', 'empty.png']) expect(await linesOf(app, name)).toEqual([])
  })

  it("finds a page's image by its stored name, by the name our export gave it, or by its upload name; a name two images share is ambiguous", async () => {
    const { app } = await buildTestApp()
    expect(await uploadPages(app, ['scan 1.png', 'a:b.png', 'dup.png'])).toEqual(['scan 1.png', 'ab.png', 'dup.png'])
    expect(await uploadPages(app, ['x.png', 'dup.png'])).toEqual(['x.png', 'dup-2.png'])
    const response = await importFiles(app, [
      { filename: 'exported.xml', bytes: oneLine('scan_1.png') },
      { filename: 'uploaded.xml', bytes: oneLine('C:\\scans\\a:b.png') },
      { filename: 'numbered.xml', bytes: oneLine('dup-2.png') },
      { filename: 'shared.xml', bytes: oneLine('dup.png') },
    ])
    expect(
      response
        .json<ImportResponse>()
        .pages!.map(({ stored_image, code, reason }) => stored_image ?? `${code}: ${reason}`),
    ).toEqual([
      'scan 1.png',
      'ab.png',
      'dup-2.png',
      "IMAGE_AMBIGUOUS: dup.png could be any of dup.png, dup-2.png (uploaded under the same name): set the PAGE XML's imageFilename to the stored name of its image.",
    ])
  })

  it('imports a ZIP as eScriptorium and Transkribus export it: pages in folders, METS beside them, images skipped', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['0001.png', '0002.png'])
    const archive = zipSync({
      'doc/mets.xml': strToU8('<mets:mets xmlns:mets="http://www.loc.gov/METS/"/>'),
      'doc/page/0001.xml': strToU8(oneLine('0001.png', 'ଏକ')),
      'doc/page/0002.xml': strToU8(oneLine('0002.png', 'ଦୁଇ')),
      'doc/0001.png': await makeImage('png', 1, { width: 200, height: 100 }),
    })
    const response = await importFiles(app, [{ filename: 'export.zip', bytes: archive }])
    expect(response.statusCode).toBe(200)
    expect(
      response
        .json<ImportResponse>()
        .pages!.map(({ file_name, archive: zip, status, code }) => ({ file_name, archive: zip, status, code })),
    ).toEqual([
      { file_name: 'doc/mets.xml', archive: 'export.zip', status: 'skipped', code: 'NOT_PAGE_XML' },
      { file_name: 'doc/page/0001.xml', archive: 'export.zip', status: 'imported', code: undefined },
      { file_name: 'doc/page/0002.xml', archive: 'export.zip', status: 'imported', code: undefined },
    ])
    expect((await linesOf(app, '0002.png')).map((line) => line.validated_text)).toEqual(['ଦୁଇ'])
  })

  it('leaves an image whose lines a person validated alone: 409 when that was the only page, skipped beside others, replaced with replace=true', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png', 'fresh.png'])
    await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'page.png', lines: [{ box: [0, 0, 50, 20], validated_text: 'ମୋ ଲେଖା' }] },
    })
    const refused = await importFiles(app, [{ filename: 'page.xml', bytes: oneLine('page.png', 'ନୂଆ') }])
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'LINES_VALIDATED',
      message:
        'page.xml: page.png has 1 validated line, which importing would replace: left alone (import again with replace to replace them).',
    })
    expect((await linesOf(app, 'page.png')).map((line) => line.validated_text)).toEqual(['ମୋ ଲେଖା'])

    const beside = await importFiles(app, [
      { filename: 'page.xml', bytes: oneLine('page.png', 'ନୂଆ') },
      { filename: 'fresh.xml', bytes: oneLine('fresh.png', 'ସତେଜ') },
    ])
    expect(beside.json<ImportResponse>().pages!.map(({ status, code }) => [status, code])).toEqual([
      ['skipped', 'LINES_VALIDATED'],
      ['imported', undefined],
    ])
    expect((await linesOf(app, 'page.png')).map((line) => line.validated_text)).toEqual(['ମୋ ଲେଖା'])

    const replaced = await importFiles(app, [{ filename: 'page.xml', bytes: oneLine('page.png', 'ନୂଆ') }], {
      replace: 'true',
    })
    expect(replaced.statusCode).toBe(200)
    expect((await linesOf(app, 'page.png')).map((line) => line.validated_text)).toEqual(['ନୂଆ'])
  })

  it('refuses an import that restores nothing, naming each file and why (422), or holding no PAGE XML at all (400)', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    const unknown = await importFiles(app, [{ filename: 'unknown.xml', bytes: oneLine('missing.png') }])
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual({
      statusCode: 422,
      code: 'PAGE_XML_NOT_IMPORTED',
      error: 'Unprocessable Entity',
      message:
        'Nothing was imported: unknown.xml: No stored image is named missing.png: upload it first, then import its PAGE XML again.',
    })
    const mets = await importFiles(app, [{ filename: 'mets.xml', bytes: '<mets/>' }])
    expect(mets.json()).toMatchObject({
      statusCode: 400,
      code: 'PAGE_XML_MISSING',
      message: 'No PAGE XML among the files sent (only XML of other kinds: mets.xml).',
    })
    const noXml = await importFiles(app, [
      { filename: 'images.zip', bytes: zipSync({ 'a.png': new Uint8Array([1, 2, 3]) }) },
    ])
    expect(noXml.json()).toMatchObject({
      statusCode: 400,
      code: 'PAGE_XML_MISSING',
      message: 'No PAGE XML among the files sent.',
    })
  })

  it.each([
    ['malformed XML', '<PcGts><Page imageFilename="page.png">', /^bad\.xml: not well-formed XML/],
    [
      'a line wholly off the page',
      pageXml('page.png', 200, 100, [{ points: '300,10 400,10 400,40 300,40', text: 'x' }]),
      /^bad\.xml: TextLine l0 lies wholly outside the 200 × 100 page$/,
    ],
    [
      'a page without its size',
      '<PcGts><Page imageFilename="page.png"/></PcGts>',
      /^bad\.xml: the Page has no valid imageWidth and imageHeight$/,
    ],
  ])("refuses %s with a 400 naming the file, importing none of the request's files", async (_case, bad, message) => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    const response = await importFiles(app, [
      { filename: 'good.xml', bytes: oneLine('page.png') },
      { filename: 'bad.xml', bytes: bad },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_PAGE_XML', message: expect.stringMatching(message) })
    expect(await linesOf(app, 'page.png')).toEqual([])
  })

  it('refuses a ZIP with a member leading out of its folder, and a ZIP bomb, naming the archive; nothing is imported', async () => {
    const { app } = await buildTestApp()
    await uploadPages(app, ['page.png'])
    const traversal = zipSync({
      'page.xml': strToU8(oneLine('page.png')),
      '../../evil.xml': strToU8(oneLine('page.png')),
    })
    const unsafe = await importFiles(app, [{ filename: 'export.zip', bytes: traversal }])
    expect(unsafe.statusCode).toBe(400)
    expect(unsafe.json()).toMatchObject({
      code: 'UNSAFE_ZIP_MEMBER',
      message: "export.zip: The ZIP holds ../../evil.xml, a path leading out of the archive's folder: refused.",
    })
    const padded = `${oneLine('page.png')}${' '.repeat(4 * 1024 * 1024)}`
    const bomb = withDeclaredSizes(zipSync({ 'page.xml': strToU8(padded) }), [2000])
    const exploded = await importFiles(app, [{ filename: 'bomb.zip', bytes: bomb }])
    expect(exploded.statusCode).toBe(400)
    expect(exploded.json()).toMatchObject({
      code: 'ZIP_BOMB',
      message: 'bomb.zip: page.xml unpacks to more than the 2000 bytes it declares (a ZIP bomb?): refused.',
    })
    expect(await linesOf(app, 'page.png')).toEqual([])
  })

  it('refuses a file over the size limit (413), CSV and PAGE XML in one request, and another image folder (400)', async () => {
    const { app } = await buildTestApp({ config: { uploadMaxBytes: 2048 } })
    await uploadPages(app, ['page.png'], { width: 20, height: 10 })
    const big = pageXml(
      'page.png',
      200,
      100,
      Array.from({ length: 40 }, (_, index) => ({ points: `0,${index} 10,${index + 1}`, text: 'ଓଡ଼ିଆ' })),
    )
    const tooLarge = await importFiles(app, [{ filename: 'big.xml', bytes: big }])
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toMatchObject({
      code: 'PAGE_XML_TOO_LARGE',
      message: 'big.xml is larger than the 2 KB limit.',
    })
    const mixed = await importFiles(app, [
      { filename: 'annotations.csv', bytes: 'image_filename,validated_text\npage.png,କ\n' },
      { filename: 'page.xml', bytes: oneLine('page.png') },
    ])
    expect(mixed.json()).toMatchObject({ statusCode: 400, code: 'IMPORT_MIXED' })
    const folder = await importFiles(app, [{ filename: 'page.xml', bytes: oneLine('page.png') }], {
      image_folder: '/etc',
    })
    expect(folder.json()).toMatchObject({ statusCode: 400, code: 'IMAGE_FOLDER_INVALID' })
    expect(await linesOf(app, 'page.png')).toEqual([])
    expect(app.ocr.annotations.get('page.png')).toMatchObject({ validated_text: '' })
  })
})
