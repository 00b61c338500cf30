import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { FontStyle } from './font-catalog'
import { fontString } from './font-registry'
import { encodeGrayPng } from './gray-png'
import { encodeJpeg } from './jpeg'
import type { Variant } from './modes'
import { fillLight, fillNoise, makeNoiseTiles } from './noise-fill'
import type { RealisticLook } from './realistic-look'
import { keystone, resample, resized } from './scan-effects'

/** One image to make: the text exactly as labelled, how to draw it, and an optional fixed output height. */
export interface RenderTask {
  text: string
  variant: Variant
  height?: number
}

export interface RenderedImage {
  data: Uint8Array
  ext: 'png' | 'jpg'
  width: number
  height: number
}

interface InkBox {
  /** The CSS font it was measured with. */
  font: string
  /** Where to put the pen so the ink starts at (pad, pad). */
  x: number
  y: number
  width: number
  height: number
  pad: number
}

const fontsSet = new WeakMap<SKRSContext2D, string>()

/** Sets `font` on a context unless it already has it: each set is parsed and looked up under the canvas library's process-wide font lock, which two workers then wait on. */
function useFont(ctx: SKRSContext2D, font: string): void {
  if (fontsSet.get(ctx) === font) return
  ctx.font = font
  fontsSet.set(ctx, font)
}

/** Pixels read beyond the measured ink box, against anti-aliasing that reaches past it. */
const READ_MARGIN = 2

/** Space around the ink, so no top vowel sign, candrabindu or below-base form touches the edge. */
const padding = (size: number, thickness: number) => Math.ceil(size * 0.25 + thickness)

/**
 * Draws whole strings (HarfBuzz shapes them inside Skia) onto canvases sized from the measured ink.
 * One instance per thread: it owns the measuring context and the noise tiles.
 */
export class LineRenderer {
  private readonly styles: Map<string, FontStyle>
  /** Measures text. */
  private readonly measuring: SKRSContext2D = createCanvas(1, 1).getContext('2d')
  private readonly noiseTiles: Canvas[]
  /**
   * Clean lines are drawn on one reused canvas and their region read back (a fresh canvas per line and its
   * `data()` cost about 10 % more CPU).
   */
  private page: Canvas = createCanvas(1, 1)
  /**
   * Degraded lines are encoded whole, so their canvases are kept and resized to each image: cheaper than new
   * canvases (≈ 4 % of a degraded line), and new canvases' memory waits for a collection (a bench process with three
   * workers held 2 GB with them, 0.4 GB without).
   */
  private readonly realisticPages = { page: createCanvas(1, 1), keystone: createCanvas(1, 1), lowResolution: createCanvas(1, 1) }

  constructor(styles: FontStyle[]) {
    this.styles = new Map(styles.map((style) => [style.id, style]))
    this.noiseTiles = makeNoiseTiles()
  }

  render(task: RenderTask): RenderedImage {
    return this.draw(task, this.measure(task))
  }

  /**
   * Measures every text of the batch before drawing any: shaping back to back keeps the shaper's tables in the CPU
   * caches, which drawing and encoding a line evict. Against one task at a time, batches of 64 taking turns in one
   * process: 0.88–0.95× the CPU for clean 48 px lines, 0.95–0.98× for degraded ones.
   */
  renderBatch(tasks: RenderTask[]): RenderedImage[] {
    const boxes = tasks.map((task) => this.measure(task))
    return tasks.map((task, index) => this.draw(task, boxes[index]!))
  }

  private draw(task: RenderTask, box: InkBox): RenderedImage {
    return task.variant.look ? this.renderRealistic(task, task.variant.look, box) : this.renderClean(task, box)
  }

  private measure(task: RenderTask): InkBox {
    const ctx = this.measuring
    const style = this.styles.get(task.variant.style)
    if (!style) throw new Error(`Unknown font style ${task.variant.style}.`)
    const font = fontString(style, task.variant.size)
    useFont(ctx, font)
    const metrics = ctx.measureText(task.text)
    const pad = padding(task.variant.size, task.variant.look?.thickness ?? 0)
    const left = Math.ceil(metrics.actualBoundingBoxLeft)
    const ascent = Math.ceil(metrics.actualBoundingBoxAscent)
    return {
      font,
      x: pad + left,
      y: pad + ascent,
      width: Math.max(1, left + Math.ceil(metrics.actualBoundingBoxRight) + 2 * pad),
      height: Math.max(1, ascent + Math.ceil(metrics.actualBoundingBoxDescent) + 2 * pad),
      pad,
    }
  }

