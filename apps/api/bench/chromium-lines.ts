// Odia lines drawn by Chromium (headless, the system's `chromium`) in a font file: a renderer that is not ours, so a
// model is measured on lines none of our code drew. A hundred lines are drawn per screenshot, one per 64 px band, then
// cut apart; a scan look (uneven paper, ink spread, grain) can be laid over each line. Written as a tesstrain folder.
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { seededRandom } from '@odia-ai/renderer'
import sharp from 'sharp'

const run = promisify(execFile)

const BAND = 64
const WIDTH = 1400
const PER_SHOT = 100

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

function page(texts: readonly string[], fontFile: string, sizePx: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Line; src: url("file://${fontFile}"); }
body { margin: 0; background: #fff; }
div { font: ${sizePx}px Line; height: ${BAND}px; line-height: ${BAND}px; padding-left: 24px; white-space: nowrap; color: #000; }
</style></head><body>${texts.map((text) => `<div>${escape(text)}</div>`).join('')}</body></html>`
}

/** Paper a little grey and uneven, ink a little spread and never quite black, and grain: seeded. */
async function scanLook(png: Buffer, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(png).grayscale().blur(0.8).raw().toBuffer({ resolveWithObject: true })
  const random = seededRandom(seed)
  const light = 0.9 + random() * 0.08
  for (let index = 0; index < data.length; index++) {
    const x = index % info.width
    const paper = light - 0.05 * (x / info.width)
    const value = 20 + (data[index]! / 255) * 235 * paper + (random() - 0.5) * 50
    data[index] = Math.max(0, Math.min(255, Math.round(value)))
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer()
}

/** Draws each text as `<dir>/<NNNNNN>.png` with its `.gt.txt`; the line images are cropped to their ink, with margins. */
export async function chromiumLines(
  texts: readonly string[],
  fontFile: string,
  dir: string,
  options: { sizePx?: number; scanSeed?: number } = {},
): Promise<string> {
  mkdirSync(dir, { recursive: true })
  for (let start = 0; start < texts.length; start += PER_SHOT) {
    const chunk = texts.slice(start, start + PER_SHOT)
    const html = `${dir}.page.html`
    const shot = `${dir}.page.png`
    writeFileSync(html, page(chunk, fontFile, options.sizePx ?? 36))
    await run('chromium', [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--allow-file-access-from-files',
      `--screenshot=${shot}`,
      `--window-size=${WIDTH},${chunk.length * BAND}`,
      `file://${html}`,
    ])
    for (const [index, text] of chunk.entries()) {
      // Two pipelines: sharp trims before it extracts, whatever the order of the calls.
      const cut = await sharp(shot)
        .extract({ left: 0, top: index * BAND, width: WIDTH, height: BAND })
        .png()
        .toBuffer()
      const band = await sharp(cut)
        .trim({ background: '#ffffff', threshold: 10 })
        .extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' })
        .png()
        .toBuffer()
      const name = String(start + index + 1).padStart(6, '0')
      const line = options.scanSeed === undefined ? band : await scanLook(band, options.scanSeed + start + index)
      writeFileSync(join(dir, `${name}.png`), line)
      writeFileSync(join(dir, `${name}.gt.txt`), `${text}\n`)
    }
  }
  return dir
}
