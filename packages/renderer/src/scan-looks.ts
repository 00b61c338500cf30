import { noiseTileValues } from './noise-fill'
import { NOISE_TILE_SIZE, NOISE_TILES, type RealisticLook } from './realistic-look'
import { darkeningOf, NO_DARKENING } from './scan-darkening'
import { keystoneStrips, writeWarpShifts } from './scan-geometry'
import { reserve, scanKernels } from './scan-kernels'

/** Bytes a noise tile takes in the kernels' memory: each row twice over (see compose). */
const TILE_BYTES = 2 * NOISE_TILE_SIZE * NOISE_TILE_SIZE
/** Bytes before and after each buffer that a kernel may read or write past its ends. */
const SLACK = 16
/** Blur of the mirrored text showing through from the page's back, px: paper scatters it. */
const BLEED_BLUR = 1

const aligned = (bytes: number) => Math.ceil(bytes / 16) * 16
/** A blur of `sigma` px as the blur kernel takes it: whole binomial passes (σ² 1/2 each), and the rest as a side weight in 256ths (σ² side/128). */
function blurOf(sigma: number): [passes: number, side: number] {
  const passes = Math.floor(2 * sigma * sigma)
  return [passes, Math.round((sigma * sigma - passes / 2) * 128)]
}
/** A fraction as 256ths. */
const in256ths = (fraction: number) => Math.round(fraction * 256)

/**
 * The page of an ultra-realistic line, from its ink's coverage as the canvas drew it (text and thickness, sharp, on
 * nothing): the text's blur, the ink spreading into the paper and the back page showing through (the coverage blurred,
 * mirrored), then paper, texture, ink, scan grain and the page's darkening (uneven light, gutter, lamp), then
 * keystone, the low-resolution pass and the warp, in the order the canvas drew them before. On the WebAssembly kernels
 * of scan-kernels.wat, 4 to 16 pixels at a time: as canvas work they cost ≈ 1 ms of a 48 px line (shadow blurs,
 * gradients, keystone strips), here ≈ 0.1 ms.
 *
 * One instance per thread. Its memory holds the noise tiles, then an image's RGBA buffers (each step reads one and
 * writes another), its coverage planes (bytes) and a table of 10 bytes a column.
 */
export class ScanLooks {
  private readonly kernels = scanKernels()

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

  /**
   * The scan of a `width` × `height` line from its ink (`ink`: RGBA read back from the canvas, its alpha the
   * coverage), with `look`; `lineHeight` is the line's own height on the page, px (the back page's text is offset by a
   * share of it). A view of the kernels' memory, good until the next image.
   */
  apply(ink: Uint8ClampedArray, width: number, height: number, look: RealisticLook, lineHeight: number): Uint8ClampedArray {
    const { kernels } = this
    const count = width * height
    const rgbaBytes = aligned(4 * count + 2 * SLACK)
    const planeBytes = aligned(count + 2 * SLACK)
    const rgba = [0, 1, 2].map((index) => NOISE_TILES * TILE_BYTES + index * rgbaBytes + SLACK) as [number, number, number]
    const [sharp, coverage, halo, spare] = [0, 1, 2, 3].map((index) => NOISE_TILES * TILE_BYTES + 3 * rgbaBytes + index * planeBytes + SLACK) as [number, number, number, number]
    const columns = spare + planeBytes
    reserve(kernels, columns + aligned(10 * (width + 4)))
    new Uint8Array(kernels.memory.buffer, rgba[0], ink.length).set(ink)

    kernels.coverage(rgba[0], sharp, count)
    new Uint8Array(kernels.memory.buffer).copyWithin(coverage, sharp, sharp + count)
    if (look.blur > 0) kernels.blur(coverage, spare, width, height, ...blurOf(look.blur))
    const { bleedThrough, inkSpread } = look.book
    if (inkSpread) {
      new Uint8Array(kernels.memory.buffer).copyWithin(halo, sharp, sharp + count)
      kernels.blur(halo, spare, width, height, ...blurOf(inkSpread.radius))
      kernels.overlay(coverage, halo, count, in256ths(inkSpread.amount))
    }
    if (bleedThrough) {
      kernels.mirror(sharp, halo, width, height, Math.round(bleedThrough.offset * lineHeight))
      kernels.blur(halo, spare, width, height, ...blurOf(BLEED_BLUR))
      kernels.overlay(coverage, halo, count, in256ths(bleedThrough.opacity))
    }

    const darkening = darkeningOf(look, width, height)
    const d = darkening ?? NO_DARKENING
    // prettier-ignore
    kernels.compose(coverage, rgba[1], width, height, rgbaWord(look.paper), rgbaWord(look.ink), look.noiseTile * TILE_BYTES, look.noiseX, look.noiseY,
      in256ths(look.texture), in256ths(look.grain), darkening ? 1 : 0,
      d.light, d.lightStart, d.lightX, d.lightY, d.gutter, d.gutterStart, d.gutterX, d.lamp, d.lampX, d.lampY, d.lampInvReach)

    let [source, target] = [rgba[1], rgba[0]]
    const next = () => ([source, target] = [target, source])
    if (look.perspective !== 0) {
      kernels.keystone(source, target, width, height, look.perspective, keystoneStrips(look.perspective, width, height), rgbaWord(look.paper))
      next()
    }
    if (look.downscale < 1) {
      const [smallWidth, smallHeight] = [Math.max(1, Math.round(width * look.downscale)), Math.max(1, Math.round(height * look.downscale))]
      kernels.resample(source, target, rgba[2], columns, width, height, smallWidth, smallHeight)
      next()
    }
    if (look.book.warp) {
      writeWarpShifts(new Int32Array(kernels.memory.buffer, columns, width), look.book.warp)
      kernels.warp(source, target, width, height, columns)
      next()
    }
    return new Uint8ClampedArray(kernels.memory.buffer, source, 4 * count)
  }
}

/** `#rrggbb` as an opaque RGBA word (alpha in the top byte) for the kernels. */
function rgbaWord(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16))
  return (0xff << 24) | (blue! << 16) | (green! << 8) | red!
}
