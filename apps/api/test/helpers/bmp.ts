/** BMP files made by the tests, byte by byte: the server's decoder is checked against what a writer meant. */

export interface BmpParts {
  width: number
  height: number
  bitsPerPixel: number
  /** 0 plain rows, 1 RLE8, 2 RLE4, 3 bit fields, 6 bit fields with alpha. */
  compression?: number
  /** Colours as [red, green, blue]. */
  palette?: ReadonlyArray<readonly [number, number, number]>
  /** Bit fields' masks (red, green, blue and, with compression 6, alpha), stored after the header. */
  masks?: number[]
  /** Rows stored top row first (a negative height). */
  topDown?: boolean
  /** The pixel data exactly as stored. */
  data: Buffer
}

/** A BMP of a BITMAPINFOHEADER, the masks, the palette and the pixel data. */
export function bmpFile({
  width,
  height,
  bitsPerPixel,
  compression = 0,
  palette = [],
  masks = [],
  topDown = false,
  data,
}: BmpParts): Buffer {
  const paletteAt = 14 + 40 + masks.length * 4
  const pixelsAt = paletteAt + palette.length * 4
  const file = Buffer.alloc(pixelsAt + data.length)
  file.write('BM', 0, 'ascii')
  file.writeUInt32LE(file.length, 2)
  file.writeUInt32LE(pixelsAt, 10)
  file.writeUInt32LE(40, 14)
  file.writeInt32LE(width, 18)
  file.writeInt32LE(topDown ? -height : height, 22)
  file.writeUInt16LE(1, 26)
  file.writeUInt16LE(bitsPerPixel, 28)
  file.writeUInt32LE(compression, 30)
  file.writeUInt32LE(data.length, 34)
  file.writeUInt32LE(palette.length, 46)
  masks.forEach((mask, index) => file.writeUInt32LE(mask, 54 + index * 4))
  palette.forEach(([red, green, blue], index) => file.set([blue, green, red, 0], paletteAt + index * 4))
  data.copy(file, pixelsAt)
  return file
}

/** A 24-bit BMP of RGB pixels (rows top to bottom, as sharp gives them): stored bottom row first, BGR, rows padded. */
export function bmp24(rgb: Buffer, width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4
  const data = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 3
      data.set([rgb[from + 2]!, rgb[from + 1]!, rgb[from]!], (height - 1 - y) * stride + x * 3)
    }
  }
  return bmpFile({ width, height, bitsPerPixel: 24, data })
}

/**
 * Rows of palette indices (top to bottom) as an RLE8 stream, as a careful writer stores them: bottom row first, runs of
 * a repeated index (up to 255), literal stretches (3–255 indices, padded to an even length) for the rest, an
 * end-of-line after each row and the end-of-bitmap mark after the last.
 */
export function rle8(rows: Uint8Array[]): Buffer {
  const bytes: number[] = []
  for (const row of [...rows].reverse()) {
    let x = 0
    while (x < row.length) {
      let run = 1
      while (x + run < row.length && run < 255 && row[x + run] === row[x]) run += 1
      if (run >= 2 || row.length - x < 3) {
        bytes.push(run, row[x]!)
        x += run
        continue
      }
      let literal = 1
      while (x + literal < row.length && literal < 255 && row[x + literal] !== row[x + literal - 1]) literal += 1
      if (literal < 3) {
        bytes.push(1, row[x]!)
        x += 1
        continue
      }
      bytes.push(0, literal, ...row.subarray(x, x + literal))
      if (literal % 2 === 1) bytes.push(0)
      x += literal
    }
    bytes.push(0, 0)
  }
  bytes.push(0, 1)
  return Buffer.from(bytes)
}

/** A palette of four colours, for paletted test BMPs. */
export const PALETTE = [
  [250, 246, 236],
  [20, 24, 28],
  [200, 30, 40],
  [30, 160, 90],
] as const

/** Rows of PALETTE indices with runs and literal stretches, odd sizes so rows need padding. */
export function indexRows(width: number, height: number): Uint8Array[] {
  return Array.from({ length: height }, (_, y) =>
    Uint8Array.from({ length: width }, (_, x) => (x < 9 + y ? (y % 2) * 2 : (x * 7 + y) % 4)),
  )
}

/** The RGB pixels that rows of palette indices stand for. */
export const rgbOf = (rows: Uint8Array[]) =>
  Buffer.from(rows.flatMap((row) => [...row].flatMap((index) => [...PALETTE[index]!])))
