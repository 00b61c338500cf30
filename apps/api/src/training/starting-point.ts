// Where a training starts: `ori` recovered to float (the default, until a shipped base model exists), a
// .traineddata the user names (an integer one is recovered to float the same way), or a new network.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { badRequest } from '../errors'
import { convertToFloat, parseModel } from './float-model'
import { TF_INT_MODE } from './lstm-model'

/** tesstrain's NET_SPEC for a model from scratch; `c###` becomes the number of the unicharset's unichars. */
export const SCRATCH_NET_SPEC = '[1,36,0,1 Ct3,3,16 Mp3,3 Lfys48 Lfx96 Lrx96 Lfx192 O1c###]'
/** tesstrain's LEARNING_RATE: 0.0001 when fine-tuning, 0.002 from scratch. */
const FINE_TUNE_RATE = 0.0001
const SCRATCH_RATE = 0.002

export interface StartingPoint {
  /** How the card names it. */
  description: string
  /** A float .traineddata: its unicharset, recoder and dictionaries, and (unless `scratch`) its network. */
  traineddata: Uint8Array
  scratch: boolean
  learningRate: number
}

/** The integer `ori` tesseract.js reads (@tesseract.js-data/ori), unzipped: the model every result is compared with. */
export function shippedOri(): Uint8Array {
  const { langPath } = createRequire(import.meta.url)('@tesseract.js-data/ori') as { langPath: string }
  return gunzipSync(readFileSync(join(langPath, 'ori.traineddata.gz')))
}

const isInteger = (traineddata: Uint8Array) => (parseModel(traineddata).lstm.trainingFlags & TF_INT_MODE) !== 0

function floatOf(traineddata: Uint8Array): { traineddata: Uint8Array; recovered: boolean } {
  return isInteger(traineddata)
    ? { traineddata: convertToFloat(traineddata).traineddata, recovered: true }
    : { traineddata, recovered: false }
}

/** `from`: undefined (ori), `scratch`, or the path of a .traineddata (gzipped or not). */
export function startingPoint(
  from: string | undefined,
  readModel: (path: string) => Uint8Array = (path) => readFileSync(path),
): StartingPoint {
  if (from === undefined || from === 'scratch') {
    const ori = floatOf(shippedOri()).traineddata
    return from === 'scratch'
      ? {
          description: `a new network (${SCRATCH_NET_SPEC}) with the unicharset of ori`,
          traineddata: ori,
          scratch: true,
          learningRate: SCRATCH_RATE,
        }
      : {
          description: 'ori (@tesseract.js-data/ori), recovered to float',
          traineddata: ori,
          scratch: false,
          learningRate: FINE_TUNE_RATE,
        }
  }
  let bytes: Uint8Array
  try {
    bytes = readModel(from)
  } catch (error) {
    throw badRequest('BAD_ARGUMENT', `Cannot read --from ${from}: ${(error as Error).message}.`)
  }
  const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes
  const { traineddata, recovered } = floatOf(raw)
  return {
    description: `${from}${recovered ? ', an integer model recovered to float' : ''}`,
    traineddata,
    scratch: false,
    learningRate: FINE_TUNE_RATE,
  }
}
