// The network of an LSTM model, walked as Network::CreateFromFile reads it (src/lstm/network.cpp) and each layer's
// DeSerialize then reads its own part: plumbing.cpp (Series, Parallel, Reversed: the layers within, and with
// NF_LAYER_SPECIFIC_LR their learning rates), reconfig.cpp and maxpool.cpp (x and y scale), convolve.cpp (half
// width and height), input.cpp (the StaticShape of static_shape.h), fullyconnected.cpp (one weight matrix) and
// lstm.cpp (na, the gate matrices, and a softmax layer for the softmax LSTMs). Everything is kept, so writing
// what was read gives the same bytes.
import type { ByteReader, ByteWriter } from './bytes'
import { readWeightMatrix, writeWeightMatrix, type WeightMatrix } from './weight-matrix'

/** kTypeNames, indexed by NetworkType (src/lstm/network.cpp, network.h). */
const TYPE_NAMES = [
  'Invalid', 'Input', 'Convolve', 'Maxpool', 'Parallel', 'Replicated', 'ParBidiLSTM', 'DepParUDLSTM', 'Par2dLSTM',
  'Series', 'Reconfig', 'RTLReversed', 'TTBReversed', 'XYTranspose', 'LSTM', 'SummLSTM', 'Logistic', 'LinLogistic',
  'LinTanh', 'Tanh', 'Relu', 'Linear', 'Softmax', 'SoftmaxNoCTC', 'LSTMSoftmax', 'LSTMBinarySoftmax', 'TensorFlow',
] // prettier-ignore

const PLUMBING = new Set(['Parallel', 'Replicated', 'ParBidiLSTM', 'DepParUDLSTM', 'Par2dLSTM', 'Series', 'RTLReversed', 'TTBReversed', 'XYTranspose']) // prettier-ignore
const FULLY_CONNECTED = new Set(['Logistic', 'LinLogistic', 'LinTanh', 'Tanh', 'Relu', 'Linear', 'Softmax', 'SoftmaxNoCTC']) // prettier-ignore
const LSTMS = new Set(['LSTM', 'SummLSTM', 'LSTMSoftmax', 'LSTMBinarySoftmax'])

/** NetworkFlags: the plumbing then carries one learning rate per layer within. */
const NF_LAYER_SPECIFIC_LR = 64
/** TrainingState: only a layer written in this state carries its weights' training data. */
const TS_ENABLED = 1
/** LSTM::WeightType: CI, GI, GF1, GO, and GFS only in a 2-D LSTM. */
const GATES = ['CI', 'GI', 'GF1', 'GO', 'GFS'] as const

export interface LayerHeader {
  /** The NetworkType name. */
  type: string
  /** The type byte as written: 0 (NT_NONE) when the name follows, as Network::Serialize writes it. */
  typeCode: number
  training: number
  needsBackprop: number
  flags: number
  ni: number
  no: number
  numWeights: number
  name: string
}

export type Layer =
  | { kind: 'plumbing'; header: LayerHeader; layers: Layer[]; learningRates?: number[] }
  | { kind: 'reconfig'; header: LayerHeader; xScale: number; yScale: number }
  | { kind: 'convolve'; header: LayerHeader; halfX: number; halfY: number }
  | { kind: 'input'; header: LayerHeader; shape: number[] }
  | { kind: 'fully-connected'; header: LayerHeader; weights: WeightMatrix }
  | { kind: 'lstm'; header: LayerHeader; na: number; gates: WeightMatrix[]; softmax?: Layer }

function readHeader(reader: ByteReader): LayerHeader {
  const typeCode = reader.i8('a layer type')
  const type = typeCode === 0 ? reader.string('a layer type name') : TYPE_NAMES[typeCode]
  if (type === undefined || !TYPE_NAMES.includes(type)) throw reader.error(`unknown layer type ${type ?? typeCode}`)
  const header = {
    type,
    typeCode,
    training: reader.i8(`the training state of a ${type} layer`),
    needsBackprop: reader.i8(`the backprop flag of a ${type} layer`),
    flags: reader.i32(`the flags of a ${type} layer`),
    ni: reader.i32(`the inputs of a ${type} layer`),
    no: reader.i32(`the outputs of a ${type} layer`),
    numWeights: reader.i32(`the weight count of a ${type} layer`),
    name: reader.string(`the name of a ${type} layer`),
  }
  if (header.ni < 0 || header.no < 0 || header.numWeights < 0)
    throw reader.error(
      `layer ${header.name} has ${header.ni} inputs, ${header.no} outputs, ${header.numWeights} weights`,
    )
  return header
}

/** LSTM's nf_: the softmax outputs fed back into the LSTM (ceil_log2 of them when binary-encoded). */
function feedbackSize({ type, no }: LayerHeader): number {
  if (type === 'LSTMSoftmax') return no
  if (type !== 'LSTMBinarySoftmax') return 0
  let bits = 0
  while (2 ** bits < no) bits++
  return bits
}

