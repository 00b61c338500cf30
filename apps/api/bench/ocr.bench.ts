// `pnpm bench` (or `pnpm --filter @odia-ai/api bench`): the OCR tool's figures from issue 4, "Measured", and issue 19's
// 40 MB CSV cell. Real server (buildApp on a temporary DATA_DIR, real SQLite, sharp, csv-parse and fast-csv), the fake
// Gemini server for OCR.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeGemini } from '@odia-ai/fake-gemini'
import sharp from 'sharp'
import { buildApp, type App } from '../src/app'
import { loadConfig } from '../src/config'
import { bigCellCsv, importWhilePolling } from '../test/helpers/big-cell-import'

const STORED = 10_000
const CSV_ROWS = 100_000
const UPLOADS = 500
const UPLOAD_BATCH = 50
const OCR_IMAGES = 100
const OCR_DELAY_MS = 200
const BIG_CELL_BYTES = 40e6

const defaults = loadConfig({})
const root = mkdtempSync(join(tmpdir(), 'odia-ocr-bench-'))
const fake = await startFakeGemini()
const figures: Array<[string, string]> = []
const report = (name: string, value: string) => {
  figures.push([name, value])
  console.log(`${name}: ${value}`)
}

const line = (index: number) => `ଓଡ଼ିଆ ଧାଡ଼ି ${index.toLocaleString('or-IN')} — ପ୍ରଥମ ଭାଗ\nଦ୍ୱିତୀୟ ଧାଡ଼ି, "ଉଦ୍ଧୃତ" ଲେଖା`

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await work()
  return [result, performance.now() - started]
}

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) times.push((await timed(work))[1])
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!
}

/** A server on `DATA_DIR=<temp>/<name>` with production settings, the fake Gemini and, if given, another OCR concurrency. */
async function newApp(name: string, ocrConcurrency = defaults.ocrConcurrency): Promise<App> {
  return buildApp({
    ...defaults,
    logLevel: 'silent',
    dataDir: join(root, name),
    webDir: join(root, 'no-web'),
    geminiBaseUrl: fake.baseUrl,
    ocrConcurrency,
  })
}

/** Image and annotation rows straight into SQLite (the files themselves are not needed for these figures). */
function seedRows(app: App, count: number, offset = 0): string[] {
  const names = Array.from({ length: count }, (_, index) => `page-${String(offset + index).padStart(6, '0')}.png`)
  app.db.transaction(() => {
    for (const [index, name] of names.entries()) {
      app.ocr.images.insert({
        file_name: name,
        original_name: name,
        sha256: `${index}`.padStart(64, '0'),
        mime_type: 'image/png',
        byte_size: 1,
        width: 1,
        height: 1,
      })
    }
  })()
  app.ocr.annotations.savePersonTexts(
    names.map((name, index) => ({ name, extracted: line(index), validated: index % 2 ? line(index) : '' })),
  )
  return names
}

async function annotationsAndCsv(): Promise<void> {
  const app = await newApp('csv')
  seedRows(app, STORED)
  const getMs = await median(5, () => app.inject({ method: 'GET', url: '/api/ocr/annotations' }))
  report(`GET /api/ocr/annotations, ${STORED.toLocaleString()} images (median of 5)`, `${getMs.toFixed(0)} ms`)

  const names = [...app.ocr.images.names(), ...seedRows(app, CSV_ROWS - STORED, STORED)]
  const validated_texts = Object.fromEntries(names.map((name, index) => [name, `${line(index)} ✓`]))
  const [exported, exportMs] = await timed(() =>
    app.inject({ method: 'POST', url: '/api/ocr/export', payload: { validated_texts } }),
  )
  report(
    `POST /api/ocr/export, ${CSV_ROWS.toLocaleString()} rows (${(exported.rawPayload.length / 1e6).toFixed(1)} MB CSV)`,
    `${exportMs.toFixed(0)} ms`,
  )

  const form = new FormData()
  form.append('image_folder', 'uploaded_images')
  form.append('file', new Blob([exported.rawPayload], { type: 'text/csv' }), 'annotations.csv')
  const request = new Request('http://bench/', { method: 'POST', body: form })
  const payload = Buffer.from(await request.arrayBuffer())
  const headers = { 'content-type': request.headers.get('content-type')! }
  const [imported, importMs] = await timed(() =>
    app.inject({ method: 'POST', url: '/api/ocr/import', payload, headers }),
  )
  const importedCount = imported.json<{ valid_images: string[] }>().valid_images.length
  report(
    `POST /api/ocr/import, ${CSV_ROWS.toLocaleString()} rows (${importedCount.toLocaleString()} imported)`,
    `${importMs.toFixed(0)} ms`,
  )
  await app.close()
}

