import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import { applyPixelLooks } from './book-scan-pixels'
import { encodeJpeg } from './jpeg'
import type { InkBox, RenderedImage, RenderTask } from './line-renderer'
import { seededRandom } from './random'
import { NOISE_TILE_SIZE, NOISE_TILES, type RealisticLook } from './realistic-look'
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
  private readonly noiseTiles: Canvas[] = Array.from({ length: NOISE_TILES }, (_, index) => noiseTile(index))

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
    this.fillNoise(ctx, look, look.texture, width, height)
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

    this.fillNoise(ctx, look, look.grain, width, height)
    darkenPage(ctx, look, width, height)
    const page = look.perspective === 0 ? canvas : keystone(canvas, this.pages.keystone, look.perspective, look.paper)
    if (look.downscale < 1) resample(page, this.pages.lowResolution, look.downscale)
    const pixels = page.getContext('2d').getImageData(0, 0, width, height).data
    applyPixelLooks({ data: pixels, width, height }, look.book, look.paper)
    return { data: encodeJpeg(pixels, width, height, look.jpegQuality), ext: 'jpg', width, height }
  }

  /**
   * A noise tile laid over the whole image at `opacity`, shifted by the look's offset. Drawn tile by tile:
   * whole-pixel image copies cost less than half of a repeating pattern's fill (≈ 70 µs against ≈ 160 µs a line).
   */
  private fillNoise(ctx: SKRSContext2D, look: RealisticLook, opacity: number, width: number, height: number): void {
    if (opacity <= 0) return
    const tile = this.noiseTiles[look.noiseTile]!
    ctx.save()
    ctx.globalAlpha = opacity
    for (let y = -look.noiseY; y < height; y += NOISE_TILE_SIZE) {
      for (let x = -look.noiseX; x < width; x += NOISE_TILE_SIZE) ctx.drawImage(tile, x, y)
    }
    ctx.restore()
  }
}

/** The light falling unevenly (a gradient from the lit edge), the gutter's shadow and a lamp's falloff: one gradient fill each. */
function darkenPage(ctx: SKRSContext2D, look: RealisticLook, width: number, height: number): void {
  const fill = (gradient: ReturnType<SKRSContext2D['createLinearGradient']>, stops: Array<[number, number]>) => {
    for (const [at, darkness] of stops) gradient.addColorStop(at, `rgba(0,0,0,${darkness})`)
    ctx.fillStyle = gradient
    ctx.fillRect(0, 0, width, height)
  }
  if (look.light > 0) {
    const direction = (look.lightAngle * Math.PI) / 180
    const dx = (Math.cos(direction) * width) / 2
    const dy = (Math.sin(direction) * height) / 2
    fill(ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy), [[0, 0], [1, look.light]])
  }
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

/** Gray noise around mid-gray, the same on every thread (fixed seeds), tiled as a pattern at random offsets. */
function noiseTile(index: number): Canvas {
  const tile = createCanvas(NOISE_TILE_SIZE, NOISE_TILE_SIZE)
  const ctx = tile.getContext('2d')
  const image = ctx.createImageData(NOISE_TILE_SIZE, NOISE_TILE_SIZE)
  const random = seededRandom(0x5eed + index)
  for (let offset = 0; offset < image.data.length; offset += 4) {
    const value = 128 + Math.round((random() - 0.5) * 255)
    image.data[offset] = value
    image.data[offset + 1] = value
    image.data[offset + 2] = value
    image.data[offset + 3] = 255
  }
  ctx.putImageData(image, 0, 0)
  return tile
}