  private renderClean(task: RenderTask, box: InkBox): RenderedImage {
    const scale = task.height ? task.height / box.height : 1
    const width = Math.max(1, Math.round(box.width * scale))
    const height = Math.max(1, Math.round(box.height * scale))
    // Only the ink box (and a margin) is drawn and read back: the padding is plain background, which the encoder
    // writes itself (about a third fewer pixels to read at 48 px). A scaled line is read whole.
    const inset = task.height ? 0 : Math.max(0, box.pad - READ_MARGIN)
    const region = { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset }
    const ctx = this.cleanPage(width, height)
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.fillStyle = task.variant.background
    ctx.fillRect(region.x, region.y, region.width, region.height)
    if (scale !== 1) ctx.scale(scale, scale)
    useFont(ctx, box.font)
    ctx.fillStyle = '#000000'
    ctx.fillText(task.text, box.x, box.y)
    const pixels = ctx.getImageData(region.x, region.y, region.width, region.height).data
    const background = Number.parseInt(task.variant.background.slice(1, 3), 16)
    return { data: encodeGrayPng(pixels, { width, height }, region, background), ext: 'png', width, height }
  }

  /** The thread's reused canvas for clean lines, grown to hold the image. */
  private cleanPage(width: number, height: number): SKRSContext2D {
    if (this.page.width < width || this.page.height < height) {
      this.page = createCanvas(Math.max(width, this.page.width), Math.max(height, this.page.height))
    }
    return this.page.getContext('2d')
  }

  private renderRealistic(task: RenderTask, look: RealisticLook, box: InkBox): RenderedImage {
    const angle = (look.rotation * Math.PI) / 180
    const cos = Math.abs(Math.cos(angle))
    const sin = Math.abs(Math.sin(angle))
    const shearedWidth = box.width + Math.abs(look.shear) * box.height
    const fitScale = task.height ? task.height / (shearedWidth * sin + box.height * cos) : 1
    const width = Math.max(1, Math.ceil((shearedWidth * cos + box.height * sin) * fitScale))
    const height = task.height ?? Math.max(1, Math.ceil((shearedWidth * sin + box.height * cos) * fitScale))

    const canvas = resized(this.realisticPages.page, width, height)
    const ctx = canvas.getContext('2d')
    ctx.fillStyle = look.paper
    ctx.fillRect(0, 0, width, height)
    fillNoise(ctx, this.noiseTiles, look, look.texture, width, height)

    ctx.save()
    // A blurred line is drawn as the shadow of text set off the canvas, moved back by the shadow's offset (in
    // canvas pixels, whatever the transform): Skia blurs each glyph's mask at any radius, cached with the glyph.
    // `ctx.filter = 'blur(…)'` rounds the radius to whole pixels (0.6 px drew no blur at all) and blurs a layer
    // of the whole line, ≈ 0.5 ms a draw.
    const offstage = look.blur > 0 ? 2 * (width + height) : 0
    ctx.setTransform(1, 0, 0, 1, width / 2 + offstage, height / 2)
    ctx.scale(fitScale, fitScale)
    ctx.rotate(angle)
    ctx.transform(1, 0, look.shear, 1, 0, 0)
    ctx.translate(-box.width / 2, -box.height / 2)
    if (offstage > 0) {
      ctx.shadowColor = look.ink
      ctx.shadowBlur = 2 * look.blur
      ctx.shadowOffsetX = -offstage
    }
    ctx.font = box.font
    ctx.fillStyle = look.ink
    ctx.fillText(task.text, box.x, box.y)
    if (look.thickness > 0) {
      // Heavier ink: a second impression one whole canvas pixel right and down, at the thickness as opacity, so
      // horizontal and vertical strokes both grow by it. A whole-pixel shift reuses the glyph masks just drawn;
      // a fractional one rasterises every glyph again (≈ 0.35 ms a line), stroking the outlines costs ≈ 2 ms.
      const { a, b, c, d, e, f } = ctx.getTransform()
      ctx.setTransform(a, b, c, d, e + 1, f + 1)
      ctx.globalAlpha = look.thickness
      ctx.fillText(task.text, box.x, box.y)
    }
    ctx.restore()

    fillNoise(ctx, this.noiseTiles, look, look.grain, width, height)
    fillLight(ctx, look.light, look.lightAngle, width, height)
    const page = look.perspective === 0 ? canvas : keystone(canvas, this.realisticPages.keystone, look.perspective, look.paper)
    if (look.downscale < 1) resample(page, this.realisticPages.lowResolution, look.downscale)
    return { data: encodeJpeg(page, look.jpegQuality), ext: 'jpg', width, height }
  }
}
