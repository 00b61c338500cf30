import { invalidBmp, type BmpLayout } from './bmp-header'

/** Takes one decoded pixel: its row in the stream's order, its column, and its palette index. */
export type PutPixel = (row: number, x: number, index: number) => void

const count = (value: number) => value.toLocaleString('en-US')

/**
 * Walks a BMP's RLE8 or RLE4 stream and refuses one that is longer or shorter than the image's pixels: a row ended
 * before its last pixel, a run past a row's end or past the last row, a delta (which leaves pixels undefined), a
 * stream that stops early, or a palette index beyond the palette. With `put`, hands it every pixel; without, only
 * checks, in time proportional to the stream and with no memory, so a stream is checked whole before any pixel
 * memory is taken. Bytes after the end-of-bitmap mark are ignored.
 */
export function walkRle(bytes: Uint8Array, layout: BmpLayout, put?: PutPixel): void {
  const { width, height, encoding } = layout
  const colours = layout.palette.length / 3
  const rle8 = encoding === 'rle8'
  const fail = (what: string) => invalidBmp(`its ${rle8 ? 'RLE8' : 'RLE4'} data ${what}`)
  const colour = (index: number) => {
    if (index >= colours) throw fail(`names colour ${index} of a palette of ${colours}`)
    return index
  }
  let row = 0
  let x = 0
  const fit = (pixels: number) => {
    if (row >= height) throw fail(`holds more pixels than its ${count(width)} × ${count(height)}`)
    if (x + pixels > width)
      throw fail(`runs past the end of row ${count(row + 1)} (to pixel ${count(x + pixels)} of ${count(width)})`)
  }

  let at = layout.pixelsAt
  while (at + 2 <= bytes.length) {
    const first = bytes[at]!
    const second = bytes[at + 1]!
    at += 2
    if (first > 0) {
      // A run: `first` pixels of one index (RLE8), or of two alternating ones (RLE4: high nibble, low nibble, …).
      fit(first)
      const even = colour(rle8 ? second : second >> 4)
      const odd = first > 1 ? colour(rle8 ? second : second & 0x0f) : even
      if (put) for (let pixel = 0; pixel < first; pixel += 1) put(row, x + pixel, pixel & 1 ? odd : even)
      x += first
    } else if (second === 0) {
      // End of a row: only where the row is full.
      if (row >= height) throw fail(`holds more rows than its height of ${count(height)}`)
      if (x < width) throw fail(`ends row ${count(row + 1)} after ${count(x)} of ${count(width)} pixels`)
      row += 1
      x = 0
    } else if (second === 1) {
      break
    } else if (second === 2) {
      throw fail('skips pixels with a delta, which leaves them undefined')
    } else {
      // Literal indices, `second` of them, padded to an even number of bytes.
      const length = rle8 ? second : Math.ceil(second / 2)
      if (at + length > bytes.length) throw fail(`is cut short in row ${count(row + 1)}`)
      fit(second)
      for (let pixel = 0; pixel < second; pixel += 1) {
        const byte = bytes[at + (rle8 ? pixel : pixel >> 1)]!
        const index = colour(rle8 ? byte : pixel & 1 ? byte & 0x0f : byte >> 4)
        put?.(row, x + pixel, index)
      }
      at += length + (length & 1)
      x += second
    }
  }
  // The end-of-bitmap mark, or the stream's end, only after the last pixel.
  const complete = (row === height - 1 && x === width) || (row === height && x === 0)
  if (!complete) throw fail(`ends after ${count(Math.min(row, height) * width + x)} of ${count(width * height)} pixels`)
}
