import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { convertToFloat, parseModel } from '../../src/training/float-model'
import { TF_INT_MODE } from '../../src/training/lstm-model'
import { weightMatrices } from '../../src/training/network'
import { readTraineddata, TESSDATA_LSTM, writeTraineddata } from '../../src/training/tessdata'
import type { FloatWeights, IntWeights } from '../../src/training/weight-matrix'
import { shippedOriModels } from './tesseract-tools'

const [, ori] = [...shippedOriModels()][0]!
/** Byte equality (vitest's deep equality takes minutes on megabytes). */
const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a === undefined || b === undefined ? a === b : Buffer.from(a).equals(Buffer.from(b))

describe('convertToFloat', () => {
  it('writes every weight as int8 × its row’s scale, clears the integer flag and keeps the rest', () => {
    const model = convertToFloat(ori)
    expect({ matrices: model.matrices, weights: model.weights }).toEqual({ matrices: 18, weights: 950_318 })
    const before = parseModel(ori)
    const after = parseModel(model.traineddata)
    expect(before.lstm.trainingFlags & TF_INT_MODE).toBe(TF_INT_MODE)
    expect(after.lstm.trainingFlags).toBe(before.lstm.trainingFlags & ~TF_INT_MODE)
    expect({ ...after.lstm, network: undefined, trainingFlags: 0 }).toEqual({
      ...before.lstm,
      network: undefined,
      trainingFlags: 0,
    })
    const ints = weightMatrices(before.lstm.network) as IntWeights[]
    const floats = weightMatrices(after.lstm.network) as FloatWeights[]
    expect(floats.map((matrix) => matrix.mode)).toEqual(new Array(18).fill('float'))
    floats.forEach((float, m) => {
      const int = ints[m]!
      expect([float.rows, float.cols, float.adam]).toEqual([int.rows, int.cols, int.adam])
      for (const i of [0, int.cols - 1, int.weights.length - 1]) {
        expect(float.weights[i]).toBe(int.weights[i]! * int.scales[Math.floor(i / int.cols)]!)
      }
    })
    after.components.forEach((component, i) => {
      if (i !== TESSDATA_LSTM) expect(same(component, before.components[i])).toBe(true)
    })
  })

  it('takes a gzipped traineddata as tesseract.js ships it', () => {
    expect(same(convertToFloat(gzipSync(ori)).traineddata, convertToFloat(ori).traineddata)).toBe(true)
  })

  it('refuses a model that is already float', () => {
    const float = convertToFloat(ori).traineddata
    expect(() => convertToFloat(float)).toThrow(
      expect.objectContaining({
        code: 'ALREADY_FLOAT',
        message: 'This model is already a float (trainable) model: there is nothing to convert.',
      }),
    )
  })

  it('refuses a file that is not a traineddata', () => {
    expect(() => convertToFloat(Buffer.from('ଓଡ଼ିଆ text, not a model'))).toThrow(
      expect.objectContaining({ code: 'NOT_TRAINEDDATA', message: expect.stringMatching(/^This is not a Tesseract/) }),
    )
  })

  it('refuses a traineddata with no LSTM component', () => {
    const components = readTraineddata(ori)
    components[TESSDATA_LSTM] = undefined
    expect(() => convertToFloat(writeTraineddata(components))).toThrow(
      expect.objectContaining({ code: 'NO_LSTM_MODEL', message: expect.stringContaining('has no LSTM model') }),
    )
  })

  it('refuses an LSTM component cut short, saying where', () => {
    const components = readTraineddata(ori)
    components[TESSDATA_LSTM] = components[TESSDATA_LSTM]!.subarray(0, 5000)
    expect(() => convertToFloat(writeTraineddata(components))).toThrow(
      /^The LSTM model in this \.traineddata cannot be read: it ends at byte 5000 while reading the CI weights of Lfys64/,
    )
  })
})
