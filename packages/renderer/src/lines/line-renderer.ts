import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { FontStyle } from '../fonts/font-catalog'
import { fontString } from '../fonts/font-registry'
import { GrayPngRows } from '../encode/gray-png'
import { fittedScale, KEPT_LINE_PIXELS, PAUSE, readBands, type DrawStep } from './line-pixels'
import type { InkBox, RenderedImage, RenderTask } from './line-task'
import { realisticFrame, RealisticLineDrawer } from './realistic-line'

const fontsSet = new WeakMap<SKRSContext2D, string>()

/** Sets `font` on a context unless it already has it: each set is parsed and looked up under the canvas library's process-wide font lock, which two workers then wait on. */
function useFont(ctx: SKRSContext2D, font: string): void {
  if (fontsSet.get(ctx) === font) return
  ctx.font = font
  fontsSet.set(ctx, font)
}

/** Pixels read beyond the measured ink box, against anti-aliasing that reaches past it. */
const READ_MARGIN = 2

/** A clean line's size, and the scale its ink box is drawn at. */
interface CleanFrame {
  width: number
  height: number
  scale: number
}

/** A clean line's frame: its ink box, scaled to `task.height` when set, and smaller when that would pass MAX_LINE_PIXELS. */
function cleanFrame(task: RenderTask, box: InkBox): CleanFrame {
  const frame = (scale: number) => ({
    width: Math.max(1, Math.round(box.width * scale)),
    height: task.height ?? Math.max(1, Math.round(box.height * scale)),
    scale,
  })
  return frame(fittedScale(task.height ? task.height / box.height : 1, frame))
}

/** Space around the ink, so no top vowel sign, candrabindu or below-base form touches the edge. */
const padding = (size: number, thickness: number) => Math.ceil(size * 0.25 + thickness)

/**
 * Draws whole strings (HarfBuzz shapes them inside Skia) onto canvases sized from the measured ink.
 * One instance per thread: it owns the measuring context and the canvases.
 */
export class LineRenderer {
  private readonly styles: Map<string, FontStyle>
  /** Measures text. */
  private readonly measuring: SKRSContext2D = createCanvas(1, 1).getContext('2d')
  /**
   * Clean lines are drawn on one reused canvas and their region read back (a fresh canvas per line and its
   * `data()` cost more CPU).
   */
  private page: Canvas = createCanvas(1, 1)
  private readonly realistic = new RealisticLineDrawer()

  constructor(styles: FontStyle[]) {
    this.styles = new Map(styles.map((style) => [style.id, style]))
  }

  render(task: RenderTask): RenderedImage {
    return this.renderBatch([task])[0]!
  }

  /** The batch's images, in order (see drawBatch). */
  renderBatch(tasks: RenderTask[]): RenderedImage[] {
    const images: RenderedImage[] = []
    for (const step of this.drawBatch(tasks)) if (step.kind === 'image') images.push(step.image)
    return images
  }

  /**
   * Draws the batch step by step (see DrawStep): each image's size, the pauses between the bands of a large one, the image.
   * Measures every text of the batch before drawing any: shaping back to back keeps the shaper's tables in the CPU
   * caches, which drawing and encoding a line evict.
   */
  *drawBatch(tasks: RenderTask[]): Generator<DrawStep> {
    const boxes = tasks.map((task) => this.measure(task))
    for (const [index, task] of tasks.entries()) {
      const box = boxes[index]!
      const { look } = task.variant
      if (look) {
        const frame = realisticFrame(task, look, box)
        yield { kind: 'begin', pixels: frame.width * frame.height }
        const [image, letGo] = yield* this.realistic.draw(task, look, box, frame)
        yield { kind: 'image', image, letGo }
      } else {
        const frame = cleanFrame(task, box)
        yield { kind: 'begin', pixels: frame.width * frame.height }
        const [image, letGo] = yield* this.renderClean(task, box, frame)
        yield { kind: 'image', image, letGo }
      }
    }
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

  private *renderClean(
    task: RenderTask,
    box: InkBox,
    { width, height, scale }: CleanFrame,
  ): Generator<DrawStep, [RenderedImage, boolean]> {
    // Only the ink box (and a margin) is drawn and read back: the padding is plain background, which the encoder
    // writes itself (about a third fewer pixels to read at 48 px). A scaled line is read whole.
    const inset = task.height ? 0 : Math.max(0, box.pad - READ_MARGIN)
    const region = { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset }
    const ctx = this.cleanPage(width, height)
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.fillStyle = task.variant.background
    ctx.fillRect(region.x, region.y, region.width, region.height)
    // Drawn smaller than its height asks (see cleanFrame), the line is centred in it.
    ctx.translate(0, (height - Math.max(1, Math.round(box.height * scale))) / 2)
    if (scale !== 1) ctx.scale(scale, scale)
    useFont(ctx, box.font)
    ctx.fillStyle = '#000000'
    ctx.fillText(task.text, box.x, box.y)
    const png = new GrayPngRows({ width, height }, region, Number.parseInt(task.variant.background.slice(1, 3), 16))
    const letGo = width * height > KEPT_LINE_PIXELS
    try {
      for (const { y, rows } of readBands(region.width, region.height)) {
        if (y > 0) yield PAUSE
        png.add(ctx.getImageData(region.x, region.y + y, region.width, rows).data, y)
      }
    } finally {
      // The reused canvas keeps its size: not a large line's.
      if (letGo) this.page = createCanvas(1, 1)
    }
    return [{ data: png.png(), ext: 'png', width, height }, letGo]
  }

  /** The thread's reused canvas for clean lines, grown to hold the image. */
  private cleanPage(width: number, height: number): SKRSContext2D {
    if (this.page.width < width || this.page.height < height) {
      this.page = createCanvas(Math.max(width, this.page.width), Math.max(height, this.page.height))
    }
    return this.page.getContext('2d')
  }
}
