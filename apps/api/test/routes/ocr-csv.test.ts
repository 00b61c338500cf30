import { TEXT_MAX_LENGTH } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { bigCellCsv, importWhilePolling } from '../helpers/big-cell-import'
import { buildTestApp } from '../helpers/build-test-app'
import { multipart } from '../helpers/images'
import { storeTexts, uploadImages } from '../helpers/ocr'

const multiLine = 'ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ, "ଉଦ୍ଧୃତ" ଧାଡ଼ି'

const exportCsv = (app: App, payload: object) => app.inject({ method: 'POST', url: '/api/ocr/export', payload })

async function importCsv(app: App, csv: string | Buffer, folder: string | null = 'uploaded_images') {
  const body = await multipart([
    ...(folder === null ? [] : [{ name: 'image_folder', value: folder }]),
    { name: 'file', filename: 'annotations.csv', bytes: csv, type: 'text/csv' },
  ])
  return app.inject({ method: 'POST', url: '/api/ocr/import', ...body })
}

describe('POST /api/ocr/export', () => {
  it('answers annotations.csv: RFC 4180, each image with its own validated text, multi-line text in one quoted cell', async () => {
    const { app } = await buildTestApp()
    await storeTexts(app, {
      'a.png': { extracted_text: 'କ', validated_text: 'old' },
      'b.png': { extracted_text: 'ଖ', validated_text: '' },
    })
    const response = await exportCsv(app, { validated_texts: { 'a.png': multiLine } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="annotations.csv"')
    expect(response.body).toBe(
      'image_filename,extracted_text,validated_text\r\n' +
        `a.png,କ,"ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ, ""ଉଦ୍ଧୃତ"" ଧାଡ଼ି"\r\n` +
        'b.png,ଖ,\r\n',
    )
  })

  it('adds a BOM and defuses formula-like cells for Excel', async () => {
    const { app } = await buildTestApp()
    await storeTexts(app, { 'a.png': { extracted_text: '=HYPERLINK("x")', validated_text: '+1' } })
    const response = await exportCsv(app, { validated_texts: {}, excel: true })
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(response.body).toContain(`a.png,"'=HYPERLINK(""x"")",'+1\r\n`)
  })

  it("exports every stored image, not the request's annotation map; a validated text sent takes the stored one's place", async () => {
    const { app } = await buildTestApp()
    await storeTexts(app, {
      'a.png': { extracted_text: 'କ', validated_text: 'ଏକ' },
      'b.png': { extracted_text: 'ଖ', validated_text: 'ଦୁଇ' },
      'c.png': { extracted_text: 'ଗ', validated_text: '' },
    })
    // What a page holding only b.png after an import sends: its own, older copy, and b.png's unsaved text.
    const response = await exportCsv(app, {
      annotations: { 'b.png': { extracted_text: 'stale', validated_text: 'stale' }, 'gone.png': 'x' },
      validated_texts: { 'b.png': 'ଦୁଇ ନୂଆ', 'gone.png': 'x' },
    })
    expect(response.body).toBe(
      'image_filename,extracted_text,validated_text\r\na.png,କ,ଏକ\r\nb.png,ଖ,ଦୁଇ ନୂଆ\r\nc.png,ଗ,\r\n',
    )
  })

  it('answers the header row when there is no image', async () => {
    const { app } = await buildTestApp()
    expect((await exportCsv(app, { annotations: {}, validated_texts: {} })).body).toBe(
      'image_filename,extracted_text,validated_text\r\n',
    )
    expect((await exportCsv(app, { validated_texts: {}, include_cer: true })).body).toBe(
      'image_filename,extracted_text,validated_text,cer\r\n',
    )
  })

  it('refuses a validated text over the text limit with a 400 naming the limit', async () => {
    const { app } = await buildTestApp()
    const response = await exportCsv(app, { validated_texts: { 'a.png': 'କ'.repeat(TEXT_MAX_LENGTH + 1) } })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'Invalid body: body/validated_texts/a.png must NOT have more than 100000 characters',
    )
  })

  it('refuses a body without validated_texts', async () => {
    const { app } = await buildTestApp()
    const response = await exportCsv(app, { annotations: {} })
    expect(response.statusCode).toBe(400)
  })
})

describe('POST /api/ocr/import', () => {
  it('refuses a CSV over the upload limit with 413, naming the file and the limit, and imports nothing', async () => {
    const { app } = await buildTestApp({ config: { uploadMaxBytes: 8192 } })
    await uploadImages(app, ['a.png'])
    const rows = Array.from({ length: 1000 }, () => 'a.png,ଓଡ଼ିଆ ଲେଖା,ଓଡ଼ିଆ ଲେଖା').join('\r\n')
    const response = await importCsv(app, `image_filename,extracted_text,validated_text\r\n${rows}\r\n`)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      code: 'CSV_TOO_LARGE',
      message: 'annotations.csv is larger than the 8 KB upload limit.',
    })
    expect(app.ocr.annotations.get('a.png')?.validated_text ?? '').toBe('')
  })

  it('reproduces every annotation exactly after export then import, Odia text and newlines included', async () => {
    const { app } = await buildTestApp()
    const annotations = {
      'a.png': { extracted_text: multiLine, validated_text: `${multiLine}\n` },
      'b.png': { extracted_text: '', validated_text: 'ଖ\r\nଗ' },
    }
    await storeTexts(app, annotations)
    const exported = await exportCsv(app, { validated_texts: {} })
    await importCsv(app, 'image_filename,extracted_text,validated_text\na.png,,\nb.png,,\n')
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ extracted_text: '', validated_text: '' })
    const response = await importCsv(app, exported.rawPayload)
    expect(response.statusCode).toBe(200)
    const answer = response.json()
    expect(answer.valid_images).toEqual(['a.png', 'b.png'])
    expect(answer.skipped).toEqual([])
    expect(answer.annotations['a.png']).toMatchObject({ ...annotations['a.png'], status: 'validated' })
    expect(answer.annotations['b.png']).toMatchObject({ extracted_text: '', validated_text: 'ଖ\nଗ' })
    expect(app.ocr.annotations.get('a.png')).toMatchObject(annotations['a.png'])
  })

  it('accepts common variants: a BOM, CRLF, header aliases, NFC-normalising the text', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png', 'b.png'])
    const csv = '\uFEFFFile_Name,Text\r\na.png,କ\u0B47\u0B56\r\nb.png\r\n'
    const answer = (await importCsv(app, csv)).json()
    expect(answer.valid_images).toEqual(['a.png', 'b.png'])
    expect(answer.annotations['a.png']).toMatchObject({ validated_text: 'କୈ', status: 'validated' })
    expect(answer.annotations['b.png']).toMatchObject({ validated_text: '', status: 'new' })
  })

  it('imports the known images and reports the rows it skipped and why', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const csv = 'image,validated_text\nunknown.png,x\n../a.png,y\n,z\na.png,ଠିକ୍\na.png,one,too many\n'
    const answer = (await importCsv(app, csv)).json()
    expect(answer.valid_images).toEqual(['a.png'])
    expect(answer.skipped).toEqual([
      { row: 2, file_name: 'unknown.png', reason: 'No stored image named unknown.png: upload it first.' },
      { row: 3, file_name: '../a.png', reason: 'The image file name is not a plain file name.' },
      { row: 4, reason: 'The row has no image file name.' },
      { row: 6, reason: 'The row has 3 cells but the header has 2.' },
    ])
  })

  it('answers no valid images for a CSV of unknown images only, and changes nothing', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const response = await importCsv(app, 'image_filename,extracted_text,validated_text\nx.png,a,b\ny.png,c,d\n')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ valid_images: [], annotations: {} })
    expect(response.json().skipped).toHaveLength(2)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it.each([
    [
      'a missing filename column',
      'name,validated_text\na.png,x\n',
      'uploaded_images',
      'The CSV has no image file name column: name one of image_filename, filename, file_name, image, image_name, file, path.',
    ],
    [
      'no text column',
      'image_filename,notes\na.png,x\n',
      'uploaded_images',
      'The CSV has no text column: name it validated_text (or text) and/or extracted_text.',
    ],
    [
      'an unclosed quote',
      'image_filename,validated_text\na.png,"never closed\n',
      'uploaded_images',
      /^The CSV could not be read: /,
    ],
    ['an empty file', '', 'uploaded_images', 'The CSV file is empty.'],
    [
      'another image folder',
      'image_filename,validated_text\na.png,x\n',
      '../../etc',
      'image_folder must be uploaded_images: images are only read from the upload folder.',
    ],
    [
      'no image folder',
      'image_filename,validated_text\na.png,x\n',
      null,
      'image_folder must be uploaded_images: images are only read from the upload folder.',
    ],
  ])('refuses %s with a 400 and persists nothing', async (_what, csv, folder, message) => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const response = await importCsv(app, csv, folder)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it('refuses a 40 MB single-cell CSV without freezing the server (the old parser took over a minute), naming the row and the limit', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['big.png', 'small.png'])
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
    const { status, body, importMs, healthMs } = await importWhilePolling(baseUrl, bigCellCsv(40e6))
    expect(status).toBe(400)
    expect(body).toMatchObject({
      code: 'CSV_CELL_TOO_LONG',
      message:
        'Row 2 of the CSV has a cell far over the limit of 100,000 characters (is a quote left open?); nothing was imported. Fix it and load the CSV again.',
    })
    expect(app.ocr.annotations.get('small.png')?.validated_text).toBe('')
    // Bounds far above the time it takes (under a second, `pnpm bench` measures it) and far below a frozen server's, so a
    // busy machine does not fail it.
    expect(importMs).toBeLessThan(20_000)
    expect(healthMs.length).toBeGreaterThan(0)
    expect(Math.max(...healthMs)).toBeLessThan(2_000)
  })

  it('imports texts of up to 100,000 characters and skips a longer one, naming the limit', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png', 'b.png'])
    const longest = 'କ'.repeat(TEXT_MAX_LENGTH)
    const csv = `image_filename,extracted_text,validated_text\na.png,${longest},${longest}\nb.png,,${longest}କ\n`
    const answer = (await importCsv(app, csv)).json()
    expect(answer.valid_images).toEqual(['a.png'])
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ extracted_text: longest, validated_text: longest })
    expect(answer.skipped).toEqual([
      { row: 3, file_name: 'b.png', reason: 'The validated_text cell is longer than the limit of 100,000 characters.' },
    ])
    expect(app.ocr.annotations.get('b.png')?.validated_text).toBe('')
  })

  it.each([
    [
      'UTF-16 LE',
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('image_filename,validated_text\r\na.png,ଓଡ଼ିଆ\r\n', 'utf16le'),
      ]),
      'UTF-16 LE text',
    ],
    [
      'UTF-16 BE',
      Buffer.concat([
        Buffer.from([0xfe, 0xff]),
        Buffer.from('image_filename,validated_text\r\na.png,ଓଡ଼ିଆ\r\n', 'utf16le').swap16(),
      ]),
      'UTF-16 BE text',
    ],
    ['UTF-32 LE', Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x69, 0x00, 0x00, 0x00]), 'UTF-32 LE text'],
    [
      'Windows-1252',
      Buffer.from('image_filename,validated_text,r\xe9sum\xe9\na.png,x,y\n', 'latin1'),
      'in another encoding',
    ],
  ])('refuses a %s CSV, naming its encoding and how to save it as UTF-8', async (_encoding, csv, named) => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const response = await importCsv(app, csv)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'CSV_NOT_UTF8',
      message: `The CSV is ${named}, not UTF-8: save it as UTF-8 (in Excel: Save As → CSV UTF-8) and load it again.`,
    })
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it('skips a row holding bytes that are not UTF-8, saying why, and imports the rest', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png', 'b.png'])
    const csv = Buffer.concat([
      Buffer.from('image_filename,validated_text\na.png,caf'),
      Buffer.from([0xe9]),
      Buffer.from('\nb.png,ଠିକ୍\n'),
    ])
    const answer = (await importCsv(app, csv)).json()
    expect(answer.valid_images).toEqual(['b.png'])
    expect(answer.skipped).toEqual([
      {
        row: 2,
        file_name: 'a.png',
        reason:
          'The validated_text cell is not UTF-8 text (it was saved in another encoding): save it as UTF-8 (in Excel: Save As → CSV UTF-8) and load it again.',
      },
    ])
    expect(app.ocr.annotations.get('a.png')?.validated_text).toBe('')
  })

  it('changes only the texts a row has a cell for: a missing column or cell keeps the stored text', async () => {
    const { app } = await buildTestApp()
    const names = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png']
    await uploadImages(app, names)
    await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: Object.fromEntries(names.map((name) => [name, { extracted_text: 'ଯନ୍ତ୍ର', validated_text: 'ମଣିଷ' }])),
    })
    const before = app.ocr.annotations.get('e.png')
    const noExtracted = (await importCsv(app, 'image_filename,validated_text\na.png,ନୂଆ\ne.png\n')).json()
    expect(noExtracted.valid_images).toEqual(['a.png', 'e.png'])
    expect(noExtracted.annotations['a.png']).toMatchObject({
      extracted_text: 'ଯନ୍ତ୍ର',
      validated_text: 'ନୂଆ',
      status: 'validated',
    })
    // A row with no text cell changes nothing, not even the time of the last change.
    expect(noExtracted.annotations['e.png']).toEqual(before)
    expect(app.ocr.annotations.get('e.png')).toEqual(before)
    const noValidated = (await importCsv(app, 'image_filename,extracted_text\nb.png,ନୂଆ\n')).json()
    expect(noValidated.annotations['b.png']).toMatchObject({
      extracted_text: 'ନୂଆ',
      validated_text: 'ମଣିଷ',
      status: 'validated',
    })
    // A row that stops before its last cell; an empty cell that is there clears the text.
    const shortRows = (await importCsv(app, 'image_filename,extracted_text,validated_text\nc.png,ନୂଆ\nd.png,,\n')).json()
    expect(shortRows.annotations['c.png']).toMatchObject({ extracted_text: 'ନୂଆ', validated_text: 'ମଣିଷ' })
    expect(shortRows.annotations['d.png']).toMatchObject({ extracted_text: '', validated_text: '', status: 'new' })
    expect(app.ocr.annotations.list()).toEqual({
      ...noExtracted.annotations,
      ...noValidated.annotations,
      ...shortRows.annotations,
    })
  })

  it('refuses a CSV whose upload was cut off, persisting nothing', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['p1.png'])
    const csv = `image_filename,validated_text\n${Array.from({ length: 2000 }, (_, index) => `p${index}.png,ଓଡ଼ିଆ ${index}`).join('\n')}\n`
    const body = await multipart([
      { name: 'image_folder', value: 'uploaded_images' },
      { name: 'file', filename: 'annotations.csv', bytes: csv },
    ])
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/import',
      payload: body.payload.subarray(0, body.payload.length - 3000),
      headers: body.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'CSV_INCOMPLETE',
      message: 'The CSV did not arrive completely (the upload was cut off); send it again.',
    })
    expect(app.ocr.annotations.get('p1.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it('refuses a request without a CSV, and one that is not multipart', async () => {
    const { app } = await buildTestApp()
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/ocr/import',
      ...(await multipart([{ name: 'image_folder', value: 'uploaded_images' }])),
    })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().message).toBe('No CSV was sent: choose a .csv file.')
    const json = await app.inject({ method: 'POST', url: '/api/ocr/import', payload: { file: 'x' } })
    expect(json.statusCode).toBe(415)
  })
})

