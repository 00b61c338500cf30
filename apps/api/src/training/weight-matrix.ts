// One WeightMatrix as src/lstm/weightmatrix.cpp serialises it: a mode byte, then
// - integer mode: the int8 weights as a GENERIC_2D_ARRAY, a uint32 count and that many double scales, one per row
//   (the count may be rounded up past the rows for the SIMD code; the extra scales are 0);
// - float mode: the double weights as a GENERIC_2D_ARRAY, and only when the layer is training, the updates and
//   (with Adam) the summed squares, two more double arrays of the same shape.
// A GENERIC_2D_ARRAY (src/ccstruct/matrix.h) is uint32 dim1, uint32 dim2, the element type's "empty" value, then
// dim1 × dim2 elements row by row. ConvertToInt stores row r as round(w / scale[r]) with scale[r] = max |w| / 127,
// so w = int8 × scale[r] gives back the float row up to that rounding.
import type { ByteReader, ByteWriter } from './bytes'

const INT8_FLAG = 1
const ADAM_FLAG = 4
/** Set on every matrix written since doubles replaced floats; without it the matrix is in the pre-4.0 format. */
const DOUBLE_FLAG = 128
/** DeSerializeSize refuses larger dimensions. */
const MAX_DIMENSION = 0xffff

interface Shape {
  rows: number
  cols: number
  adam: boolean
}

export interface IntWeights extends Shape {
  mode: 'int'
  /** rows × cols, row by row. */
  weights: Int8Array
  /** As written: one per row, possibly followed by padding. */
  scales: Float64Array
}

export interface FloatWeights extends Shape {
  mode: 'float'
  weights: Float64Array
  /** Present only where the layer is training: Tesseract reads them then, and never otherwise. */
  training?: { updates: Float64Array; sumSquares?: Float64Array }
}

export type WeightMatrix = IntWeights | FloatWeights

function readShape(reader: ByteReader, what: string): { rows: number; cols: number } {
  const rows = reader.i32(`the rows of ${what}`)
  const cols = reader.i32(`the columns of ${what}`)
  if (rows < 0 || cols < 0 || rows > MAX_DIMENSION || cols > MAX_DIMENSION)
    throw reader.error(`${what} claims ${rows} × ${cols} weights`)
  return { rows, cols }
}

function readDoubles(reader: ByteReader, rows: number, cols: number, what: string): Float64Array {
  const shape = readShape(reader, what)
  if (shape.rows !== rows || shape.cols !== cols)
    throw reader.error(`${what} is ${shape.rows} × ${shape.cols}, not ${rows} × ${cols} like its weights`)
  reader.f64(`the empty value of ${what}`)
  return reader.f64s(rows * cols, what)
}

/** `training`: whether the layer holding the matrix was written while training (its state byte is TS_ENABLED). */
export function readWeightMatrix(reader: ByteReader, training: boolean, what: string): WeightMatrix {
  const mode = reader.u8(`the mode byte of ${what}`)
  if ((mode & DOUBLE_FLAG) === 0)
    throw reader.error(`${what} is in the pre-4.0 weight format (mode byte ${mode}), which this reader does not take`)
  const adam = (mode & ADAM_FLAG) !== 0
  if (mode & INT8_FLAG) {
    const { rows, cols } = readShape(reader, what)
    reader.i8(`the empty value of ${what}`)
    const weights = reader.int8s(rows * cols, what)
    const count = reader.u32(`the number of scales of ${what}`)
    if (count < rows) throw reader.error(`${what} has ${count} scales for ${rows} rows`)
    return { mode: 'int', rows, cols, adam, weights, scales: reader.f64s(count, `the scales of ${what}`) }
  }
  const { rows, cols } = readShape(reader, what)
  reader.f64(`the empty value of ${what}`)
  const weights = reader.f64s(rows * cols, what)
  if (!training) return { mode: 'float', rows, cols, adam, weights }
  const updates = readDoubles(reader, rows, cols, `the updates of ${what}`)
  const sumSquares = adam ? readDoubles(reader, rows, cols, `the summed squares of ${what}`) : undefined
  return { mode: 'float', rows, cols, adam, weights, training: { updates, ...(sumSquares && { sumSquares }) } }
}

function writeShape(writer: ByteWriter, { rows, cols }: { rows: number; cols: number }): void {
  writer.u32(rows)
  writer.u32(cols)
}

function writeDoubles(writer: ByteWriter, shape: Shape, values: Float64Array): void {
  writeShape(writer, shape)
  writer.f64(0)
  writer.f64s(values)
}

export function writeWeightMatrix(writer: ByteWriter, matrix: WeightMatrix, training: boolean): void {
  const adam = matrix.adam ? ADAM_FLAG : 0
  if (matrix.mode === 'int') {
    writer.u8(INT8_FLAG | adam | DOUBLE_FLAG)
    writeShape(writer, matrix)
    writer.i8(0)
    writer.int8s(matrix.weights)
    writer.u32(matrix.scales.length)
    writer.f64s(matrix.scales)
    return
  }
  writer.u8(adam | DOUBLE_FLAG)
  writeDoubles(writer, matrix, matrix.weights)
  if (!training) return
  // A float layer in training state must carry its updates (and Adam's sums): zero, as after InitBackward.
  const zeros = () => new Float64Array(matrix.rows * matrix.cols)
  writeDoubles(writer, matrix, matrix.training?.updates ?? zeros())
  if (matrix.adam) writeDoubles(writer, matrix, matrix.training?.sumSquares ?? zeros())
}

/** The float matrix the integer one was made from, as far as it can be known: each weight is int8 × its row's scale. */
export function toFloat(matrix: IntWeights): FloatWeights {
  const { rows, cols, adam } = matrix
  const weights = new Float64Array(rows * cols)
  for (let row = 0; row < rows; row++) {
    const scale = matrix.scales[row] ?? 0
    for (let col = 0; col < cols; col++) weights[row * cols + col] = (matrix.weights[row * cols + col] ?? 0) * scale
  }
  return { mode: 'float', rows, cols, adam, weights }
}
