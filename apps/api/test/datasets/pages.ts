import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { LineBox, OcrLine } from '@odia-ai/contract'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { afterEach } from 'vitest'
import type { ExportPage } from '../../src/datasets/export-page'
import { storedPage } from '../../src/ocr/lines/crops/stored-page'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** The gray value of a test page at (x, y): a crop's pixels tell where on the page it was cut. */
export const grayAt = (x: number, y: number): number => (x * 7 + y * 13) % 251

/** A one-channel PNG page whose pixels are `grayAt`. */
export async function grayPagePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height)
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = grayAt(x, y)
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer()
}

export interface TestLine {
  box: LineBox
  text: string
  /** Validated unless false: then `text` is only the extracted text. */
  validated?: boolean
}

const asStoredLine = ({ box, text, validated = true }: TestLine, index: number): OcrLine => ({
  index,
  box,
  extracted_text: validated ? '' : text,
  validated_text: validated ? text : '',
  status: validated ? 'validated' : 'extracted',
})

/** A page stored as the OCR tool stores it (its file in a temporary folder), with its lines, read back as an export page. */
export async function testPage(fileName: string, bytes: Buffer, lines: TestLine[]): Promise<ExportPage> {
  const folder = mkdtempSync(join(tmpdir(), 'odia-datasets-test-'))
  folders.push(folder)
  const path = join(folder, fileName)
  writeFileSync(path, bytes)
  const { width, height, format } = await sharp(bytes).metadata()
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const image = {
    id: 1,
    file_name: fileName,
    original_name: fileName,
    sha256,
    mime_type: `image/${format}`,
    byte_size: bytes.length,
    width,
    height,
    created_at: new Date().toISOString(),
    format: format === 'jpeg' ? ('jpeg' as const) : ('png' as const),
    path,
  }
  return storedPage(image, lines.map(asStoredLine))
}

/** Every entry of a ZIP stream, by path. */
export async function unzipStream(archive: Readable): Promise<Record<string, Buffer>> {
  const bytes = Buffer.concat(await archive.toArray())
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([path, data]) => [path, Buffer.from(data)]),
  )
}

export const text = (entries: Record<string, Buffer>, path: string): string => {
  const entry = entries[path]
  if (!entry) throw new Error(`No ${path} in the archive: ${Object.keys(entries).join(', ')}`)
  return entry.toString('utf8')
}
