// When the labels need unichars the starting model lacks: a traineddata with the extended unicharset
// (unicharset-extension.ts) and its recoder, made by combine_lang_model as tesstrain makes an Indic one
// (--pass_through_recoder: one output per unichar, as ori's own recoder is). lstmtraining then continues from the
// starting network with `--old_traineddata`, which maps its outputs onto the new unicharset and gives the new
// unichars fresh ones. The unicharset is not validated on the way: no Odia text validator runs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  readTraineddata,
  TESSDATA_LSTM,
  TESSDATA_LSTM_RECODER,
  TESSDATA_LSTM_UNICHARSET,
  writeTraineddata,
} from './tessdata'
import { runTool } from './tesseract-tools'
import { parseUnicharset } from './unicharset'
import { extendUnicharset, unicharsToAdd } from './unicharset-extension'
import type { WorkDir } from './work-dir'

const LANG = 'ori'

/**
 * combine_lang_model refuses to run without a radical-stroke.txt in --script_dir, though only the Han and Hangul
 * recoder reads it (lang_model_helpers.cpp): the pass-through recoder never does, so its table is not shipped.
 */
const RADICAL_STROKE = '# Not read: the pass-through recoder has no use for Han radicals.\n'

/**
 * The work folder to train in: `work` itself when the labels need nothing new, else one whose traineddata has the
 * extended unicharset, with the starting model as `oldTraineddata`; and the unichars added, in order.
 */
export async function extendForLabels(
  work: WorkDir,
  texts: Iterable<string>,
): Promise<{ work: WorkDir; added: string[] }> {
  const added = unicharsToAdd(texts, work.unicharset)
  if (added.length === 0) return { work, added }
  const dir = join(work.root, 'lang')
  mkdirSync(dir, { recursive: true })
  const start = readTraineddata(readFileSync(work.traineddata))
  const unicharset = extendUnicharset(Buffer.from(start[TESSDATA_LSTM_UNICHARSET]!).toString('utf8'), added)
  const unicharsetFile = join(dir, `${LANG}.unicharset`)
  writeFileSync(unicharsetFile, unicharset)
  writeFileSync(join(dir, 'radical-stroke.txt'), RADICAL_STROKE)
  await runTool('combine_lang_model', [
    '--input_unicharset',
    unicharsetFile,
    '--script_dir',
    dir,
    '--lang',
    LANG,
    '--output_dir',
    dir,
    '--pass_through_recoder',
  ])
  const made = readTraineddata(readFileSync(join(dir, LANG, `${LANG}.traineddata`)))
  // The starting model's dictionaries and config stay (the old unichars keep their ids); its network goes, since
  // lstmtraining brings its own. The unicharset is the one written here: Tesseract 5 writes a unichar's properties
  // in decimal where it reads them in hex, so combine_lang_model's own copy would read back wrong.
  const components = [...start]
  components[TESSDATA_LSTM] = undefined
  components[TESSDATA_LSTM_UNICHARSET] = new TextEncoder().encode(unicharset)
  components[TESSDATA_LSTM_RECODER] = made[TESSDATA_LSTM_RECODER]
  const traineddata = join(work.root, 'start', 'extended.traineddata')
  writeFileSync(traineddata, writeTraineddata(components))
  return {
    work: { ...work, traineddata, oldTraineddata: work.traineddata, unicharset: parseUnicharset(unicharset) },
    added,
  }
}
