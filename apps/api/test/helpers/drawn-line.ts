import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import type { LineBox } from '@odia-ai/contract'
import { DEFAULT_STYLE_ID, fontCatalog } from '@odia-ai/renderer'
import type { GrayImage } from '../../src/ocr/lines/crops/gray-page'

// Drawn here with a known baseline (the renderer's lines do not say where theirs is), in the generator's default font.
const FONT_SIZE = 48
const style = fontCatalog().find((each) => each.id === DEFAULT_STYLE_ID)!
style.files.forEach((file, at) => GlobalFonts.registerFromPath(file, `ink-baseline-${at}`))
const font = `${FONT_SIZE}px ${style.files.map((_, at) => `"ink-baseline-${at}"`).join(', ')}`

/** A page with the text drawn standing on `baseline` (turned by `degrees` about its start), and the box of its ink. */
export function drawnLine(text: string, baseline: number, degrees = 0): { gray: GrayImage; box: LineBox } {
  const [width, height] = [900, 200]
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.translate(40, baseline)
  context.rotate((degrees * Math.PI) / 180)
  context.fillStyle = '#000000'
  context.font = font
  context.textBaseline = 'alphabetic'
  context.fillText(text, 0, 0)
  const rgba = context.getImageData(0, 0, width, height).data
  const data = Buffer.alloc(width * height)
  let [left, top, right, bottom] = [width, height, 0, 0]
  for (let at = 0; at < data.length; at++) {
    data[at] = rgba[at * 4]!
    if (data[at]! > 200) continue
    const [x, y] = [at % width, Math.floor(at / width)]
    ;[left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x + 1), Math.max(bottom, y + 1)]
  }
  return { gray: { data, width, height }, box: [left, top, right - left, bottom - top] }
}
