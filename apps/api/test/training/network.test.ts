import { describe, expect, it } from 'vitest'
import { ByteReader, ByteWriter } from '../../src/training/bytes'
import { parseModel } from '../../src/training/float-model'
import { writeLstmModel } from '../../src/training/lstm-model'
import { mapWeights, readNetwork, weightMatrices, writeNetwork, type Layer } from '../../src/training/network'
import { TESSDATA_LSTM } from '../../src/training/tessdata'
import { toFloat, type IntWeights } from '../../src/training/weight-matrix'
import { shippedOriModels } from './tesseract-tools'

const models = [...shippedOriModels()]

/** The layer tree as type and name, the way lstmtraining's --net_spec names it. */
const outline = (layer: Layer): unknown =>
  layer.kind === 'plumbing'
    ? [layer.header.name, layer.layers.map(outline)]
    : `${layer.header.type} ${layer.header.name}`

const int = (rows: number, cols: number): IntWeights => ({
  mode: 'int',
  rows,
  cols,
  adam: false,
  weights: new Int8Array(rows * cols).fill(1),
  scales: new Float64Array(rows).fill(0.5),
})

describe('the network walk', () => {
  it.each(models)('reads every layer of the shipped ori (%s) and writes it back byte for byte', (_, bytes) => {
    const { components, lstm } = parseModel(bytes)
    expect(lstm.networkSpec).toBe('[1,48,0,1Ct3,3,16Mp3,3Lfys64Lfx96Lrx96Lfx384O1c1]')
    expect(outline(lstm.network)).toEqual([
      'Series',
      [
        'Input Input',
        ['ConvSeries', ['Convolve Convolve', 'Tanh ConvNL']],
        'Maxpool Maxpool',
        ['XYTransLSTM', ['SummLSTM Lfys64']],
        'LSTM Lfx96',
        ['RevLSTM', ['LSTM Lrx96']],
        'LSTM Lfx384',
        'Softmax Output',
      ],
    ])
    const matrices = weightMatrices(lstm.network)
    expect(matrices).toHaveLength(18)
    expect(matrices.every((matrix) => matrix.mode === 'int')).toBe(true)
    expect(matrices.reduce((sum, { rows, cols }) => sum + rows * cols, 0)).toBe(950_318)
    expect(lstm.network.header.numWeights).toBe(950_318)
    expect(Buffer.from(writeLstmModel(lstm)).equals(Buffer.from(components[TESSDATA_LSTM]!))).toBe(true)
  })

  it('replaces the weight matrices and nothing else', () => {
    const { lstm } = parseModel(models[0]![1])
    const float = mapWeights(lstm.network, (matrix) => toFloat(matrix as IntWeights))
    expect(weightMatrices(float).map((matrix) => matrix.mode)).toEqual(new Array(18).fill('float'))
    expect(outline(float)).toEqual(outline(lstm.network))
    expect(weightMatrices(lstm.network).every((matrix) => matrix.mode === 'int')).toBe(true)
  })

  it('reads the fifth (GFS) gate only of a 2-D LSTM, and the softmax inside a softmax LSTM', () => {
    // A 2-D LSTM has na = ni + 2 ns (+ the softmax outputs fed back): ni 3, ns 2, 5 softmax outputs → na 12.
    const header = { typeCode: 0, training: 0, needsBackprop: 0, flags: 0, ni: 3, numWeights: 0 }
    const softmax: Layer = {
      kind: 'fully-connected',
      header: { ...header, type: 'Softmax', name: 'LSTM Softmax', ni: 2, no: 5 },
      weights: int(5, 3),
    }
    const lstm = (na: number, gates: number): Layer => ({
      kind: 'lstm',
      header: { ...header, type: 'LSTMSoftmax', name: 'Lfx2', no: 5 },
      na,
      gates: Array.from({ length: gates }, () => int(2, na + 1)),
      softmax,
    })
    for (const [na, gates] of [
      [12, 5],
      [10, 4],
    ] as const) {
      const writer = new ByteWriter()
      writeNetwork(writer, lstm(na, gates))
      const bytes = writer.toBytes()
      const reader = new ByteReader(bytes, (message) => new Error(message))
      expect(readNetwork(reader)).toEqual(lstm(na, gates))
      expect(reader.remaining).toBe(0)
    }
  })

  it('refuses a layer type Tesseract cannot load, by name', () => {
    const writer = new ByteWriter()
    writer.i8(0)
    writer.string('TensorFlow')
    for (const value of [0, 0]) writer.i8(value)
    for (const value of [0, 1, 1, 0]) writer.i32(value)
    writer.string('tf')
    const reader = new ByteReader(writer.toBytes(), (message) => new Error(message))
    expect(() => readNetwork(reader)).toThrow(/layer tf is of type TensorFlow, which Tesseract cannot load/)
  })
})
