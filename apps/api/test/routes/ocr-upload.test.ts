import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage, multipart } from '../helpers/images'
import { upload } from '../helpers/ocr'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A small PNG whose header declares `width` × `height` pixels. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // 8 bits per channel
  header.writeUInt8(2, 9) // RGB
  const signature = Buffer.from('89504e470d0a1a0a', 'hex')
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A BMP header (no pixels) declaring `width` × `height` 24-bit pixels. */
function bmpDeclaring(width: number, height: number): Buffer {
  const bmp = Buffer.alloc(54)
  bmp.write('BM', 0, 'ascii')
  bmp.writeUInt32LE(54, 2)
  bmp.writeUInt32LE(54, 10) // pixels start after the headers
  bmp.writeUInt32LE(40, 14) // BITMAPINFOHEADER
  bmp.writeInt32LE(width, 18)
  bmp.writeInt32LE(height, 22)
  bmp.writeUInt16LE(1, 26)
  bmp.writeUInt16LE(24, 28)
  return bmp
}

describe('POST /api/ocr/upload', () => {
  it('stores every accepted format, detected from the bytes, with its metadata in SQLite', async () => {
    const { app, dataDir } = await buildTestApp()
    const formats = ['png', 'jpeg', 'webp', 'gif', 'bmp', 'tiff'] as const
    const files = await Promise.all(
      formats.map(async (format, index) => ({
        filename: `page-${index}.${format}`,
        bytes: await makeImage(format, index),
      })),
    )
    const response = await upload(app, files)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ images: files.map((file) => file.filename), rejected: [] })
    for (const [index, format] of formats.entries()) {
      const file = files[index]!
      expect(readFileSync(join(dataDir, 'uploaded_images', file.filename))).toEqual(file.bytes)
      expect(app.ocr.images.find(file.filename)).toMatchObject({
        mime_type: `image/${format}`,
        sha256: sha256(file.bytes),
        byte_size: file.bytes.length,
        width: 40,
        height: 24,
      })
    }
  })

  it('goes by the bytes, not the name: a PNG named .jpg is stored as a PNG', async () => {
    const { app } = await buildTestApp()
    const response = await upload(app, [{ filename: 'scan.jpg', bytes: await makeImage('png'), type: 'image/jpeg' }])
    expect(response.json()).toMatchObject({ images: ['scan.jpg'] })
    expect(app.ocr.images.find('scan.jpg')?.mime_type).toBe('image/png')
  })

  it('refuses a text file named .png with a message naming it, and still stores the rest of the batch', async () => {
    const { app, dataDir } = await buildTestApp()
    const response = await upload(app, [
      { filename: 'notes.png', bytes: 'ଏହା ଏକ ଲେଖା, ଛବି ନୁହେଁ', type: 'image/png' },
      { filename: 'real.png', bytes: await makeImage('png') },
    ])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      images: ['real.png'],
      rejected: [
        {
          file_name: 'notes.png',
          message: 'notes.png is not an image: upload PNG, JPEG, WebP, GIF, BMP or TIFF files.',
        },
      ],
    })
    expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual(['real.png'])
  })

  it.each([
    ['an empty file', Buffer.alloc(0), 400, 'empty.png is empty.'],
    ['a truncated PNG', 'truncated', 400, 'empty.png could not be read as an image: the file is truncated or corrupt.'],
    [
      'a PNG header with no image',
      Buffer.from('89504e470d0a1a0a0000', 'hex'),
      400,
      'empty.png could not be read as an image: the file is truncated or corrupt.',
    ],
  ])(
    'refuses %s, and answers 4xx with its message when every file was refused',
    async (_what, bytes, status, message) => {
      const { app, dataDir } = await buildTestApp()
      const png = await makeImage('png', 3, { width: 300, height: 200 })
      const payload = bytes === 'truncated' ? png.subarray(0, Math.floor(png.length / 2)) : bytes
      const response = await upload(app, [{ filename: 'empty.png', bytes: payload }])
      expect(response.statusCode).toBe(status)
      expect(response.json()).toMatchObject({ code: 'UPLOAD_REJECTED', message })
      expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual([])
    },
  )

  it.each([
    ['huge.png', pngDeclaring(40_000, 40_000)],
    ['huge.bmp', bmpDeclaring(40_000, 40_000)],
  ])('refuses %s, over the pixel limit, with its size, before decoding its pixels', async (filename, bytes) => {
    const { app, dataDir } = await buildTestApp()
    const response = await upload(app, [{ filename, bytes }])
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe(
      `${filename} has too many pixels (40000 × 40000; the limit is 268,402,689 pixels).`,
    )
    expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual([])
  })

  it('refuses a file over the size limit with 413 and keeps nothing of it', async () => {
    const { app, dataDir } = await buildTestApp({ config: { uploadMaxBytes: 2000 } })
    const big = await makeImage('png', 1, { width: 200, height: 200 })
    expect(big.length).toBeGreaterThan(2000)
    const response = await upload(app, [{ filename: 'big.png', bytes: big }])
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe('big.png is larger than the 2 KB upload limit.')
    expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual([])
  })

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\windows\\scan.png', 'scan.png'],
    ['C:\\Users\\me\\ପୃଷ୍ଠା ୧.png', 'ପୃଷ୍ଠା ୧.png'],
    ['..', 'image'],
    ['.hidden.png', 'hidden.png'],
    ['bad\u0001na\u001fme<>.png', 'badname.png'],
    ['evil\u202Egnp.exe', 'evilgnp.exe'],
    ['\u2066scan\u2069 \u202Aone\u202C\u202B\u202D\u2067\u2068.png', 'scan one.png'],
  ])('reduces the name %j to the safe base name %j inside the upload folder', async (raw, safe) => {
    const { app, dataDir } = await buildTestApp()
    const response = await upload(app, [{ filename: raw, bytes: await makeImage('png') }])
    expect(response.json().images).toEqual([safe])
    expect(existsSync(join(dataDir, 'uploaded_images', safe))).toBe(true)
    expect(existsSync(join(dataDir, 'etc'))).toBe(false)
  })

  it('bounds the length of a name and keeps its extension', async () => {
    const { app } = await buildTestApp()
    const response = await upload(app, [{ filename: `${'ଓ'.repeat(300)}.png`, bytes: await makeImage('png') }])
    const [name] = response.json<{ images: string[] }>().images
    expect(Buffer.byteLength(name!)).toBeLessThanOrEqual(200)
    expect(name).toMatch(/^ଓ+\.png$/)
  })

  it('treats the same name with the same bytes as a no-op, and stores different bytes under a new name', async () => {
    const { app } = await buildTestApp()
    const first = await makeImage('png', 1)
    const second = await makeImage('png', 2)
    expect((await upload(app, [{ filename: 'scan.png', bytes: first }])).json().images).toEqual(['scan.png'])
    expect((await upload(app, [{ filename: 'scan.png', bytes: first }])).json().images).toEqual(['scan.png'])
    expect((await upload(app, [{ filename: 'scan.png', bytes: second }])).json().images).toEqual(['scan-2.png'])
    expect((await upload(app, [{ filename: 'scan.png', bytes: second }])).json().images).toEqual(['scan-2.png'])
    expect(app.ocr.images.names()).toEqual(['scan.png', 'scan-2.png'])
  })

  it('answers 400 naming the file when the upload is cut off, keeping the files that arrived whole', async () => {
    const { app, dataDir } = await buildTestApp()
    const body = await multipart([
      { name: 'files', filename: 'whole.png', bytes: await makeImage('png', 1) },
      { name: 'files', filename: 'cut.png', bytes: await makeImage('png', 2, { width: 200, height: 200 }) },
    ])
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/upload',
      payload: body.payload.subarray(0, body.payload.length - 3000),
      headers: body.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'UPLOAD_INCOMPLETE',
      message: 'cut.png did not arrive completely (the upload was cut off); upload it again.',
    })
    expect(app.ocr.images.names()).toEqual(['whole.png'])
    expect(readdirSync(join(dataDir, 'uploaded_images'))).toEqual(['whole.png'])
  })

  it('leaves what is in the way of a name alone, stores the file under the next name and removes its part file', async () => {
    const { app, dataDir } = await buildTestApp()
    // A folder (not a stored image) in the way of the name.
    mkdirSync(join(dataDir, 'uploaded_images', 'scan.png', 'inside'), { recursive: true })
    const response = await upload(app, [{ filename: 'scan.png', bytes: await makeImage('png') }])
    expect(response.json().images).toEqual(['scan-2.png'])
    expect(readdirSync(join(dataDir, 'uploaded_images')).sort()).toEqual(['scan-2.png', 'scan.png'])
    expect(readdirSync(join(dataDir, 'uploaded_images', 'scan.png'))).toEqual(['inside'])
  })

  it('removes at start-up the part files of uploads that a stopped server cut short, and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'odia-upload-'))
    const uploads = join(root, 'data', 'uploaded_images')
    mkdirSync(uploads, { recursive: true })
    writeFileSync(join(uploads, '.upload-5f0c1e2a-0b7d-4e55-9a0e-2f4c7d1b9a33.part'), 'half an image')
    writeFileSync(join(uploads, 'scan.png'), 'an image')
    writeFileSync(join(uploads, '.upload-notes.txt'), 'not a part file')
    const app = await buildApp({
      ...loadConfig({}),
      dataDir: join(root, 'data'),
      webDir: join(root, 'web'),
      logLevel: 'silent',
      renderWorkers: 1,
    })
    await app.close()
    expect(readdirSync(uploads).sort()).toEqual(['.upload-notes.txt', 'scan.png'])
    rmSync(root, { recursive: true, force: true })
  })

  it('refuses a request that is not multipart, and one without files', async () => {
    const { app } = await buildTestApp()
    const json = await app.inject({ method: 'POST', url: '/api/ocr/upload', payload: { files: [] } })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toMatch(/multipart/)
    const empty = await upload(app, [])
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('No images were sent: choose one or more image files.')
  })
})
