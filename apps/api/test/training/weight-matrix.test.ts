import { describe, expect, it } from 'vitest'
import { ByteReader, ByteWriter } from '../../src/training/bytes'
import { readWeightMatrix, toFloat, writeWeightMatrix, type IntWeights } from '../../src/training/weight-matrix'

const reader = (bytes: Uint8Array) => new ByteReader(bytes, (message) => new Error(message))

/** An integer matrix as WeightMatrix::Serialize writes it: mode, int8 GENERIC_2D_ARRAY, scale count, scales. */
function intMatrixBytes(mode: number, rows: number[][], scales: number[]): Uint8Array {
  const writer = new ByteWriter()
  writer.u8(mode)
  writer.u32(rows.length)
  writer.u32(rows[0]!.length)
  writer.i8(0)
  writer.int8s(Int8Array.from(rows.flat()))
  writer.u32(scales.length)
  writer.f64s(Float64Array.from(scales))
  return writer.toBytes()
}

// Two rows of three weights, Adam, and a scale padded past the rows as the SIMD code leaves it.
const INT_MATRIX = intMatrixBytes(
  1 | 4 | 128,
  [
    [127, -64, 0],
    [-127, 1, 2],
  ],
  [0.5, 0.001, 0],
)

describe('a weight matrix', () => {
  it('reads an integer matrix and writes it back byte for byte', () => {
    const matrix = readWeightMatrix(reader(INT_MATRIX), false, 'a test matrix')
    expect(matrix).toMatchObject({ mode: 'int', rows: 2, cols: 3, adam: true })
    const writer = new ByteWriter()
    writeWeightMatrix(writer, matrix, false)
    expect(Buffer.from(writer.toBytes()).equals(Buffer.from(INT_MATRIX))).toBe(true)
  })

  it('turns each int8 row into doubles: weight × the row’s scale', () => {
    const matrix = readWeightMatrix(reader(INT_MATRIX), false, 'a test matrix') as IntWeights
    const float = toFloat(matrix)
    expect(float).toMatchObject({ mode: 'float', rows: 2, cols: 3, adam: true })
    expect([...float.weights]).toEqual([63.5, -32, 0, -0.127, 0.001, 0.002])
  })

  it('writes a float matrix as mode 128 (+4 with Adam) and a GENERIC_2D_ARRAY of doubles', () => {
    const float = toFloat(readWeightMatrix(reader(INT_MATRIX), false, 'a test matrix') as IntWeights)
    const writer = new ByteWriter()
    writeWeightMatrix(writer, float, false)
    const bytes = Buffer.from(writer.toBytes())
    expect(bytes.length).toBe(1 + 4 + 4 + 8 + 6 * 8)
    expect([bytes.readUInt8(0), bytes.readUInt32LE(1), bytes.readUInt32LE(5), bytes.readDoubleLE(9)]).toEqual([
      132, 2, 3, 0,
    ])
    expect(bytes.readDoubleLE(17)).toBe(63.5)
    expect(readWeightMatrix(reader(bytes), false, 'a test matrix')).toEqual(float)
  })

  it('adds zero updates and Adam sums where the layer is training, as Tesseract then reads them', () => {
    const float = toFloat(readWeightMatrix(reader(INT_MATRIX), false, 'a test matrix') as IntWeights)
    const writer = new ByteWriter()
    writeWeightMatrix(writer, float, true)
    const bytes = writer.toBytes()
    expect(bytes.length).toBe(1 + 3 * (4 + 4 + 8 + 6 * 8))
    const read = readWeightMatrix(reader(bytes), true, 'a test matrix')
    expect(read).toMatchObject({
      mode: 'float',
      training: { updates: new Float64Array(6), sumSquares: new Float64Array(6) },
    })
  })

  it('refuses the pre-4.0 format, which has no double flag, and fewer scales than rows', () => {
    expect(() => readWeightMatrix(reader(intMatrixBytes(1, [[1]], [1])), false, 'CI')).toThrow(
      /CI is in the pre-4.0 weight format \(mode byte 1\)/,
    )
    expect(() => readWeightMatrix(reader(intMatrixBytes(129, [[1], [2]], [1])), false, 'CI')).toThrow(
      /CI has 1 scales for 2 rows/,
    )
  })

  it('says where the bytes ran out', () => {
    expect(() => readWeightMatrix(reader(INT_MATRIX.subarray(0, 12)), false, 'CI')).toThrow(
      /ends at byte 12 while reading CI \(6 bytes at 10\)/,
    )
  })
})
