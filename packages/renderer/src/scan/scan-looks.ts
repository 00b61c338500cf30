import { jpegBound } from '../encode/jpeg'
import { noiseTileValues } from './noise-fill'
import { NOISE_TILE_SIZE, NOISE_TILES, type RealisticLook } from './realistic-look'
import { blurPasses, canvasBlurSigma } from './scan-blur'
import { darkeningOf, NO_DARKENING } from './scan-darkening'
import { keystoneStrips, writeWarpShifts } from './scan-geometry'
import { reserve, scanKernels, type ScanKernels } from './scan-kernels'

/** Bytes a noise tile takes in the kernels' memory: each row twice over (see compose). */
const TILE_BYTES = 2 * NOISE_TILE_SIZE * NOISE_TILE_SIZE
/** Bytes before and after each buffer that a kernel may read or write past its ends. */
const SLACK = 16
/** Blur of the mirrored text showing through from the page's back, px: paper scatters it. */
const BLEED_BLUR = 1

const aligned = (bytes: number) => Math.ceil(bytes / 16) * 16
/** A fraction as 256ths. */
const in256ths = (fraction: number) => Math.round(fraction * 256)

/** The blur kernel's passes for the canvas's blur of a look's σ. */
const blurOf = (sigma: number) => blurPasses(canvasBlurSigma(sigma))

/**
 * Where one image's buffers lie in the kernels' memory: after the noise tiles, two regions as large as its RGBA image,
 * then a table, 8 bytes a pixel in all (three images and four planes took 16: gigabytes for a 500-character line at
 * 128 px). The scan ends in the first region: the page is composed into the region from which the geometry's passes,
 * each from one region into the other, bring it back there. Meanwhile the coverage planes lie in the other region (done
 * with once the page is composed), and a band of ink read back waits in the page's region; once the scan is made, the
 * encoder writes into the second.
 */
class Layout {
  readonly scan: number
  readonly other: number
  readonly page: number
  readonly sharp: number
  readonly coverage: number
  readonly halo: number
  readonly spare: number
  readonly ink: number
  readonly table: number
  readonly output: number
  readonly outputBytes: number
  readonly end: number

  constructor(width: number, height: number, swaps: number) {
    const planeBytes = aligned(width * height + 2 * SLACK)
    const regionBytes = Math.max(aligned(4 * width * height + 2 * SLACK), 4 * planeBytes)
    ;[this.scan, this.other] = [NOISE_TILES * TILE_BYTES + SLACK, NOISE_TILES * TILE_BYTES + SLACK + regionBytes]
    this.page = swaps % 2 === 0 ? this.scan : this.other
    this.ink = this.page
    const planes = this.page === this.scan ? this.other : this.scan
    ;[this.sharp, this.coverage, this.halo, this.spare] = [
      planes,
      planes + planeBytes,
      planes + 2 * planeBytes,
      planes + 3 * planeBytes,
    ]
    this.table = this.other + regionBytes
    ;[this.output, this.outputBytes] = [this.other, jpegBound(width, height)]
    // The low-resolution pass takes 10 bytes a column, and 4 columns more; the encoder's room may reach past it.
    this.end = Math.max(this.table + aligned(10 * (width + 4)), this.output + this.outputBytes)
  }
}

/** How many of the geometry's passes a look takes, each from one region into the other (the low-resolution pass comes back). */
const swapsOf = (look: RealisticLook) => (look.perspective !== 0 ? 1 : 0) + (look.book.warp ? 1 : 0)

/**
 * The page of an ultra-realistic line, from its ink's coverage as the canvas drew it (text and thickness, sharp, on
 * nothing): the text's blur, the ink spreading into the paper and the back page showing through (the coverage blurred,
 * mirrored), then paper, texture, ink, scan grain and the page's darkening (uneven light, gutter, lamp), then
 * keystone, the low-resolution pass and the warp, in the order the canvas drew them before. On the WebAssembly kernels
 * of scan-kernels.wat, 2 to 16 pixels at a time: a fraction of what they cost as canvas work (shadow blurs, mirrored
 * text, gradients, noise tiles, keystone strips).
 *
 * One instance per thread, one image at a time: `begin`, the ink band by band (`addInk`), then `finish`. Its memory
 * holds the noise tiles, then the current image's buffers (see Layout), and never shrinks: let an instance go after
 * a large image.
 */
export class ScanLooks {
  private readonly kernels: ScanKernels = scanKernels()
  private layout: Layout | undefined
  private width = 0
  private height = 0

  constructor() {
    reserve(this.kernels, NOISE_TILES * TILE_BYTES)
    const memory = new Uint8Array(this.kernels.memory.buffer)
    for (let tile = 0; tile < NOISE_TILES; tile++) {
      const values = noiseTileValues(tile)
      for (let row = 0; row < NOISE_TILE_SIZE; row++) {
        const line = values.subarray(row * NOISE_TILE_SIZE, (row + 1) * NOISE_TILE_SIZE)
        memory.set(line, tile * TILE_BYTES + 2 * row * NOISE_TILE_SIZE)
        memory.set(line, tile * TILE_BYTES + (2 * row + 1) * NOISE_TILE_SIZE)
      }
    }
  }

