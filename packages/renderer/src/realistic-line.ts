import { createCanvas } from '@napi-rs/canvas'
import { applyPixelLooks } from './book-scan-pixels'
import { encodeJpeg } from './jpeg'
import type { InkBox, RenderedImage, RenderTask } from './line-renderer'
import type { RealisticLook } from './realistic-look'
import { resized } from './resized-canvas'
import { ScanLooks } from './scan-looks'

/**
 * Draws `ultra-realistic` lines: the canvas draws the ink alone (whole strings, turned and sheared, on nothing), and
 * the page is made from its coverage on the pixels read back (ScanLooks: blur, ink spread, bleed-through, paper, noise,
 * darkening, keystone, low resolution, warp; then book-scan-pixels.ts: dropout, salt and pepper) for the encoder.
 * One instance per thread: it owns its canvas and the scan looks' memory.
 */
export class RealisticLineDrawer {
  /**
   * Kept and resized to each image: cheaper than new canvases (≈ 4 % of a degraded line), and new canvases' memory
   * waits for a collection (a bench process with three workers held 2 GB with them, 0.4 GB without).
   */
  private readonly page = createCanvas(1, 1)
  private readonly scanLooks = new ScanLooks()

  draw(task: RenderTask, look: RealisticLook, box: InkBox): RenderedImage {
    const angle = (look.rotation * Math.PI) / 180
    const cos = Math.abs(Math.cos(angle))
    const sin = Math.abs(Math.sin(angle))
    const shearedWidth = box.width + Math.abs(look.shear) * box.height
    const fitScale = task.height ? task.height / (shearedWidth * sin + box.height * cos) : 1
    const width = Math.max(1, Math.ceil((shearedWidth * cos + box.height * sin) * fitScale))
    const height = task.height ?? Math.max(1, Math.ceil((shearedWidth * sin + box.height * cos) * fitScale))

    // The line's own frame: centred, scaled to fit, turned and sheared. A blurred line is drawn as the shadow of text
    // set off the canvas, moved back by the shadow's offset (in canvas pixels, whatever the transform): Skia blurs each
    // glyph's mask, so glyphs' blurs overlap as ink over ink, not summed, which the legibility bounds were measured with
    // (a blur of the whole line's coverage filled the gaps between blurred strokes: 7 of 100 heavy lines read as empty
    // against 5). `ctx.filter = 'blur(…)'` rounds the radius to whole pixels and costs ≈ 0.5 ms a draw.
    const offstage = look.blur > 0 ? 2 * (width + height) : 0
    const ctx = resized(this.page, width, height).getContext('2d')
    if (look.blur > 0)
      Object.assign(ctx, { shadowColor: '#000000', shadowBlur: 2 * look.blur, shadowOffsetX: -offstage })
    ctx.setTransform(1, 0, 0, 1, width / 2 + offstage, height / 2)
    ctx.scale(fitScale, fitScale)
    ctx.rotate(angle)
    ctx.transform(1, 0, look.shear, 1, 0, 0)
    ctx.translate(-box.width / 2, -box.height / 2)
    ctx.font = box.font
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

    const ink = ctx.getImageData(0, 0, width, height).data
    const pixels = this.scanLooks.apply(ink, width, height, look, box.height * fitScale)
    applyPixelLooks({ data: pixels, width, height }, look.book, look.paper)
    return { data: encodeJpeg(pixels, width, height, look.jpegQuality), ext: 'jpg', width, height }
  }
}
