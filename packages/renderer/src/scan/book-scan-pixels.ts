import type { BookScanLooks } from './book-scan-looks'
import { seededRandom } from '../random'

/** RGBA pixels as read back from a canvas, changed in place. */
export interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

/** The looks that change single pixels of the scan, in the order a page meets them: dropout, then the scanner's salt and pepper. */
export function applyPixelLooks(pixels: Pixels, looks: BookScanLooks, paper: string): void {
  if (looks.dropout) dropout(pixels, looks.dropout, paper)
  if (looks.saltPepper) saltPepper(pixels, looks.saltPepper)
}

/** How many random places a dropout patch tries before it settles for one without ink. */
const DROPOUT_TRIES = 32

/** Round patches faded towards the paper, most at their centre, each centred on ink where the tries find some. */
export function dropout(
  { data, width, height }: Pixels,
  { spots, radius, fade, seed }: NonNullable<BookScanLooks['dropout']>,
  paper: string,
): void {
  const random = seededRandom(seed)
  const rgb = [1, 3, 5].map((offset) => Number.parseInt(paper.slice(offset, offset + 2), 16))
  const inkLevel = rgb[1]! / 2
  const reach = Math.ceil(radius)
  for (let spot = 0; spot < spots; spot++) {
    let [cx, cy] = [0, 0]
    for (let attempt = 0; attempt < DROPOUT_TRIES; attempt++) {
      ;[cx, cy] = [Math.floor(random() * width), Math.floor(random() * height)]
      if (data[(cy * width + cx) * 4 + 1]! < inkLevel) break
    }
    for (let y = Math.max(0, cy - reach); y <= Math.min(height - 1, cy + reach); y++) {
      for (let x = Math.max(0, cx - reach); x <= Math.min(width - 1, cx + reach); x++) {
        const weight = fade * (1 - Math.hypot(x - cx, y - cy) / radius)
        if (weight <= 0) continue
        const at = (y * width + x) * 4
        for (let channel = 0; channel < 3; channel++)
          data[at + channel] = data[at + channel]! + (rgb[channel]! - data[at + channel]!) * weight
      }
    }
  }
}

/** `density` of the pixels, chosen at random, turned black or white. */
export function saltPepper(
  { data, width, height }: Pixels,
  { density, seed }: NonNullable<BookScanLooks['saltPepper']>,
): void {
  const random = seededRandom(seed)
  const words = new Uint32Array(data.buffer, data.byteOffset, width * height)
  const count = Math.round(density * width * height)
  // Opaque black and white in either byte order.
  const [black, white] = [0xff000000, 0xffffffff]
  for (let flip = 0; flip < count; flip++) words[Math.floor(random() * words.length)] = random() < 0.5 ? black : white
}
