import { createCanvas } from '@napi-rs/canvas'
import { applyPixelLooks } from '../scan/book-scan-pixels'
import { encodeJpeg } from '../encode/jpeg'
import { fittedScale, KEPT_LINE_PIXELS, PAUSE, readBands, type DrawStep } from './line-pixels'
import type { InkBox, RenderedImage, RenderTask } from './line-task'
import type { RealisticLook } from '../scan/realistic-look'
import { resized } from '../resized-canvas'
import { ScanLooks } from '../scan/scan-looks'

/** The widest JPEG libjpeg-turbo writes. */
const JPEG_MAX_WIDTH = 65_500

/** An ultra-realistic line's size, and the scale its ink box is drawn at to fill it. */
export interface RealisticFrame {
  width: number
  height: number
  scale: number
}

/**
 * The frame of a line turned and sheared by `look`: its ink box's bounds, scaled to `task.height` when set, and
 * smaller when that would pass MAX_LINE_PIXELS or the widest JPEG (see fittedScale).
 */
export function realisticFrame(task: RenderTask, look: RealisticLook, box: InkBox): RealisticFrame {
  const angle = (look.rotation * Math.PI) / 180
  const [cos, sin] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))]
  const shearedWidth = box.width + Math.abs(look.shear) * box.height
  const [across, down] = [shearedWidth * cos + box.height * sin, shearedWidth * sin + box.height * cos]
  const frame = (scale: number) => ({
    width: Math.max(1, Math.ceil(across * scale)),
    height: task.height ?? Math.max(1, Math.ceil(down * scale)),
    scale,
  })
  return frame(fittedScale(task.height ? task.height / down : 1, frame, JPEG_MAX_WIDTH))
}

/**
 * Draws `ultra-realistic` lines: the canvas draws the ink alone (whole strings, turned and sheared, on nothing), and
 * the page is made from its coverage on the pixels read back (ScanLooks: blur, ink spread, bleed-through, paper, noise,
 * darkening, keystone, low resolution, warp; then book-scan-pixels.ts: dropout, salt and pepper) for the encoder.
 * One instance per thread: it owns its canvas and the scan looks' memory.
 */
export class RealisticLineDrawer {
  /**
   * Kept and resized to each image: cheaper than new canvases, and new canvases' memory waits for a collection, so a
   * worker making them holds several times as much.
   */
  private readonly page = createCanvas(1, 1)
  private scanLooks = new ScanLooks();

  /**
   * Draws one line in `frame` (see realisticFrame), and says whether it let its buffers go. A large one's ink is read
   * back in bands, pausing between them (see DrawStep); past KEPT_LINE_PIXELS, its canvas is handed back before the scan
   * is made, and the scan's memory after.
   */
  *draw(
    task: RenderTask,
    look: RealisticLook,
    box: InkBox,
    { width, height, scale }: RealisticFrame,
  ): Generator<DrawStep, [RenderedImage, boolean]> {
    const letGo = width * height > KEPT_LINE_PIXELS
    const angle = (look.rotation * Math.PI) / 180
    // The line's own frame: centred, scaled to fit, turned and sheared. A blurred line is drawn as the shadow of text
    // set off the canvas, moved back by the shadow's offset (in canvas pixels, whatever the transform): Skia blurs each
    // glyph's mask, so glyphs' blurs overlap as ink over ink, not summed, which the legibility bounds were measured with
    // (a blur of the whole line's coverage filled the gaps between blurred strokes: 7 of 100 heavy lines read as empty
    // against 5). `ctx.filter = 'blur(…)'` rounds the radius to whole pixels and costs more a draw.
    const offstage = look.blur > 0 ? 2 * (width + height) : 0
    const ctx = resized(this.page, width, height).getContext('2d')
    if (look.blur > 0)
      Object.assign(ctx, { shadowColor: '#000000', shadowBlur: 2 * look.blur, shadowOffsetX: -offstage })
    ctx.setTransform(1, 0, 0, 1, width / 2 + offstage, height / 2)
    ctx.scale(scale, scale)
    ctx.rotate(angle)
    ctx.transform(1, 0, look.shear, 1, 0, 0)
    ctx.translate(-box.width / 2, -box.height / 2)
    ctx.font = box.font
    ctx.fillText(task.text, box.x, box.y)
    if (look.thickness > 0) {
      // Heavier ink: a second impression one whole canvas pixel right and down, at the thickness as opacity, so
      // horizontal and vertical strokes both grow by it. A whole-pixel shift reuses the glyph masks just drawn;
      // a fractional one rasterises every glyph again, and stroking the outlines costs more still.
      const { a, b, c, d, e, f } = ctx.getTransform()
      ctx.setTransform(a, b, c, d, e + 1, f + 1)
      ctx.globalAlpha = look.thickness
      ctx.fillText(task.text, box.x, box.y)
    }

    const scanLooks = this.scanLooks
    scanLooks.begin(width, height, look)
    try {
      for (const { y, rows } of readBands(width, height)) {
        if (y > 0) yield PAUSE
        scanLooks.addInk(ctx.getImageData(0, y, width, rows).data, y)
      }
      // The canvas library gives a canvas's pixels back to the system at once: not held beside the scan's buffers.
      if (letGo) resized(this.page, 1, 1)
      const pixels = scanLooks.finish(look, box.height * scale)
      applyPixelLooks({ data: pixels, width, height }, look.book, look.paper)
      return [
        { data: encodeJpeg(pixels, width, height, look.jpegQuality, scanLooks.output()), ext: 'jpg', width, height },
        letGo,
      ]
    } finally {
      // Drawn or dropped midway, a large line's buffers go. WebAssembly memory never shrinks: a new instance, and the
      // old one's memory goes with the next full collection.
      if (letGo) {
        resized(this.page, 1, 1)
        this.scanLooks = new ScanLooks()
      }
    }
  }
}
