/** Rows of the table held in one 32-bit word. */
const WORD = 32

/**
 * The blocks of 32 rows worth working out in each column of the Levenshtein table of a reference (rows `1..rows`) against
 * a hypothesis (columns `1..columns`): those holding a cell that some path costing at most `limit` goes through (Ukkonen
 * 1985), so a cell is at most `limit` diagonals off the start's diagonal and off the end's. `limit` is at least
 * `|rows − columns|`, the least any path costs.
 */
export class Band {
  readonly blocks: number
  private readonly offset: number

  constructor(
    readonly rows: number,
    readonly columns: number,
    readonly limit: number,
  ) {
    this.blocks = Math.ceil(rows / WORD)
    this.offset = rows - columns
  }

  /** The first block of column `column` (1-based). */
  first(column: number): number {
    return (Math.max(1, column - this.limit, column + this.offset - this.limit) - 1) >>> 5
  }

  /** The last block of column `column` (1-based). */
  last(column: number): number {
    return (Math.min(this.rows, column + this.limit, column + this.offset + this.limit) - 1) >>> 5
  }

  /** Block steps a pass over every column takes: the work it costs. */
  steps(): number {
    let steps = 0
    for (let column = 1; column <= this.columns; column++) steps += this.last(column) - this.first(column) + 1
    return steps
  }
}

/** Each column's blocks as a pass left them: where a column's blocks start, and per block its vertical steps up and down and its bottom row's value. */
export interface KeptColumns {
  starts: Int32Array
  up: Int32Array
  down: Int32Array
  bottom: Int32Array
}

/** For each symbol, the blocks of the reference it occurs in and its rows there (one bit per row): the match masks, sparse. */
function matchMasks(reference: Int32Array, alphabet: number) {
  const starts = new Int32Array(alphabet + 1)
  const lastBlock = new Int32Array(alphabet).fill(-1)
  for (let row = 0; row < reference.length; row++) {
    const symbol = reference[row]!
    if (lastBlock[symbol] !== row >>> 5) {
      lastBlock[symbol] = row >>> 5
      starts[symbol + 1]! += 1
    }
  }
  for (let symbol = 0; symbol < alphabet; symbol++) starts[symbol + 1]! += starts[symbol]!
  const blocks = new Int32Array(starts[alphabet]!)
  const bits = new Int32Array(starts[alphabet]!)
  const next = starts.slice(0, alphabet)
  lastBlock.fill(-1)
  for (let row = 0; row < reference.length; row++) {
    const symbol = reference[row]!
    if (lastBlock[symbol] !== row >>> 5) {
      lastBlock[symbol] = row >>> 5
      blocks[next[symbol]!++] = row >>> 5
    }
    bits[next[symbol]! - 1]! |= 1 << (row & 31)
  }
  return { starts, blocks, bits }
}

/**
 * One pass over the hypothesis, bit-parallel (Myers 1999, as Hyyrö 2003 writes it, in 32-row blocks as edlib does): a
 * column is the vertical steps of its rows, one bit each, so each hypothesis symbol costs one step per block of the
 * band. Above the band a column's top is taken to rise by one and a block entering the band below to rise by one a row,
 * so every value worked out is at least the true one, and a cell of a cheapest path is exact when the distance is at most
 * `band.limit`. Answers the last cell's value (the distance when at most the limit) and, with `keep`, every column.
 */
export function runBand(
  reference: Int32Array,
  hypothesis: Int32Array,
  alphabet: number,
  band: Band,
  keep: boolean,
): { value: number; kept?: KeptColumns } {
  const { starts: maskStarts, blocks: maskBlocks, bits: maskBits } = matchMasks(reference, alphabet)
  const finalBlock = band.blocks - 1
  // Moves the last row's bit to the top, where the other blocks have their bottom row.
  const finalShift = 31 - ((reference.length - 1) & 31)
  const up = new Int32Array(band.blocks)
  const down = new Int32Array(band.blocks)
  const bottom = new Int32Array(band.blocks)
  const match = new Int32Array(band.blocks)
  const kept = keep ? keptColumns(band) : undefined
  const nextMask = maskStarts.slice(0, alphabet)
  let ready = -1
  for (let column = 1; column <= hypothesis.length; column++) {
    const first = band.first(column)
    const last = band.last(column)
    while (ready < last) {
      ready++
      up[ready] = -1
      down[ready] = 0
      bottom[ready] = (ready === 0 ? 0 : bottom[ready - 1]!) + Math.min(WORD, reference.length - ready * WORD)
    }
    // The symbol's masks in the band's blocks: past the ones above the band (the band only moves down), up to its last block.
    const symbol = hypothesis[column - 1]!
    const end = maskStarts[symbol + 1]!
    let from = nextMask[symbol]!
    while (from < end && maskBlocks[from]! < first) from++
    nextMask[symbol] = from
    let to = from
    for (; to < end && maskBlocks[to]! <= last; to++) match[maskBlocks[to]!] = maskBits[to]!
    // The horizontal step entering the block's top row: +1 (`rise`), −1 (`fall`) or 0.
    let rise = 1
    let fall = 0
    for (let block = first; block <= last; block++) {
      const pv = up[block]!
      const mv = down[block]!
      const eq = match[block]! | fall
      const xv = match[block]! | mv
      const xh = (((eq & pv) + pv) ^ pv) | eq
      const ph = mv | ~(xh | pv)
      const mh = pv & xh
      const shift = block === finalBlock ? finalShift : 0
      const outRise = (ph << shift) >>> 31
      const outFall = (mh << shift) >>> 31
      const phShifted = (ph << 1) | rise
      const mhShifted = (mh << 1) | fall
      up[block] = mhShifted | ~(xv | phShifted)
      down[block] = phShifted & xv
      bottom[block]! += outRise - outFall
      rise = outRise
      fall = outFall
    }
    for (let mask = from; mask < to; mask++) match[maskBlocks[mask]!] = 0
    if (kept) {
      for (let block = first, at = kept.starts[column]!; block <= last; block++, at++) {
        kept.up[at] = up[block]!
        kept.down[at] = down[block]!
        kept.bottom[at] = bottom[block]!
      }
    }
  }
  return { value: bottom[finalBlock]!, kept }
}

function keptColumns(band: Band): KeptColumns {
  const starts = new Int32Array(band.columns + 2)
  for (let column = 1; column <= band.columns; column++)
    starts[column + 1] = starts[column]! + band.last(column) - band.first(column) + 1
  const size = starts[band.columns + 1]!
  return { starts, up: new Int32Array(size), down: new Int32Array(size), bottom: new Int32Array(size) }
}

/** What stands for a cell outside the band: more than any path costs. */
export const OUTSIDE = Number.MAX_SAFE_INTEGER

const bitCount = (word: number): number => {
  let bits = word - ((word >>> 1) & 0x55555555)
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333)
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/** The value of cell (`row`, `column`) of a kept pass, OUTSIDE for a cell of a block the pass did not work out. */
export function cellValue(band: Band, kept: KeptColumns, row: number, column: number): number {
  if (column === 0) return row
  if (row === 0) return column
  const block = (row - 1) >>> 5
  const first = band.first(column)
  if (block < first || block > band.last(column)) return OUTSIDE
  const index = kept.starts[column]! + block - first
  const bottomBit = block === band.blocks - 1 ? (band.rows - 1) & 31 : 31
  // The rows below `row` down to the block's bottom row, whose value is kept.
  const below = ~((2 << ((row - 1) & 31)) - 1) & ((2 << bottomBit) - 1)
  return kept.bottom[index]! - bitCount(kept.up[index]! & below) + bitCount(kept.down[index]! & below)
}
