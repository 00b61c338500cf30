import { INSCRIPT_ROWS, type Layer } from './layout.js'

/** One key of the on-screen keyboard in one layer. */
export interface VirtualKey {
  code: string
  /** The US legend of the key in this layer (`k`, `K`, `Space`). */
  legend: string
  /** What a click types; undefined when the key types nothing in this layer. */
  output: string | undefined
}

const SPACE: VirtualKey = { code: 'Space', legend: 'Space', output: ' ' }

/** The on-screen keyboard for a layer: the four INSCRIPT rows, then a row holding the Space bar. */
export function virtualKeyboardRows(layer: Layer): VirtualKey[][] {
  const shifted = layer === 'shift' || layer === 'altGrShift'
  const rows = INSCRIPT_ROWS.map((row) =>
    row.map((key) => ({ code: key.code, legend: shifted ? key.shiftLegend : key.legend, output: key.output[layer] })),
  )
  return [...rows, [SPACE]]
}

const INVISIBLE_NAMES = new Map([
  ['\u200D', 'ZWJ'],
  ['\u200C', 'ZWNJ'],
  [' ', 'Space'],
])

/**
 * How to show a key's output on a key cap: combining signs sit on a dotted circle (◌ା), and the
 * invisible joiners are named.
 */
export function keyCapLabel(output: string): string {
  const name = INVISIBLE_NAMES.get(output)
  if (name) return name
  return /^\p{M}/u.test(output) ? `\u25CC${output}` : output
}
