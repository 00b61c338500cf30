// The traineddata's "lstm" component, as LSTMRecognizer::Serialize writes it (src/lstm/lstmrecognizer.cpp): the
// network; the unicharset as text, but only when the traineddata lacks the lstm-unicharset or lstm-recoder component;
// the network spec string; int32 training flags, training iteration, sample iteration and null char; float
// adam_beta, learning rate and momentum; then, in the same case as the unicharset, the recoder. Only the network and
// the flags are ever changed here, so what follows the flags is kept as bytes.
import { ByteReader, ByteWriter, type FormatFailure } from './bytes'
import { readNetwork, writeNetwork, type Layer } from './network'

/** TrainingFlags (src/lstm/lstmrecognizer.h): the network's weights are int8 with scales. */
export const TF_INT_MODE = 1
/** UNICHARSET::load_via_fgets reads each line into a buffer of this size. */
const UNICHARSET_LINE_BUFFER = 256

export interface LstmModel {
  network: Layer
  /** The unicharset's text, when the component carries it. */
  unicharset?: Uint8Array
  networkSpec: string
  trainingFlags: number
  trainingIteration: number
  /** sample iteration, null char, adam_beta, learning rate, momentum and perhaps the recoder: kept as they are. */
  rest: Uint8Array
}

/** A unicharset as text: a line with the count, then one line per unichar (src/ccutil/unicharset.cpp). */
function readUnicharset(reader: ByteReader): Uint8Array {
  const start = reader.position
  const first = reader.line(UNICHARSET_LINE_BUFFER)
  const count = first && /^\s*[+-]?\d+/.exec(Buffer.from(first).toString('latin1'))
  if (!count) throw reader.error('the unicharset does not start with its size')
  for (let i = 0; i < Number(count[0]); i++)
    if (!reader.line(UNICHARSET_LINE_BUFFER)) throw reader.error(`the unicharset ends before its unichar ${i}`)
  return reader.since(start)
}

/**
 * `charsetsIncluded`: true when the traineddata has no lstm-unicharset or no lstm-recoder component, the case in
 * which LSTMRecognizer writes them into this one.
 */
export function readLstmModel(bytes: Uint8Array, charsetsIncluded: boolean, fail: FormatFailure): LstmModel {
  const reader = new ByteReader(bytes, fail)
  const network = readNetwork(reader)
  const unicharset = charsetsIncluded ? readUnicharset(reader) : undefined
  const networkSpec = reader.string('the network spec')
  const trainingFlags = reader.i32('the training flags')
  const trainingIteration = reader.i32('the training iteration')
  return {
    network,
    ...(unicharset && { unicharset }),
    networkSpec,
    trainingFlags,
    trainingIteration,
    rest: reader.rest(),
  }
}

export function writeLstmModel(model: LstmModel): Uint8Array {
  const writer = new ByteWriter()
  writeNetwork(writer, model.network)
  if (model.unicharset) writer.bytes(model.unicharset)
  writer.string(model.networkSpec)
  writer.i32(model.trainingFlags)
  writer.i32(model.trainingIteration)
  writer.bytes(model.rest)
  return writer.toBytes()
}
