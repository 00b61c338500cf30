import { between, pick, round, type Random } from './random'

/** The paper/scan degradations of one `ultra-realistic` image, all drawn from its seed and recorded in the metadata. */
export interface RealisticLook {
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
  /** Gaussian blur radius (standard deviation), px; Skia leaves glyphs sharp below ≈ 0.35 px, so 0 or 0.4–1.2. */
  blur: number
  /** Darkening at the unlit edge (0 = even light) and the light's direction in degrees. */
  light: number
  lightAngle: number
  /** Scale of the low-resolution pass (1 = none). */
  downscale: number
  jpegQuality: number
}

export const NOISE_TILES = 4
export const NOISE_TILE_SIZE = 128

const PAPERS = ['#ffffff', '#fbf8f1', '#f5efe0', '#efe9dc', '#f2f2f2', '#e9e4d8']
const INKS = ['#000000', '#1a1a1a', '#2b2b2b', '#10163a', '#1d2a5c', '#2a1a10']

export function randomLook(random: Random): RealisticLook {
  return {
    paper: pick(random, PAPERS),
    ink: pick(random, INKS),
    texture: round(between(random, 0, 0.35)),
    grain: round(between(random, 0, 0.25)),
    noiseTile: Math.floor(random() * NOISE_TILES),
    noiseX: Math.floor(random() * NOISE_TILE_SIZE),
    noiseY: Math.floor(random() * NOISE_TILE_SIZE),
    thickness: round(random() < 0.5 ? 0 : between(random, 0.2, 1)),
    rotation: round(between(random, -2, 2)),
    shear: round(between(random, -0.12, 0.12)),
    perspective: round(random() < 0.5 ? 0 : between(random, -0.12, 0.12)),
    blur: round(random() < 0.4 ? 0 : between(random, 0.4, 1.2)),
    light: round(random() < 0.3 ? 0 : between(random, 0.05, 0.35)),
    lightAngle: Math.floor(random() * 360),
    downscale: round(random() < 0.7 ? 1 : between(random, 0.45, 0.8)),
    jpegQuality: Math.floor(between(random, 35, 92)),
  }
}
