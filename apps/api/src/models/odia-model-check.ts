import { TF_INT_MODE } from '../training/lstm-model'
import { parseModel } from '../training/float-model'
import { TESSDATA_LSTM, TESSDATA_LSTM_UNICHARSET } from '../training/tessdata'
import { parseUnicharset } from '../training/unicharset'
import { AppError } from '../errors'

/** Odia's consonants, କ (U+0B15) to ହ (U+0B39), without the three unassigned code points among them. */
const ODIA_CONSONANTS = Array.from({ length: 0x0b39 - 0x0b15 + 1 }, (_, i) => String.fromCodePoint(0x0b15 + i)).filter(
  (char) => !['\u0b29', '\u0b31', '\u0b34'].includes(char),
)

export interface CheckedModel {
  /** Integer (fast) weights: it reads, but training must recover it to float first. */
  integer: boolean
  /** The LSTM component as it is stored: what `lstmtraining --continue_from` takes. */
  lstm: Uint8Array
  iterations: number
}

/**
 * Checks that a file is a Tesseract LSTM model that can read Odia: an (unzipped) .traineddata with an LSTM network
 * whose characters include every Odia consonant. Anything else is a 4xx saying what the file is.
 */
export function checkOdiaModel(traineddata: Uint8Array): CheckedModel {
  const { components, lstm } = parseModel(traineddata)
  const text = components[TESSDATA_LSTM_UNICHARSET] ?? lstm.unicharset
  let unichars: Set<string>
  try {
    unichars = parseUnicharset(Buffer.from(text ?? []).toString('utf8')).unichars
  } catch {
    throw new AppError(
      422,
      'NOT_ODIA_MODEL',
      'This model’s list of characters cannot be read, so it cannot be an Odia model.',
    )
  }
  const missing = ODIA_CONSONANTS.filter((char) => !unichars.has(char))
  if (missing.length > 0)
    throw new AppError(
      422,
      'NOT_ODIA_MODEL',
      `This model cannot read Odia: ${missing.length} of Odia’s ${ODIA_CONSONANTS.length} consonants are not among its characters (${missing.slice(0, 5).join(' ')}${missing.length > 5 ? ' …' : ''}).`,
    )
  return {
    integer: (lstm.trainingFlags & TF_INT_MODE) !== 0,
    lstm: components[TESSDATA_LSTM]!,
    iterations: lstm.trainingIteration,
  }
}
