import type { DegradationStrength } from '@odia-ai/contract'

/**
 * A style's main stroke width in px at `size`: measured from the danda (a plain vertical stem) of the bundled
 * families, which grows with the weight alike in each (0.018 em at 100 to 0.17 em at 900;
 * test/scan/legibility.test.ts checks the fonts against it). From the weight, so fonts from FONTS_DIR get it too.
 */
export const strokeWidth = (weight: number, size: number): number =>
  (0.018 + 0.0002 * (Math.max(100, weight) - 100)) * size

/** What a strength may do to a stroke of full contrast; thinner strokes get less (see degradationBounds). */
interface StrengthLimits {
  /** Largest blur radius, px, and as a fraction of the stroke width. */
  blur: number
  blurPerStroke: number
  /** The stroke, px, that the low-resolution pass must leave, and the smallest scale at all. */
  strokeAfterDownscale: number
  downscale: number
  /**
   * Darkening of the page (uneven light) plus half the noise opacities (texture + grain): what a recogniser's
   * binariser loses the ink in. Measured with Tesseract: 0.35 light with 0.25 texture and 0.25 grain read half of
   * the regular-weight lines as empty, 0.2 light with the same noise none.
   */
  contrastLoss: number
  light: number
  texture: number
  grain: number
  jpegQuality: number
  rotation: number
  shear: number
  perspective: number
  /** Chance and scale of each book-scan look. */
  book: number
}

export const STRENGTH_LIMITS: Record<DegradationStrength, StrengthLimits> = {
  light: {
    blur: 0.6,
    blurPerStroke: 0.2,
    strokeAfterDownscale: 2,
    downscale: 0.7,
    contrastLoss: 0.25,
    light: 0.15,
    texture: 0.15,
    grain: 0.1,
    jpegQuality: 70,
    rotation: 1,
    shear: 0.06,
    perspective: 0.06,
    book: 0.5,
  },
  medium: {
    blur: 1.2,
    blurPerStroke: 0.3,
    strokeAfterDownscale: 1.5,
    downscale: 0.45,
    contrastLoss: 0.42,
    light: 0.35,
    texture: 0.35,
    grain: 0.25,
    jpegQuality: 35,
    rotation: 2,
    shear: 0.12,
    perspective: 0.12,
    book: 1,
  },
  heavy: {
    blur: 1.6,
    blurPerStroke: 0.4,
    strokeAfterDownscale: 1.2,
    downscale: 0.35,
    contrastLoss: 0.55,
    light: 0.45,
    texture: 0.45,
    grain: 0.35,
    jpegQuality: 25,
    rotation: 3,
    shear: 0.16,
    perspective: 0.15,
    book: 1.5,
  },
}

/** A stroke this wide, px, is drawn at full contrast; a thinner one is anti-aliased to gray and takes less. */
const FULL_CONTRAST_STROKE = 2.5

/**
 * The bounds one image's degradations are drawn within: the strength's limits narrowed to what its stroke can take.
 * `blur` is 0 when the stroke cannot take a visible one (Skia leaves glyphs sharp below ≈ 0.35 px), `downscale` 1
 * when no low-resolution pass is allowed, `book` how much of each book-scan look the stroke takes (0–1.5).
 */
export type DegradationBounds = Omit<StrengthLimits, 'blurPerStroke' | 'strokeAfterDownscale'> & {
  strength: DegradationStrength
  stroke: number
}

const MIN_VISIBLE_BLUR = 0.4

export function degradationBounds(strength: DegradationStrength, stroke: number): DegradationBounds {
  const limits = STRENGTH_LIMITS[strength]
  // Squared: a hairline's gray ink loses far more to a darker page than a bold stroke's does.
  const contrast = Math.min(1, stroke / FULL_CONTRAST_STROKE) ** 2
  const blur = Math.min(limits.blur, limits.blurPerStroke * stroke)
  const downscale = Math.max(limits.downscale, limits.strokeAfterDownscale / stroke)
  return {
    strength,
    stroke,
    blur: blur < MIN_VISIBLE_BLUR ? 0 : blur,
    downscale: downscale > 0.9 ? 1 : downscale,
    contrastLoss: limits.contrastLoss * contrast,
    light: limits.light * contrast,
    texture: limits.texture * contrast,
    grain: limits.grain * contrast,
    // Thin strokes need more of the quality: 8 × 8 blocks at low quality smear a one-pixel stem into the paper.
    jpegQuality: Math.round(limits.jpegQuality + (90 - limits.jpegQuality) * (1 - contrast)),
    book: limits.book * Math.min(1, stroke / FULL_CONTRAST_STROKE),
    rotation: limits.rotation,
    shear: limits.shear,
    perspective: limits.perspective,
  }
}
