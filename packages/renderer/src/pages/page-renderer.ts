import { createCanvas, type Canvas } from '@napi-rs/canvas'
import type { FontStyle } from '../fonts/font-catalog'
import { fontString } from '../fonts/font-registry'
import { encodeGrayPng, encodeGrayRect } from '../encode/gray-png'
import { encodeGrayJpeg } from '../encode/jpeg'
import { cropMargin, lineCropRect, type PixelRect } from './line-crop-rect'
import { fillLight, fillNoise, makeNoiseTiles } from '../scan/noise-fill'
import { boundingRect, corners, onPage, rotated, rowSpan } from './page-geometry'
import type { PageLine, PageLineInk, PageTask, Point, RenderedPage } from './page-task'
import { resized } from '../resized-canvas'

/** A scan-look page is stored as JPEG (noise deflates badly) at a quality that leaves small text crisp. */
const SCAN_JPEG_QUALITY = 90
/** Blank pixels around a line drawn alone to find its ink. */
const INK_PAD = 2

/**
 * Draws laid-out pages (PageLayout) with whole strings, finds each line's ink from its pixels, and cuts the line crops
 * from the page. One instance per thread: it holds one page's canvas and pixels, reused page after page.
 */
export class PageRenderer {
  private readonly styles: Map<string, FontStyle>
  private readonly page: Canvas = createCanvas(1, 1)
  /** Each line is drawn alone here, black on white at the same whole-pixel pen offset, so its pixels give its ink. */
  private readonly alone: Canvas = createCanvas(1, 1)
  private readonly noiseTiles = makeNoiseTiles()
  private gray = new Uint8Array(0)

  constructor(styles: FontStyle[]) {
    this.styles = new Map(styles.map((style) => [style.id, style]))
  }

  render(task: PageTask): RenderedPage {
    const { width, height, look } = task
    // Same size as the last page: the canvas is kept (a new size allocates its pixels anew).
    const ctx = (
      this.page.width === width && this.page.height === height ? this.page : resized(this.page, width, height)
    ).getContext('2d')
    ctx.fillStyle = look?.paper ?? '#ffffff'
    ctx.fillRect(0, 0, width, height)
    if (look) fillNoise(ctx, this.noiseTiles, look, look.texture, width, height)
    ctx.save()
    ctx.translate(width / 2, height / 2)
    ctx.rotate((task.rotation * Math.PI) / 180)
    ctx.translate(-width / 2, -height / 2)
    ctx.fillStyle = look?.ink ?? '#000000'
    for (const line of task.lines) {
      ctx.font = this.font(line)
      ctx.fillText(line.text, line.x, line.y)
    }
    ctx.restore()
    if (look) {
      fillNoise(ctx, this.noiseTiles, look, look.grain, width, height)
      fillLight(ctx, look.light, look.lightAngle, width, height)
    }
    const pixels = ctx.getImageData(0, 0, width, height).data
    const gray = this.grayOf(pixels, width * height)
    const data = look
      ? encodeGrayJpeg(gray, width, height, SCAN_JPEG_QUALITY)
      : encodeGrayPng(pixels, task, { x: 0, y: 0, width, height }, 255)
    const background = gray[0]!
    const inks: PageLineInk[] = []
    const crops = task.lines.map((line) => {
      const [ink, crop] = this.place(task, this.inkOf(line))
      inks.push({ ...ink, crop: { width: crop.rect.width, height: crop.rect.height } })
      return encodeGrayRect(
        gray,
        width,
        { x: crop.rect.left, y: crop.rect.top, width: crop.rect.width, height: crop.rect.height },
        background,
        crop.span,
      )
    })
    return { data, ext: look ? 'jpg' : 'png', width, height, lines: inks, crops }
  }

  private font(line: PageLine): string {
    const style = this.styles.get(line.style)
    if (!style) throw new Error(`Unknown font style ${line.style}.`)
    return fontString(style, line.size)
  }

  /** The page's gray levels (the red channel: gray pages, and R of a scan look's colours), in the thread's reused buffer. */
  private grayOf(pixels: Uint8ClampedArray, count: number): Uint8Array {
    if (this.gray.length !== count) this.gray = new Uint8Array(count)
    // Storing 32-bit words into bytes keeps each word's low byte, R (little-endian, as gray-png.ts checks).
    this.gray.set(new Uint32Array(pixels.buffer, pixels.byteOffset, count))
    return this.gray
  }

  /** The bounding box of the line's ink on an unturned page, from the pixels of the line drawn alone. */
  private inkOf(line: PageLine): PixelRect {
    const font = this.font(line)
    let ctx = this.alone.getContext('2d')
    ctx.font = font
    const metrics = ctx.measureText(line.text)
    const left = Math.ceil(metrics.actualBoundingBoxLeft) + INK_PAD
    const top = Math.ceil(metrics.actualBoundingBoxAscent) + INK_PAD
    const width = left + Math.ceil(metrics.actualBoundingBoxRight) + INK_PAD
    const height = top + Math.ceil(metrics.actualBoundingBoxDescent) + INK_PAD
    ctx = resized(this.alone, width, height).getContext('2d')
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, width, height)
    ctx.font = font
    ctx.fillStyle = '#000000'
    ctx.fillText(line.text, left, top)
    const pixels = ctx.getImageData(0, 0, width, height).data
    const words = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height)
    let [minX, minY, maxX, maxY] = [width, height, -1, -1]
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // Opaque white is all ones; any ink, however faint, changes it.
        if (words[y * width + x] === 0xffffffff) continue
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        if (y > maxY) maxY = y
      }
    }
    // A line of marks that draw nothing still has a place: its pen.
    if (maxX < 0) return { left: line.x, top: line.y, width: 1, height: 1 }
    return { left: line.x - left + minX, top: line.y - top + minY, width: maxX - minX + 1, height: maxY - minY + 1 }
  }

  /**
   * The ink's box on the page and the crop to cut: on an unturned page the box and its margin; on a turned one the
   * turned rectangle (PAGE XML's outline) and, as kraken cuts polygon lines, the turned margin rectangle's pixels.
   */
  private place(
    task: PageTask,
    ink: PixelRect,
  ): [Omit<PageLineInk, 'crop'>, { rect: PixelRect; span?: (y: number) => [number, number] }] {
    const { width, height } = task
    const box: [number, number, number, number] = [ink.left, ink.top, ink.width, ink.height]
    if (task.rotation === 0) return [{ box }, { rect: lineCropRect(box, width, height) }]
    const turn = (points: Point[]) => onPage(rotated(points, task.rotation, [width / 2, height / 2]), width, height)
    const outline = turn(corners(ink.left, ink.top, ink.width, ink.height))
    const bounds = boundingRect(outline)
    const margin = cropMargin(box)
    const cropOutline = turn(
      corners(ink.left - margin, ink.top - margin, ink.width + 2 * margin, ink.height + 2 * margin),
    )
    const rect = boundingRect(cropOutline)
    rect.width = Math.min(rect.width, width - rect.left)
    rect.height = Math.min(rect.height, height - rect.top)
    return [
      { box: [bounds.left, bounds.top, bounds.width, bounds.height], outline },
      { rect, span: (y) => rowSpan(cropOutline, y) },
    ]
  }
}
