// `tsx bench/seed-annotation-project.ts <DATA_DIR> [images]`: a day's project for the OCR screen's Chromium bench
// (apps/web/bench): 10,000 small images in the default project (the last one an A4 page of 30 lines), each read by Gemini
// and Tesseract (the extracted text is one engine's), about half of them validated over the last month by three people
// and a quarter of those reviewed. Written with the repositories' own code (the rows and files the upload, OCR and
// review routes would write), much faster than 10,000 uploads.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { ReadingRepository } from '../src/ocr/readings/reading-repository'

const [dataDir, countArgument] = process.argv.slice(2)
if (!dataDir) throw new Error('Usage: tsx bench/seed-annotation-project.ts <DATA_DIR> [images]')
const count = Number(countArgument ?? 10_000)
const PEOPLE = ['Asha', 'Bikram', 'Chandan']
const DAYS = 30
const PAGE_LINES = 30

/** The text of image `index`, as a person validated it, and as its engine read it (a ବ read as ୱ now and then). */
const benchText = (index: number) => `ଓଡ଼ିଆ ଧାଡ଼ି ${index.toLocaleString('or-IN')} ବର୍ଷା ବନ୍ଧୁ`
const readText = (index: number) => (index % 3 === 0 ? benchText(index).replace('ବ', 'ୱ') : benchText(index))
/** The page's line boxes, a line every 100 px from the top margin down. */
function pageBoxes(width: number): Array<[number, number, number, number]> {
  return Array.from({ length: PAGE_LINES }, (_, index) => [150, 200 + index * 100, width - 300, 80])
}
const dayOf = (index: number) => new Date(Date.UTC(2026, 10, 1 + (index % DAYS), 9, 0, 0)).toISOString()

const app = await buildApp({ ...loadConfig({}), logLevel: 'silent', dataDir, webDir: join(dataDir, 'no-web') })
const { images, annotations, reviews, paths, projectId } = app.ocr
// Both engines read every image (the triage's readings): Gemini right, Tesseract with its ୱ now and then.
const readings = new ReadingRepository(app.db, projectId)
const blank = async (width: number, height: number) => {
  const png = await sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } })
    .png()
    .toBuffer()
  return { png, width, height, sha256: createHash('sha256').update(png).digest('hex') }
}
const line = await blank(240, 48)
const page = await a4Page()
/** An A4 page at 300 dpi (2480 × 3508), gray, with speckled ink where its lines are, so it decodes as a scan would. */
async function a4Page() {
  const [width, height] = [2480, 3508]
  const pixels = Buffer.alloc(width * height, 0xf4)
  let seed = 1
  for (const [left, top, boxWidth, boxHeight] of pageBoxes(width))
    for (let y = top + 10; y < top + boxHeight - 10; y += 1)
      for (let x = left; x < left + boxWidth; x += 1) {
        seed = (seed * 1103515245 + 12345) >>> 0
        if (seed >>> 29 === 0) pixels[y * width + x] = 0x20
      }
  const png = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer()
  return { png, width, height, sha256: createHash('sha256').update(png).digest('hex') }
}
mkdirSync(paths.uploads, { recursive: true })

const names = Array.from({ length: count }, (_, index) => `page-${String(index).padStart(5, '0')}.png`)
const pageName = names.at(-1)!
app.db.transaction(() => {
  for (const [index, name] of names.entries()) {
    const { png, width, height, sha256 } = name === pageName ? page : line
    writeFileSync(join(paths.uploads, name), png)
    images.insert({
      file_name: name,
      original_name: name,
      sha256,
      mime_type: 'image/png',
      byte_size: png.length,
      width,
      height,
    })
    readings.record(name, benchText(index), { engine: 'gemini', model: 'gemini-flash-latest' })
    readings.record(name, readText(index), { engine: 'tesseract', model: 'ori' })
    annotations.recordExtraction(
      name,
      index % 2 ? readText(index) : benchText(index),
      index % 2 ? { engine: 'tesseract', model: 'ori' } : { engine: 'gemini', model: 'gemini-flash-latest' },
    )
  }
})()
// Every other image from the second on is validated: `Next to do` always has an image to skip over.
const validated = names.flatMap((name, index) => (index % 2 === 1 || index % 4 === 0 ? [{ name, index }] : []))
for (const person of PEOPLE) {
  annotations.savePersonTexts(
    validated
      .filter(({ index }) => PEOPLE[index % PEOPLE.length] === person)
      .map(({ name, index }) => ({ name, validated: benchText(index), by: person })),
  )
}
// The saves above happened now; spread them over a month so the per-day charts have days to draw.
const backdate = app.db.prepare('UPDATE annotations SET validated_at = ?, updated_at = ? WHERE image_id = ?')
app.db.transaction(() => {
  for (const { name, index } of validated) {
    const image = images.find(name)!
    backdate.run(dayOf(index), dayOf(index), image.id)
    if (index % 4 === 1)
      reviews.save(image.id, { status: 'reviewed', by: PEOPLE[(index + 1) % PEOPLE.length]!, at: dayOf(index + 1) })
  }
})()
// The last image is a page of 30 lines, edited line by line (the line typing figure): saved through the lines route.
const pageLines = pageBoxes(page.width).map((box, index) => ({
  box,
  extracted_text: readText(index),
  validated_text: index < PAGE_LINES / 3 ? benchText(index) : '',
}))
const stored = await app.inject({
  method: 'PUT',
  url: '/api/ocr/lines',
  payload: { image_filename: pageName, lines: pageLines },
})
if (stored.statusCode !== 200) throw new Error(`Saving the lines of ${pageName} failed: ${stored.body}`)
await app.close()
console.log(
  `Seeded ${count.toLocaleString('en')} images (${validated.length.toLocaleString('en')} validated) in ${dataDir}`,
)
