// Recovers a float (trainable) model from an integer (fast) one. `lstmtraining --continue_from` refuses a model whose
// training flags say integer mode; the integer network is the float one with each weight row stored as int8 plus a
// scale, so writing every matrix back as doubles (int8 × scale) and clearing the flag gives a model Tesseract trains,
// and that its own --convert_to_int turns back into the same int8 weights.
import { gunzipSync } from 'node:zlib'
import { badRequest } from '../errors'
import { readLstmModel, TF_INT_MODE, writeLstmModel, type LstmModel } from './lstm-model'
import { mapWeights, weightMatrices } from './network'
import {
  readTraineddata,
  TESSDATA_LSTM,
  TESSDATA_LSTM_RECODER,
  TESSDATA_LSTM_UNICHARSET,
  writeTraineddata,
  type Components,
} from './tessdata'
import { toFloat } from './weight-matrix'

export interface ParsedModel {
  components: Components
  lstm: LstmModel
}

export interface FloatModel {
  /** The float .traineddata: every component as it was but the LSTM one. */
  traineddata: Uint8Array
  matrices: number
  weights: number
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b

/** Reads a .traineddata (or a gzipped one, as tesseract.js ships them) down to its LSTM network. */
export function parseModel(input: Uint8Array): ParsedModel {
  const components = readTraineddata(isGzip(input) ? gunzipSync(input) : input)
  const component = components[TESSDATA_LSTM]
  if (!component)
    throw badRequest(
      'NO_LSTM_MODEL',
      'This .traineddata has no LSTM model (only the legacy engine), so nothing to train.',
    )
  // LSTMRecognizer::DeSerialize: the charsets are inside the LSTM component unless the container has both.
  const charsetsIncluded = !components[TESSDATA_LSTM_UNICHARSET]?.length || !components[TESSDATA_LSTM_RECODER]?.length
  const lstm = readLstmModel(component, charsetsIncluded, (message) =>
    badRequest('BAD_LSTM_MODEL', `The LSTM model in this .traineddata cannot be read: ${message}.`),
  )
  return { components, lstm }
}

export function convertToFloat(input: Uint8Array): FloatModel {
  const { components, lstm } = parseModel(input)
  const matrices = weightMatrices(lstm.network)
  if ((lstm.trainingFlags & TF_INT_MODE) === 0)
    throw badRequest('ALREADY_FLOAT', 'This model is already a float (trainable) model: there is nothing to convert.')
  if (matrices.some((matrix) => matrix.mode === 'float'))
    throw badRequest('BAD_LSTM_MODEL', 'This model is marked integer but holds float weight matrices: it is damaged.')
  const network = mapWeights(lstm.network, (matrix) => (matrix.mode === 'int' ? toFloat(matrix) : matrix))
  const float = writeLstmModel({ ...lstm, network, trainingFlags: lstm.trainingFlags & ~TF_INT_MODE })
  const converted = components.slice()
  converted[TESSDATA_LSTM] = float
  return {
    traineddata: writeTraineddata(converted),
    matrices: matrices.length,
    weights: matrices.reduce((sum, matrix) => sum + matrix.rows * matrix.cols, 0),
  }
}
