import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import { applyPixelLooks } from './book-scan-pixels'
import { encodeJpeg } from './jpeg'
import type { InkBox, RenderedImage, RenderTask } from './line-renderer'
import { fillLight, fillNoise, makeNoiseTiles } from './noise-fill'
import type { RealisticLook } from './realistic-look'
import { keystone, resample, resized } from './scan-effects'

/** Blur of the mirrored text showing through from the page's back, px: paper scatters it. */
const BLEED_BLUR = 1

/**
 * Draws `ultra-realistic` lines: paper, ink and the page's looks on the canvas, the scanner's on the pixels read back
 * for the encoder (typed arrays, never a canvas call per pixel). One instance per thread: it owns its canvases and
 * the noise tiles.
 */
export class RealisticLineDrawer {
  /**
   * Kept and resized to each image: cheaper than new canvases (≈ 4 % of a degraded line), and new canvases' memory
   * waits for a collection (a bench process with three workers held 2 GB with them, 0.4 GB without).
   */
  private readonly pages = { page: createCanvas(1, 1), keystone: createCanvas(1, 1), lowResolution: createCanvas(1, 1) }
  private readonly noiseTiles = makeNoiseTiles()

  draw(task: RenderTask, look: RealisticLook, box: InkBox): RenderedImage {
    const angle = (look.rotation * Math.PI) / 180
    const cos = Math.abs(Math.cos(angle))
    const sin = Math.abs(Math.sin(angle))
    const shearedWidth = box.width + Math.abs(look.shear) * box.height
    const fitScale = task.height ? task.height / (shearedWidth * sin + box.height * cos) : 1
    const width = Math.max(1, Math.ceil((shearedWidth * cos + box.height * sin) * fitScale))
    const height = task.height ?? Math.max(1, Math.ceil((shearedWidth * sin + box.height * cos) * fitScale))

    const canvas = resized(this.pages.page, width, height)
    const ctx = canvas.getContext('2d')
    ctx.fillStyle = look.paper
    ctx.fillRect(0, 0, width, height)
    fillNoise(ctx, this.noiseTiles, look, look.texture, width, height)
    /** The line's own frame: centred, scaled to fit, turned and sheared; `shiftX` canvas pixels to the right. */
    const placeLine = (shiftX: number) => {
      ctx.setTransform(1, 0, 0, 1, width / 2 + shiftX, height / 2)
      ctx.scale(fitScale, fitScale)
      ctx.rotate(angle)
      ctx.transform(1, 0, look.shear, 1, 0, 0)
      ctx.translate(-box.width / 2, -box.height / 2)
    }
    // A blurred line is drawn as the shadow of text set off the canvas, moved back by the shadow's offset (in
    // canvas pixels, whatever the transform): Skia blurs each glyph's mask at any radius, cached with the glyph.
    // `ctx.filter = 'blur(…)'` rounds the radius to whole pixels (0.6 px drew no blur at all) and blurs a layer
    // of the whole line, ≈ 0.5 ms a draw.
    const offstage = 2 * (width + height)
    ctx.font = box.font
    /** The line's ink again, blurred by `blur` px at `opacity`: drawn as the shadow of text set off the canvas. */
    const halo = (blur: number, opacity: number, mirrorOffset?: number) => {
      ctx.save()
      placeLine(offstage)
      if (mirrorOffset !== undefined) {
        ctx.translate(box.width / 2, box.height / 2 + mirrorOffset * box.height)
        ctx.scale(-1, 1)
        ctx.translate(-box.width / 2, -box.height / 2)
      }
      ctx.globalAlpha = opacity
      Object.assign(ctx, { shadowColor: look.ink, shadowBlur: 2 * blur, shadowOffsetX: -offstage, fillStyle: look.ink })
      ctx.fillText(task.text, box.x, box.y)
      ctx.restore()
    }
    const { bleedThrough, inkSpread } = look.book
    if (bleedThrough) halo(BLEED_BLUR, bleedThrough.opacity, bleedThrough.offset)
    if (inkSpread) halo(inkSpread.radius, inkSpread.amount)

    ctx.save()
    placeLine(look.blur > 0 ? offstage : 0)
    if (look.blur > 0) Object.assign(ctx, { shadowColor: look.ink, shadowBlur: 2 * look.blur, shadowOffsetX: -offstage })
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
    darkenPage(ctx, look, width, height)
    const page = look.perspective === 0 ? canvas : keystone(canvas, this.pages.keystone, look.perspective, look.paper)
    if (look.downscale < 1) resample(page, this.pages.lowResolution, look.downscale)
    const pixels = page.getContext('2d').getImageData(0, 0, width, height).data
    applyPixelLooks({ data: pixels, width, height }, look.book, look.paper)
    return { data: encodeJpeg(pixels, width, height, look.jpegQuality), ext: 'jpg', width, height }
  }
}

/** The light falling unevenly (a gradient from the lit edge), the gutter's shadow and a lamp's falloff: one gradient fill each. */
function darkenPage(ctx: SKRSContext2D, look: RealisticLook, width: number, height: number): void {
  const fill = (gradient: ReturnType<SKRSContext2D['createLinearGradient']>, stops: Array<[number, number]>) => {
    for (const [at, darkness] of stops) gradient.addColorStop(at, `rgba(0,0,0,${darkness})`)
    ctx.fillStyle = gradient
    ctx.fillRect(0, 0, width, height)
  }
  fillLight(ctx, look.light, look.lightAngle, width, height)
  const { gutter, illumination } = look.book
  if (gutter) {
    const edge = gutter.side === 'left' ? 0 : width
    const inner = gutter.side === 'left' ? gutter.width * width : width * (1 - gutter.width)
    fill(ctx.createLinearGradient(edge, 0, inner, 0), [[0, gutter.darkness], [1, 0]])
  }
  if (illumination) {
    const [x, y] = [illumination.x * width, illumination.y * height]
    fill(ctx.createRadialGradient(x, y, 0, x, y, Math.max(1, illumination.radius * width)), [[0, 0], [1, illumination.darkness]])
  }
}