  /** Bytes of memory the kernels hold. */
  get bytes(): number {
    return this.kernels.memory.buffer.byteLength
  }

  /** Starts the scan of a `width` × `height` line to be made with `look`. */
  begin(width: number, height: number, look: RealisticLook): void {
    this.layout = new Layout(width, height, swapsOf(look))
    ;[this.width, this.height] = [width, height]
    reserve(this.kernels, this.layout.end)
  }

  /** Rows `y` on of the ink: RGBA as read back from the canvas, whole rows, its alpha the coverage. */
  addInk(ink: Uint8ClampedArray, y: number): void {
    const { ink: at, sharp } = this.layout!
    new Uint8Array(this.kernels.memory.buffer, at, ink.length).set(ink)
    this.kernels.coverage(at, sharp + y * this.width, ink.length / 4)
  }

  /**
   * The scan of the line from the ink added, with `look`; `lineHeight` is the line's own height on the page, px (the
   * back page's text is offset by a share of it). A view of the kernels' memory, good until the next image.
   */
  finish(look: RealisticLook, lineHeight: number): Uint8ClampedArray {
    const { layout, width, height } = this
    this.coverage(layout!, width, height, look, lineHeight)
    this.page(layout!, width, height, look)
    const scan = this.geometry(layout!, width, height, look)
    return new Uint8ClampedArray(this.kernels.memory.buffer, scan, 4 * width * height)
  }

  /** Room for the encoded scan beside it, as large as the encoder may need: good until the next image. */
  output(): Buffer {
    return Buffer.from(this.kernels.memory.buffer, this.layout!.output, this.layout!.outputBytes)
  }

  /** The ink's coverage, blurred with the text, with the ink spread and the back page's text laid under it. */
  private coverage(
    { sharp, coverage, halo, spare }: Layout,
    width: number,
    height: number,
    look: RealisticLook,
    lineHeight: number,
  ): void {
    const { kernels } = this
    const count = width * height
    const copy = (from: number, to: number) => new Uint8Array(kernels.memory.buffer).copyWithin(to, from, from + count)
    copy(sharp, coverage)
    const { bleedThrough, inkSpread } = look.book
    // The halos were blurred from the sharp glyphs: from a blurred line, they take only the rest of their variance.
    const haloBlur = (sigma: number) => blurOf(Math.sqrt(Math.max(0, sigma ** 2 - look.blur ** 2)))
    if (inkSpread) {
      copy(sharp, halo)
      kernels.blur(halo, spare, width, height, ...haloBlur(inkSpread.radius))
      kernels.overlay(coverage, halo, count, in256ths(inkSpread.amount))
    }
    if (bleedThrough) {
      kernels.mirror(sharp, halo, width, height, Math.round(bleedThrough.offset * lineHeight))
      kernels.blur(halo, spare, width, height, ...haloBlur(BLEED_BLUR))
      kernels.overlay(coverage, halo, count, in256ths(bleedThrough.opacity))
    }
  }

  /** Paper, texture, ink, grain and darkening, from the coverage into the page's region. */
  private page({ coverage, page }: Layout, width: number, height: number, look: RealisticLook): void {
    const darkening = darkeningOf(look, width, height)
    const { light, lightStart, lightX, lightY, gutter, gutterStart, gutterX, lamp, lampX, lampY, lampInvReach } =
      darkening ?? NO_DARKENING
    const noise = [look.noiseTile * TILE_BYTES, look.noiseX, look.noiseY] as const
    const [paper, ink] = [rgbaWord(look.paper), rgbaWord(look.ink)]
    this.kernels.compose(
      coverage,
      page,
      width,
      height,
      paper,
      ink,
      ...noise,
      in256ths(look.texture),
      in256ths(look.grain),
      darkening ? 1 : 0,
      light,
      lightStart,
      lightX,
      lightY,
      gutter,
      gutterStart,
      gutterX,
      lamp,
      lampX,
      lampY,
      lampInvReach,
    )
  }

  /** Keystone, the low-resolution pass and the warp, from the page's region; returns where the scan ends up (the first). */
  private geometry({ page, scan, other, table }: Layout, width: number, height: number, look: RealisticLook): number {
    const { kernels } = this
    let [source, target] = page === scan ? [scan, other] : [other, scan]
    const next = () => ([source, target] = [target, source])
    if (look.perspective !== 0) {
      kernels.keystone(
        source,
        target,
        width,
        height,
        look.perspective,
        keystoneStrips(look.perspective, width, height),
        rgbaWord(look.paper),
      )
      next()
    }
    if (look.downscale < 1) {
      const [smallWidth, smallHeight] = [
        Math.max(1, Math.round(width * look.downscale)),
        Math.max(1, Math.round(height * look.downscale)),
      ]
      kernels.resample(source, target, table, width, height, smallWidth, smallHeight)
    }
    if (look.book.warp) {
      writeWarpShifts(new Int32Array(kernels.memory.buffer, table, width), look.book.warp)
      kernels.warp(source, target, width, height, table)
      next()
    }
    return source
  }
}

/** `#rrggbb` as an opaque RGBA word (alpha in the top byte) for the kernels. */
function rgbaWord(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16))
  return (0xff << 24) | (blue! << 16) | (green! << 8) | red!
}