function readLstm(reader: ByteReader, header: LayerHeader): Layer {
  const na = reader.i32(`na of ${header.name}`)
  const gates: WeightMatrix[] = []
  let twoDimensional = false
  for (const gate of GATES) {
    if (gate === 'GFS' && !twoDimensional) continue
    const matrix = readWeightMatrix(reader, header.training === TS_ENABLED, `the ${gate} weights of ${header.name}`)
    gates.push(matrix)
    // LSTM::DeSerialize: the cell-input matrix's outputs (ns) tell whether there is a fifth gate.
    if (gate === 'CI') twoDimensional = na - feedbackSize(header) === header.ni + 2 * matrix.rows
  }
  const layer: Layer = { kind: 'lstm', header, na, gates }
  if (header.type === 'LSTMSoftmax' || header.type === 'LSTMBinarySoftmax') layer.softmax = readNetwork(reader)
  return layer
}

/** Reads one layer, and everything within it. */
export function readNetwork(reader: ByteReader): Layer {
  const header = readHeader(reader)
  const { type, name } = header
  if (PLUMBING.has(type)) {
    const count = reader.u32(`the number of layers in ${name}`)
    const layers = Array.from({ length: count }, () => readNetwork(reader))
    if ((header.flags & NF_LAYER_SPECIFIC_LR) === 0) return { kind: 'plumbing', header, layers }
    const rates = reader.u32(`the number of learning rates of ${name}`)
    const learningRates = Array.from({ length: rates }, () => reader.f32(`a learning rate of ${name}`))
    return { kind: 'plumbing', header, layers, learningRates }
  }
  if (type === 'Reconfig' || type === 'Maxpool')
    return {
      kind: 'reconfig',
      header,
      xScale: reader.i32(`x scale of ${name}`),
      yScale: reader.i32(`y scale of ${name}`),
    }
  if (type === 'Convolve')
    return { kind: 'convolve', header, halfX: reader.i32(`half x of ${name}`), halfY: reader.i32(`half y of ${name}`) }
  if (type === 'Input')
    return { kind: 'input', header, shape: Array.from({ length: 5 }, () => reader.i32(`the shape of ${name}`)) }
  if (FULLY_CONNECTED.has(type)) {
    const weights = readWeightMatrix(reader, header.training === TS_ENABLED, `the weights of ${name}`)
    return { kind: 'fully-connected', header, weights }
  }
  if (LSTMS.has(type)) return readLstm(reader, header)
  throw reader.error(`layer ${name} is of type ${type}, which Tesseract cannot load`)
}

function writeHeader(writer: ByteWriter, header: LayerHeader): void {
  writer.i8(header.typeCode)
  if (header.typeCode === 0) writer.string(header.type)
  writer.i8(header.training)
  writer.i8(header.needsBackprop)
  writer.i32(header.flags)
  writer.i32(header.ni)
  writer.i32(header.no)
  writer.i32(header.numWeights)
  writer.string(header.name)
}

export function writeNetwork(writer: ByteWriter, layer: Layer): void {
  writeHeader(writer, layer.header)
  const training = layer.header.training === TS_ENABLED
  switch (layer.kind) {
    case 'plumbing':
      writer.u32(layer.layers.length)
      for (const inner of layer.layers) writeNetwork(writer, inner)
      if (layer.learningRates) {
        writer.u32(layer.learningRates.length)
        for (const rate of layer.learningRates) writer.f32(rate)
      }
      return
    case 'reconfig':
      writer.i32(layer.xScale)
      writer.i32(layer.yScale)
      return
    case 'convolve':
      writer.i32(layer.halfX)
      writer.i32(layer.halfY)
      return
    case 'input':
      for (const value of layer.shape) writer.i32(value)
      return
    case 'fully-connected':
      writeWeightMatrix(writer, layer.weights, training)
      return
    case 'lstm':
      writer.i32(layer.na)
      for (const gate of layer.gates) writeWeightMatrix(writer, gate, training)
      if (layer.softmax) writeNetwork(writer, layer.softmax)
  }
}

/** Every weight matrix in the network, in the order they are written. */
export function weightMatrices(layer: Layer): WeightMatrix[] {
  switch (layer.kind) {
    case 'plumbing':
      return layer.layers.flatMap(weightMatrices)
    case 'fully-connected':
      return [layer.weights]
    case 'lstm':
      return [...layer.gates, ...(layer.softmax ? weightMatrices(layer.softmax) : [])]
    default:
      return []
  }
}

/** The same network with each weight matrix replaced by `change(matrix)`. */
export function mapWeights(layer: Layer, change: (matrix: WeightMatrix) => WeightMatrix): Layer {
  switch (layer.kind) {
    case 'plumbing':
      return { ...layer, layers: layer.layers.map((inner) => mapWeights(inner, change)) }
    case 'fully-connected':
      return { ...layer, weights: change(layer.weights) }
    case 'lstm':
      return {
        ...layer,
        gates: layer.gates.map(change),
        ...(layer.softmax && { softmax: mapWeights(layer.softmax, change) }),
      }
    default:
      return layer
  }
}