describe('export with per-image CER', () => {
  it('adds a cer column, filled only for images a person validated', async () => {
    const { app } = await buildTestApp()
    await storeTexts(app, {
      'a.png': { extracted_text: 'କ୍ଷମି', validated_text: 'କ୍ଷମା' },
      'b.png': { extracted_text: 'ଖ', validated_text: '' },
    })
    const response = await exportCsv(app, { validated_texts: {}, include_cer: true })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(
      'image_filename,extracted_text,validated_text,cer\r\na.png,କ୍ଷମି,କ୍ଷମା,0.5000\r\nb.png,ଖ,,\r\n',
    )
  })

  it('adds a flags column after cer: the orthography findings on the validated text, else the extracted one', async () => {
    const { app } = await buildTestApp()
    // ଅ + ା should have been ଆ (offsets 4–6 of the validated text); b.png's engine text ends a sentence with | for ।.
    await storeTexts(app, {
      'a.png': { extracted_text: 'ଆମ ଘର', validated_text: 'ଆମ ଅାମ' },
      'b.png': { extracted_text: 'ଆମ ଘର|', validated_text: '' },
      'c.png': { extracted_text: 'ଆମ ଘର', validated_text: '' },
    })
    const response = await exportCsv(app, { validated_texts: {}, include_cer: true, include_flags: true })
    const [header, a, b, c] = response.body.split('\r\n')
    expect(header).toBe('image_filename,extracted_text,validated_text,cer,flags')
    expect(a).toMatch(/^a\.png,ଆମ ଘର,ଆମ ଅାମ,0\.\d{4},sign-without-consonant@3-5$/)
    expect(b).toBe('b.png,"ଆମ ଘର|",,,latin-danda@5-6')
    expect(c).toBe('c.png,ଆମ ଘର,,,')
    expect((await exportCsv(app, { validated_texts: {}, include_flags: true })).body.split('\r\n')[0]).toBe(
      'image_filename,extracted_text,validated_text,flags',
    )
  })

  it('imports such an export back, ignoring the cer column', async () => {
    const { app } = await buildTestApp()
    const annotations = { 'a.png': { extracted_text: 'କ୍ଷମି', validated_text: 'କ୍ଷମା' } }
    await storeTexts(app, annotations)
    const exported = await exportCsv(app, { validated_texts: {}, include_cer: true })
    await importCsv(app, 'image_filename,extracted_text,validated_text\na.png,,\n')
    const response = await importCsv(app, exported.rawPayload)
    expect(response.statusCode).toBe(200)
    expect(response.json().annotations['a.png']).toMatchObject(annotations['a.png'])
  })
})
