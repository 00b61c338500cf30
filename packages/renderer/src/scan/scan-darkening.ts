import type { RealisticLook } from './realistic-look'

/**
 * The page's darkening as the kernels take it (scan-kernels.wat, $darkenRow): the uneven light (a linear ramp towards
 * the unlit edge), the gutter's shadow (a ramp from the spine's edge) and a lamp's falloff (radial), each the gradient
 * of black the canvas drew it with before, as its darkness and where its ramp stands at pixel centres. A darkness of
 * 0 leaves the factor at 1.
 */
export interface Darkening {
  /** Darker by `light` where the ramp lightStart + x · lightX + y · lightY reaches 1 (clamped to 0–1). */
  light: number
  lightStart: number
  lightX: number
  lightY: number
  /** Darker by `gutter` where gutterStart + x · gutterX is 0 or less, not at all from 1 on. */
  gutter: number
  gutterStart: number
  gutterX: number
  /** Darker by `lamp` at lampInvReach⁻¹ px from (lampX, lampY) and beyond, in proportion nearer. */
  lamp: number
  lampX: number
  lampY: number
  lampInvReach: number
}

/** A darkening that leaves every pixel as it is. */
export const NO_DARKENING: Readonly<Darkening> = {
  light: 0,
  lightStart: 0,
  lightX: 0,
  lightY: 0,
  gutter: 0,
  gutterStart: 0,
  gutterX: 0,
  lamp: 0,
  lampX: 0,
  lampY: 0,
  lampInvReach: 0,
}

/** The darkening of `look` on a `width` × `height` image, or none when it darkens nothing. */
export function darkeningOf(look: RealisticLook, width: number, height: number): Darkening | undefined {
  const { gutter, illumination } = look.book
  if (look.light <= 0 && !gutter && !illumination) return undefined
  const darkening = { ...NO_DARKENING }
  if (look.light > 0) {
    // From (w/2 − dx, h/2 − dy), not darkened, to (w/2 + dx, h/2 + dy), darkened by `light`.
    const direction = (look.lightAngle * Math.PI) / 180
    const [dx, dy] = [(Math.cos(direction) * width) / 2, (Math.sin(direction) * height) / 2]
    const lengthSquared = 4 * (dx * dx + dy * dy) || 1
    const [lightX, lightY] = [(2 * dx) / lengthSquared, (2 * dy) / lengthSquared]
    Object.assign(darkening, {
      light: look.light,
      lightX,
      lightY,
      lightStart: (0.5 - width / 2 + dx) * lightX + (0.5 - height / 2 + dy) * lightY,
    })
  }
  if (gutter) {
    // Darkest at the edge, none `width` of the image inside it.
    const [edge, inner] = gutter.side === 'left' ? [0, gutter.width * width] : [width, width * (1 - gutter.width)]
    Object.assign(darkening, {
      gutter: gutter.darkness,
      gutterStart: (0.5 - edge) / (inner - edge),
      gutterX: 1 / (inner - edge),
    })
  }
  if (illumination) {
    const lampInvReach = 1 / Math.max(1, illumination.radius * width)
    Object.assign(darkening, {
      lamp: illumination.darkness,
      lampX: illumination.x * width,
      lampY: illumination.y * height,
      lampInvReach,
    })
  }
  return darkening
}
