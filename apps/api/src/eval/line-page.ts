import type { LineBox } from '@odia-ai/contract'
import { aggregateErrorRates, textErrors } from '@odia-ai/text-metrics'
import { defaultChoices, LineRenderer, loadStyleSet, planText, type StyleSet } from '@odia-ai/renderer'
import sharp, { type OverlayOptions } from 'sharp'
import { sampleLines } from './eval-lines'

/** An A4 page scanned at 300 dpi. */
export const A4_300_DPI = { width: 2480, height: 3508 }

/** Gray levels below this count as ink when a line's true box is measured (what a binariser keeps). */
const INK_LEVEL = 128

/** Distance between the tops of two lines of a column (the renderer draws at 48 px, ≈ 11.5 pt at 300 dpi). */
const LINE_PITCH = 100

export interface LinePageOptions {
  /** Lines on the page (ignored when `texts` is given). */
  lines?: number
  /** The texts, in reading order; by default `lines` lines cut from the bundled Odia sentences. */
  texts?: string[]
  /** Lines are split into this many columns, the first column filled first. */
  columns?: 1 | 2
  /** The whole page turned clockwise by this many degrees about its centre, as a scan placed askew. */
  rotation?: number
  /** The page in pixels, A4 at 300 dpi by default. */
  size?: { width: number; height: number }
  seed?: number
}

export interface PageLine {
  text: string
  /** The line's ink on the page, `[x, y, width, height]` in pixels. */
  box: LineBox
}

export interface LinePage {
  png: Buffer
  width: number
  height: number
  /** In reading order: top to bottom, the first column before the second. */
  lines: PageLine[]
}

let styles: StyleSet | undefined
let renderer: LineRenderer | undefined

/** A clean grayscale PNG of one Odia line, drawn by the synthetic renderer with the default bundled font. */
export function renderOdiaLine(text: string): Buffer {
  styles ??= loadStyleSet()
  renderer ??= new LineRenderer(styles.styles)
  const [variant] = planText('single', text, 0, defaultChoices('single', styles.styles, 1), styles).variants
  if (!variant) throw new Error(`The default font cannot draw ${text}`)
  return Buffer.from(renderer.render({ text, variant }).data)
}

/** The bounding box of the pixels darker than `level` in a grayscale image, relative to it. */
function inkBox(pixels: Buffer, width: number, height: number, level: number): LineBox {
  let [left, top, right, bottom] = [width, height, -1, -1]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x]! >= level) continue
      left = Math.min(left, x)
      right = Math.max(right, x)
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
    }
  }
  if (right < 0) throw new Error('A rendered line has no ink')
  return [left, top, right - left + 1, bottom - top + 1]
}