/** One 40 MB cell (refused at the cell limit, the rest of the upload drained) while GET /api/health is polled. */
async function bigCellImport(): Promise<void> {
  const app = await newApp('big-cell')
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const { status, importMs, healthMs } = await importWhilePolling(address, bigCellCsv(BIG_CELL_BYTES))
  report(
    `POST /api/ocr/import, one ${BIG_CELL_BYTES / 1e6} MB cell, over HTTP (answered ${status})`,
    `${importMs.toFixed(0)} ms`,
  )
  const sorted = healthMs.sort((a, b) => a - b)
  report(
    `GET /api/health during that import (${sorted.length} polls)`,
    `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  )
  await app.close()
}

async function uploadsAndOcr(): Promise<void> {
  const app = await newApp('upload')
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  // Scan-like line images: grey noise, so PNG cannot shrink them much.
  const images = await Promise.all(
    Array.from({ length: UPLOADS }, (_, index) =>
      sharp({
        create: {
          width: 1000,
          height: 160,
          channels: 3,
          background: '#ffffff',
          noise: { type: 'gaussian', mean: 200 + (index % 40), sigma: 30 },
        },
      })
        .png()
        .toBuffer(),
    ),
  )
  const bytes = images.reduce((sum, image) => sum + image.length, 0)
  const [, uploadMs] = await timed(async () => {
    for (let start = 0; start < UPLOADS; start += UPLOAD_BATCH) {
      const form = new FormData()
      images
        .slice(start, start + UPLOAD_BATCH)
        .forEach((image, offset) =>
          form.append('files', new Blob([image], { type: 'image/png' }), `scan-${start + offset}.png`),
        )
      const response = await fetch(`${address}/api/ocr/upload`, { method: 'POST', body: form })
      if (!response.ok) throw new Error(`upload failed: ${await response.text()}`)
    }
  })
  report(
    `upload ${UPLOADS} images (${(bytes / 1e6).toFixed(1)} MB, ${UPLOAD_BATCH} per request, over HTTP)`,
    `${(bytes / 1e6 / (uploadMs / 1000)).toFixed(1)} MB/s, ${(UPLOADS / (uploadMs / 1000)).toFixed(0)} images/s`,
  )

  const names = app.ocr.images.names().slice(0, OCR_IMAGES)
  for (const concurrency of [defaults.ocrConcurrency, 16]) {
    // A second server on the same data directory (SQLite in WAL mode), with another concurrency.
    const ocrApp = concurrency === defaults.ocrConcurrency ? app : await newApp('upload', concurrency)
    const [response, ocrMs] = await timed(() =>
      ocrApp.inject({
        method: 'POST',
        url: '/api/ocr/process',
        payload: { api_key: `slow-${OCR_DELAY_MS}`, image_filenames: names },
      }),
    )
    const extracted = Object.keys(response.json()).length
    report(
      `OCR ${OCR_IMAGES} images, fake Gemini replying in ${OCR_DELAY_MS} ms, OCR_CONCURRENCY=${concurrency} (${extracted} extracted; serial would take ${(OCR_IMAGES * OCR_DELAY_MS) / 1000} s)`,
      `${(ocrMs / 1000).toFixed(2)} s`,
    )
    if (ocrApp !== app) await ocrApp.close()
  }
  await app.close()
}

try {
  await annotationsAndCsv()
  await bigCellImport()
  await uploadsAndOcr()
  console.log(`\nOCR bench (Node ${process.version}, ${new Date().toISOString()})`)
  for (const [name, value] of figures) console.log(`  ${value.padStart(24)}  ${name}`)
} finally {
  await fake.close()
  rmSync(root, { recursive: true, force: true })
}
