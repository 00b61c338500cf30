// The traineddata a training uses when labels need unichars the starting model lacks, made with the real
// combine_tessdata and combine_lang_model from the default starting point.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { extendForLabels } from '../../src/training/extended-traineddata'
import { shippedOri, startingPoint } from '../../src/training/starting-point'
import {
  readTraineddata,
  TESSDATA_LSTM,
  TESSDATA_LSTM_RECODER,
  TESSDATA_LSTM_UNICHARSET,
} from '../../src/training/tessdata'
import { extendUnicharset } from '../../src/training/unicharset-extension'
import { layWorkDir } from '../../src/training/work-dir'
import { requireTools } from './tesseract-tools'

const dir = mkdtempSync(join(tmpdir(), 'odia-extended-traineddata-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes)

describe('the traineddata extended for the labels', () => {
  const laid = (name: string) => {
    requireTools('combine_tessdata', 'combine_lang_model')
    return layWorkDir(join(dir, name), startingPoint('ori').traineddata, shippedOri())
  }

  it('is the starting model itself when the labels need nothing new', async () => {
    const work = await laid('same')
    const extended = await extendForLabels(work, ['ଓଡ଼ିଆ ଭାଷା', 'ୱିଣ୍ଡୋ'])
    expect(extended).toEqual({ work, added: [] })
    expect(existsSync(join(work.root, 'lang'))).toBe(false)
  })

  it('holds the written unicharset, a recoder with one code a unichar, and ori’s dictionaries', async () => {
    const work = await laid('grown')
    const { work: grown, added } = await extendForLabels(work, ['ବର୍ଷା ଋତୁ', 'ଐତିହ୍ୟ'])
    expect(added).toEqual(['ଋ', 'ଐ'])
    expect(grown.oldTraineddata).toBe(work.traineddata)
    expect(grown.unicharset.unichars.size).toBe(work.unicharset.unichars.size + 2)
    const start = readTraineddata(readFileSync(work.traineddata))
    const made = readTraineddata(readFileSync(grown.traineddata))
    expect(text(made[TESSDATA_LSTM_UNICHARSET])).toBe(extendUnicharset(text(start[TESSDATA_LSTM_UNICHARSET]), added))
    expect(made[TESSDATA_LSTM]).toBeUndefined()
    // A pass-through recoder: a count, then each unichar's single code.
    const size = grown.unicharset.unichars.size
    const recoder = Buffer.from(made[TESSDATA_LSTM_RECODER]!)
    expect(recoder.readUInt32LE(0)).toBe(size)
    expect(recoder.length).toBe(4 + size * 9)
    expect(Buffer.from(made[TESSDATA_LSTM_RECODER]!.subarray(4, 4 + (size - 2) * 9))).toEqual(
      Buffer.from(start[TESSDATA_LSTM_RECODER]!.subarray(4)),
    )
    for (const component of made.keys())
      if (![TESSDATA_LSTM, TESSDATA_LSTM_UNICHARSET, TESSDATA_LSTM_RECODER].includes(component))
        expect(made[component]).toEqual(start[component])
  })
})
