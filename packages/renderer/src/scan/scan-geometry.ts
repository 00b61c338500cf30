import type { BookScanLooks } from './book-scan-looks'

/** The most two neighbouring keystone strips may differ in height, px: strips land on whole pixels, so each edge then steps by one pixel at most. */
const KEYSTONE_STEP = 0.5

/**
 * How many vertical strips a keystone of `amount` needs on a page of this size: enough that neighbours differ by
 * at most KEYSTONE_STEP px in height, and no strip narrower than a pixel.
 */
export function keystoneStrips(amount: number, width: number, height: number): number {
  return Math.max(1, Math.min(width, Math.ceil((Math.abs(amount) * height) / KEYSTONE_STEP)))
}

/** A page that does not lie flat: each column's whole-pixel shift down along the wave, written into `shifts` (one a column). */
export function writeWarpShifts(
  shifts: Int32Array,
  { amplitude, period, phase }: NonNullable<BookScanLooks['warp']>,
): void {
  const wavelength = Math.max(1, period * shifts.length)
  for (let x = 0; x < shifts.length; x++)
    shifts[x] = Math.round(amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase))
}
