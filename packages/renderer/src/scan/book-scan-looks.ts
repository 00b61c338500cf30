import type { DegradationBounds } from './legibility'
import { between, round, type Random } from '../random'

/**
 * The looks of a page scanned from a bound book, each present or not, all drawn from the image's seed and recorded
 * in its metadata. Sizes are fractions of the image (or px where the stroke sets them).
 */
export interface BookScanLooks {
  /** The text of the page's back showing through: this line mirrored, faint, `offset` × height lower. */
  bleedThrough?: { opacity: number; offset: number }
  /** The shadow of the spine on one side, darkest at the edge, over `width` of the image. */
  gutter?: { side: 'left' | 'right'; width: number; darkness: number }
  /** A lamp's falloff: light at (x, y), darker by `darkness` at `radius` (fractions of the width) and beyond. */
  illumination?: { x: number; y: number; radius: number; darkness: number }
  /** A page that does not lie flat: columns shifted by up to `amplitude` px along a wave of `period` × width. */
  warp?: { amplitude: number; period: number; phase: number }
  /** Ink soaking into the paper: a halo of the ink, blurred by `radius` px, at `amount` opacity. */
  inkSpread?: { radius: number; amount: number }
  /** Ink that did not take: `spots` round patches of `radius` px faded towards the paper by `fade`. */
  dropout?: { spots: number; radius: number; fade: number; seed: number }
  /** Isolated black and white pixels, `density` of all pixels. */
  saltPepper?: { density: number; seed: number }
}

/** How often each look appears at medium strength; the strength and the stroke scale it (bounds.book). */
const CHANCE = 0.25
/** A stroke thinner than this, px, gets no dropout: a patch would take whole letters away. */
const DROPOUT_MIN_STROKE = 1.5

const seedOf = (random: Random) => Math.floor(random() * 2 ** 32)

/** Which book-scan looks one image gets, and how strong: never more than its bounds allow. */
export function randomBookLooks(random: Random, bounds: DegradationBounds, size: number): BookScanLooks {
  const scale = bounds.book
  const looks: BookScanLooks = {}
  const chance = () => random() < CHANCE * Math.min(1, scale)
  const strength = Math.min(1, scale)
  if (chance())
    looks.bleedThrough = {
      opacity: round(between(random, 0.05, 0.08 + 0.1 * strength)),
      offset: round(between(random, -0.15, 0.15)),
    }
  if (chance()) {
    const side = random() < 0.5 ? 'left' : 'right'
    looks.gutter = {
      side,
      width: round(between(random, 0.08, 0.3)),
      darkness: round(between(random, 0.1, 0.1 + 0.3 * strength)),
    }
  }
  if (chance()) {
    looks.illumination = {
      x: round(random()),
      y: round(random()),
      radius: round(between(random, 0.3, 0.8)),
      darkness: round(between(random, 0.08, 0.08 + 0.2 * strength)),
    }
  }
  // Within the padding (a quarter of the size), so the ink never leaves the image.
  if (chance())
    looks.warp = {
      amplitude: round(between(random, 1, 1 + 0.08 * size * strength), 1),
      period: round(between(random, 0.6, 2)),
      phase: round(between(random, 0, 2 * Math.PI)),
    }
  if (chance())
    looks.inkSpread = {
      radius: round(between(random, 0.5, 0.8 + 0.7 * strength)),
      amount: round(between(random, 0.3, 0.4 + 0.4 * strength)),
    }
  if (bounds.stroke >= DROPOUT_MIN_STROKE && chance()) {
    looks.dropout = {
      spots: Math.round(between(random, 2, 4 + 8 * scale)),
      radius: round(between(random, 0.5, 1) * bounds.stroke, 1),
      fade: round(between(random, 0.3, 0.5 + 0.3 * strength)),
      seed: seedOf(random),
    }
  }
  if (chance())
    looks.saltPepper = { density: round(between(random, 0.0005, 0.001 + 0.003 * scale), 4), seed: seedOf(random) }
  return looks
}

/** How much a look darkens the page, counted with the light and noise against the bounds' contrast loss. */
export const bookDarkening = (looks: BookScanLooks): number =>
  (looks.gutter?.darkness ?? 0) + (looks.illumination?.darkness ?? 0)
