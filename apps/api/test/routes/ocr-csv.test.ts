import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { multipart } from '../helpers/images'
import { uploadImages } from '../helpers/ocr'

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
    const response = await exportCsv(app, {
      annotations: { 'a.png': { extracted_text: 'କ', validated_text: 'old' }, 'b.png': 'ଖ' },
      validated_texts: { 'a.png': multiLine },
    })
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
    const response = await exportCsv(app, { annotations: { 'a.png': { extracted_text: '=HYPERLINK("x")', validated_text: '+1' } }, validated_texts: {}, excel: true })
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(response.body).toContain(`a.png,"'=HYPERLINK(""x"")",'+1\r\n`)
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
    expect(response.json()).toMatchObject({ code: 'CSV_TOO_LARGE', message: 'annotations.csv is larger than the 8 KB upload limit.' })
    expect(app.ocr.annotations.get('a.png')?.validated_text ?? '').toBe('')
  })

  it('reproduces every annotation exactly after export then import, Odia text and newlines included', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png', 'b.png'])
    const annotations = { 'a.png': { extracted_text: multiLine, validated_text: `${multiLine}\n` }, 'b.png': { extracted_text: '', validated_text: 'ଖ\r\nଗ' } }
    const exported = await exportCsv(app, { annotations, validated_texts: {} })
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
    ['a missing filename column', 'name,validated_text\na.png,x\n', 'uploaded_images', 'The CSV has no image file name column: name one of image_filename, filename, file_name, image, image_name, file, path.'],
    ['no text column', 'image_filename,notes\na.png,x\n', 'uploaded_images', 'The CSV has no text column: name it validated_text (or text) and/or extracted_text.'],
    ['an unclosed quote', 'image_filename,validated_text\na.png,"never closed\n', 'uploaded_images', /^The CSV could not be read: /],
    ['an empty file', '', 'uploaded_images', 'The CSV file is empty.'],
    ['another image folder', 'image_filename,validated_text\na.png,x\n', '../../etc', 'image_folder must be uploaded_images: images are only read from the upload folder.'],
    ['no image folder', 'image_filename,validated_text\na.png,x\n', null, 'image_folder must be uploaded_images: images are only read from the upload folder.'],
  ])('refuses %s with a 400 and persists nothing', async (_what, csv, folder, message) => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const response = await importCsv(app, csv, folder)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
    expect(app.ocr.annotations.get('a.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it('refuses a CSV whose upload was cut off, persisting nothing', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['p1.png'])
    const csv = `image_filename,validated_text\n${Array.from({ length: 2000 }, (_, index) => `p${index}.png,ଓଡ଼ିଆ ${index}`).join('\n')}\n`
    const body = await multipart([{ name: 'image_folder', value: 'uploaded_images' }, { name: 'file', filename: 'annotations.csv', bytes: csv }])
    const response = await app.inject({ method: 'POST', url: '/api/ocr/import', payload: body.payload.subarray(0, body.payload.length - 3000), headers: body.headers })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'CSV_INCOMPLETE', message: 'The CSV did not arrive completely (the upload was cut off); send it again.' })
    expect(app.ocr.annotations.get('p1.png')).toMatchObject({ validated_text: '', status: 'new' })
  })

  it('refuses a request without a CSV, and one that is not multipart', async () => {
    const { app } = await buildTestApp()
    const noFile = await app.inject({ method: 'POST', url: '/api/ocr/import', ...(await multipart([{ name: 'image_folder', value: 'uploaded_images' }])) })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().message).toBe('No CSV was sent: choose a .csv file.')
    const json = await app.inject({ method: 'POST', url: '/api/ocr/import', payload: { file: 'x' } })
    expect(json.statusCode).toBe(415)
  })
})

describe('export with per-image CER', () => {
  it('adds a cer column, filled only for images a person validated', async () => {
    const { app } = await buildTestApp()
    const response = await exportCsv(app, {
      annotations: { 'a.png': { extracted_text: 'କ୍ଷମି', validated_text: 'କ୍ଷମା' }, 'b.png': { extracted_text: 'ଖ', validated_text: '' } },
      validated_texts: {},
      include_cer: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('image_filename,extracted_text,validated_text,cer\r\na.png,କ୍ଷମି,କ୍ଷମା,0.5000\r\nb.png,ଖ,,\r\n')
  })

  it('imports such an export back, ignoring the cer column', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const annotations = { 'a.png': { extracted_text: 'କ୍ଷମି', validated_text: 'କ୍ଷମା' } }
    const exported = await exportCsv(app, { annotations, validated_texts: {}, include_cer: true })
    const response = await importCsv(app, exported.rawPayload)
    expect(response.statusCode).toBe(200)
    expect(response.json().annotations['a.png']).toMatchObject(annotations['a.png'])
  })
})
