// Where a training starts: the shipped base model (the default), `ori` recovered to float, a
// .traineddata the user names (an integer one is recovered to float the same way), or a new network.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { BASE_MODEL_ID } from '@odia-ai/contract'
import { SHIPPED_BASE_MODEL_DIR } from '../config'
import { badRequest } from '../errors'
import { convertToFloat, parseModel } from './float-model'
import { TF_INT_MODE } from './lstm-model'

/** tesstrain's NET_SPEC for a model from scratch; `c###` becomes the number of the unicharset's unichars. */
export const SCRATCH_NET_SPEC = '[1,36,0,1 Ct3,3,16 Mp3,3 Lfys48 Lfx96 Lrx96 Lfx192 O1c###]'
/** tesstrain's LEARNING_RATE: 0.0001 when fine-tuning, 0.002 from scratch. */
const FINE_TUNE_RATE = 0.0001
const SCRATCH_RATE = 0.002

export interface StartingPoint {
  /** How messages name it: odia-base, ori, scratch or the file given. */
  name: string
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

/** Where a base model folder keeps its float file (`pnpm base-model` writes it). */
export const baseModelFile = (dir: string): string => join(dir, 'best', `${BASE_MODEL_ID}.traineddata.gz`)

/** The shipped base model's float file, when the repository has it. */
export const shippedBaseFile = (dir: string): string | undefined => {
  const file = baseModelFile(dir)
  return existsSync(file) ? file : undefined
}

const ORI_START = (): StartingPoint => ({
  name: 'ori',
  description: 'ori (@tesseract.js-data/ori), recovered to float',
  traineddata: floatOf(shippedOri()).traineddata,
  scratch: false,
  learningRate: FINE_TUNE_RATE,
})

/**
 * `from`: undefined (the shipped base model, or ori when the repository has none), `ori`, `scratch`, or the path of a
 * .traineddata (gzipped or not).
 */
export function startingPoint(
  from: string | undefined,
  readModel: (path: string) => Uint8Array = (path) => readFileSync(path),
  baseDir = SHIPPED_BASE_MODEL_DIR,
): StartingPoint {
  const base = shippedBaseFile(baseDir)
  if (from === 'ori' || (from === undefined && base === undefined)) return ORI_START()
  if (from === 'scratch')
    return {
      name: 'scratch',
      description: `a new network (${SCRATCH_NET_SPEC}) with the unicharset of ori`,
      traineddata: floatOf(shippedOri()).traineddata,
      scratch: true,
      learningRate: SCRATCH_RATE,
    }
  const path = from ?? base!
  let bytes: Uint8Array
  try {
    bytes = readModel(path)
  } catch (error) {
    throw badRequest('BAD_ARGUMENT', `Cannot read --from ${path}: ${(error as Error).message}.`)
  }
  const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes
  const { traineddata, recovered } = floatOf(raw)
  return {
    name: from ?? BASE_MODEL_ID,
    description:
      from === undefined
        ? `${BASE_MODEL_ID}, the shipped base model`
        : `${from}${recovered ? ', an integer model recovered to float' : ''}`,
    traineddata,
    scratch: false,
    learningRate: FINE_TUNE_RATE,
  }
}
