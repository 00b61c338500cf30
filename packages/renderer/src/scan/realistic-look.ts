import type { DegradationStrength } from '@odia-ai/contract'
import { bookDarkening, randomBookLooks, type BookScanLooks } from './book-scan-looks'
import type { DegradationBounds } from './legibility'
import { between, pick, round, type Random } from '../random'

/** The paper/scan degradations of one `ultra-realistic` image, all drawn from its seed and recorded in the metadata. */
export interface RealisticLook {
  strength: DegradationStrength
  paper: string
  ink: string
  /** Opacity of the paper texture under the text and of the scan grain over it. */
  texture: number
  grain: number
  /** Which precomputed noise tile, and where in it. */
  noiseTile: number
  noiseX: number
  noiseY: number
  /** Extra stroke width of the ink, px (0–1): a second impression one pixel right and down, at this opacity. */
  thickness: number
  /** Degrees. */
  rotation: number
  /** Horizontal shear (a slightly skewed scan). */
  shear: number
  /** Keystone: how much shorter the right edge is than the left (negative: the left), as a fraction of the height. */
  perspective: number
  /** Gaussian blur radius (standard deviation), px; Skia leaves glyphs sharp below ≈ 0.35 px, so 0 or 0.4–1.6. */
  blur: number
  /** Darkening at the unlit edge (0 = even light) and the light's direction in degrees. */
  light: number
  lightAngle: number
  /** Scale of the low-resolution pass (1 = none). */
  downscale: number
  jpegQuality: number
  book: BookScanLooks
}

export const NOISE_TILES = 4
export const NOISE_TILE_SIZE = 128

const PAPERS = ['#ffffff', '#fbf8f1', '#f5efe0', '#efe9dc', '#f2f2f2', '#e9e4d8']
const INKS = ['#000000', '#1a1a1a', '#2b2b2b', '#10163a', '#1d2a5c', '#2a1a10']

/** One image's look, every degradation drawn within `bounds` (its strength narrowed to its stroke; see legibility.ts). */
export function randomLook(random: Random, bounds: DegradationBounds, size: number): RealisticLook {
  const maybe = (chance: number, draw: () => number, none: number) => (random() < chance ? draw() : none)
  const look: RealisticLook = {
    strength: bounds.strength,
    paper: pick(random, PAPERS),
    ink: pick(random, INKS),
    texture: round(between(random, 0, bounds.texture)),
    grain: round(between(random, 0, bounds.grain)),
    noiseTile: Math.floor(random() * NOISE_TILES),
    noiseX: Math.floor(random() * NOISE_TILE_SIZE),
    noiseY: Math.floor(random() * NOISE_TILE_SIZE),
    thickness: round(maybe(0.5, () => between(random, 0.2, 1), 0)),
    rotation: round(between(random, -bounds.rotation, bounds.rotation)),
    shear: round(between(random, -bounds.shear, bounds.shear)),
    perspective: round(maybe(0.5, () => between(random, -bounds.perspective, bounds.perspective), 0)),
    blur: round(maybe(bounds.blur > 0 ? 0.6 : 0, () => between(random, 0.4, bounds.blur), 0)),
    light: round(maybe(0.7, () => between(random, 0.05, Math.max(0.05, bounds.light)), 0)),
    lightAngle: Math.floor(random() * 360),
    downscale: round(maybe(bounds.downscale < 1 ? 0.3 : 0, () => between(random, bounds.downscale, 0.9), 1)),
    jpegQuality: Math.floor(between(random, bounds.jpegQuality, 92)),
    book: randomBookLooks(random, bounds, size),
  }
  return withinContrast(look, bounds.contrastLoss)
}

/**
 * The look with its page darkening (uneven light, gutter, lamp falloff) and half its noise opacities scaled down
 * together until their sum stays within `contrastLoss`: what a recogniser's binariser loses thin ink in.
 */
export function withinContrast(look: RealisticLook, contrastLoss: number): RealisticLook {
  const loss = contrastLossOf(look)
  if (loss <= contrastLoss) return look
  const scale = (value: number) => Math.floor((value * contrastLoss * 100) / loss) / 100
  const { gutter, illumination } = look.book
  const book = {
    ...look.book,
    ...(gutter ? { gutter: { ...gutter, darkness: scale(gutter.darkness) } } : {}),
    ...(illumination ? { illumination: { ...illumination, darkness: scale(illumination.darkness) } } : {}),
  }
  return { ...look, light: scale(look.light), texture: scale(look.texture), grain: scale(look.grain), book }
}

export const contrastLossOf = (look: RealisticLook): number =>
  look.light + bookDarkening(look.book) + (look.texture + look.grain) / 2