/** One line drawn, turned by `rotation` and trimmed to what it inks, with the box of its ink inside the trimmed image. */
async function drawLine(text: string, rotation: number) {
  const line = renderOdiaLine(text)
  const { width: unturnedWidth = 0, height: unturnedHeight = 0 } = await sharp(line).metadata()
  const { data, info } = await sharp(line)
    .rotate(rotation, { background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  // Trimmed to every pixel that is not paper, anti-aliasing included, so neighbouring lines never paint each other over.
  const [left, top, width, height] = inkBox(data, info.width, info.height, 255)
  const [inkLeft, inkTop, inkWidth, inkHeight] = inkBox(data, info.width, info.height, INK_LEVEL)
  const image = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .extract({ left, top, width, height })
    .png()
    .toBuffer()
  return {
    image,
    width,
    height,
    unturnedWidth,
    unturnedHeight,
    fullWidth: info.width,
    fullHeight: info.height,
    trim: { left, top },
    ink: [inkLeft - left, inkTop - top, inkWidth, inkHeight] as LineBox,
  }
}

/**
 * A page of Odia text lines with their true boxes, for tests and the bench: each line is drawn by the synthetic
 * renderer, so its conjuncts and vowel signs are shaped as in print, and pasted onto white paper where it would stand on
 * a page turned by `rotation`; its box is measured from its own ink.
 */
export async function renderLinePage(options: LinePageOptions): Promise<LinePage> {
  const { width, height } = options.size ?? A4_300_DPI
  const columns = options.columns ?? 1
  const rotation = options.rotation ?? 0
  const texts = options.texts ?? sampleLines(options.lines ?? 30, options.seed ?? 1)
  const margin = Math.round(Math.min(width, height) * 0.06)
  const gutter = Math.round(width * 0.06)
  const columnWidth = (width - 2 * margin - (columns - 1) * gutter) / columns
  const perColumn = Math.ceil(texts.length / columns)
  if (margin + perColumn * LINE_PITCH > height - margin)
    throw new Error(`${perColumn} lines a column do not fit a page ${height} px high`)

  const angle = (rotation * Math.PI) / 180
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const [centreX, centreY] = [width / 2, height / 2]
  const drawn = await Promise.all(texts.map((text) => drawLine(text, rotation)))
  const lines: PageLine[] = []
  const pastes: OverlayOptions[] = []
  for (const [index, line] of drawn.entries()) {
    const column = Math.floor(index / perColumn)
    if (line.unturnedWidth > columnWidth)
      throw new Error(
        `Line ${index + 1} is wider than a column (${line.unturnedWidth} px > ${Math.floor(columnWidth)} px)`,
      )
    // Where the unturned line's centre would be (left-aligned in its column), then that point turned about the page centre.
    const x = margin + column * (columnWidth + gutter) + line.unturnedWidth / 2 - centreX
    const y = margin + (index % perColumn) * LINE_PITCH + line.unturnedHeight / 2 - centreY
    const left = Math.round(centreX + x * cos - y * sin - line.fullWidth / 2) + line.trim.left
    const top = Math.round(centreY + x * sin + y * cos - line.fullHeight / 2) + line.trim.top
    if (left < 0 || top < 0 || left + line.width > width || top + line.height > height)
      throw new Error(`Line ${index + 1} does not fit on the page`)
    pastes.push({ input: line.image, left, top, blend: 'darken' })
    const [inkLeft, inkTop, inkWidth, inkHeight] = line.ink
    lines.push({ text: texts[index]!, box: [left + inkLeft, top + inkTop, inkWidth, inkHeight] })
  }
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(pastes)
    .greyscale()
    .png()
    .toBuffer()
  return { png, width, height, lines }
}

/** Intersection over union of two boxes. */
export function boxIoU([ax, ay, aw, ah]: LineBox, [bx, by, bw, bh]: LineBox): number {
  const overlap =
    Math.max(0, Math.min(ax + aw, bx + bw) - Math.max(ax, bx)) *
    Math.max(0, Math.min(ay + ah, by + bh) - Math.max(ay, by))
  return overlap / (aw * ah + bw * bh - overlap)
}

export interface LineScore {
  /** True lines matched by a found line (IoU ≥ 0.5), as a fraction of all. */
  found: number
  /** Whether the matched lines were found in the true reading order. */
  inOrder: boolean
  /** Pooled character error rate (grapheme clusters) of the matched lines' texts against the true texts. */
  characterErrorRate: number
}

/** How well found lines match a page's true lines: each true line is matched by the found line that overlaps it most. */
export function scoreLines(truth: PageLine[], found: Array<{ box: LineBox; text: string }>): LineScore {
  const matches = truth.flatMap((line) => {
    const overlaps = found.map((candidate) => boxIoU(line.box, candidate.box))
    const best = overlaps.indexOf(Math.max(...overlaps))
    return best >= 0 && overlaps[best]! >= 0.5 ? [{ line, index: best }] : []
  })
  return {
    found: matches.length / truth.length,
    inOrder: matches.every((match, position) => position === 0 || match.index > matches[position - 1]!.index),
    characterErrorRate: aggregateErrorRates(matches.map(({ line, index }) => textErrors(line.text, found[index]!.text)))
      .cer,
  }
}
