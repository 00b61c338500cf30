// The float model judged by Tesseract itself (Debian's tesseract-ocr 5): its --convert_to_int gives back the integer
// weights, lstmtraining --continue_from trains it, and tesseract reads lines with it as with the integer model.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertToFloat, parseModel } from '../../src/training/float-model'
import { writeLstmModel } from '../../src/training/lstm-model'
import { weightMatrices } from '../../src/training/network'
import {
  TESSDATA_LSTM,
  TESSDATA_LSTM_RECODER,
  TESSDATA_LSTM_UNICHARSET,
  writeTraineddata,
} from '../../src/training/tessdata'
import type { IntWeights } from '../../src/training/weight-matrix'
import {
  recognizeLine,
  renderLine,
  requireLohitOdia,
  requireTools,
  shippedOriModels,
  tessdataDir,
  tool,
} from './tesseract-tools'
import { LSTM_TRAIN_CONFIG } from '../../src/training/work-dir'

const models = shippedOriModels()
// The one tesseract.js loads (its package's langPath).
const ori = models.get('4.0.0')!
const LINES = ['ଓଡ଼ିଶା ଭାରତର ଏକ ରାଜ୍ୟ', 'ପ୍ରତ୍ୟେକ ପିଲା ବିଦ୍ୟାଳୟକୁ ଯିବା ଉଚିତ', 'ମହାନଦୀ ଓଡ଼ିଶାର ସବୁଠାରୁ ବଡ଼ ନଦୀ']

// Float models are 8 MB each: the folders go when the tests are done.
const temps: string[] = []
const temp = () => {
  temps.push(mkdtempSync(join(tmpdir(), 'odia-float-model-')))
  return temps.at(-1)!
}
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Writes the traineddata and extracts its LSTM component with combine_tessdata, as lstmtraining wants both. */
async function unpack(dir: string, traineddata: Uint8Array): Promise<{ traineddata: string; lstm: string }> {
  const paths = { traineddata: join(dir, 'ori.traineddata'), lstm: join(dir, 'ori.lstm') }
  writeFileSync(paths.traineddata, traineddata)
  await tool('combine_tessdata', ['-e', paths.traineddata, paths.lstm])
  return paths
}

const intMatrices = (traineddata: Uint8Array) =>
  weightMatrices(parseModel(traineddata).lstm.network).map((matrix) => {
    if (matrix.mode !== 'int') throw new Error('expected an integer matrix')
    return matrix
  })

beforeAll(() => {
  requireTools('tesseract', 'lstmtraining', 'combine_tessdata', 'text2image')
  requireLohitOdia()
  expect([...models.keys()].sort()).toEqual(['4.0.0', '4.0.0_best_int'])
})

describe('a float ori, in Tesseract', () => {
  it.each([...models.keys()])(
    'comes back from lstmtraining --convert_to_int with every int8 weight of %s',
    async (name) => {
      const original = models.get(name)!
      const dir = temp()
      const float = await unpack(dir, convertToFloat(original).traineddata)
      const back = join(dir, 'back.traineddata')
      await tool('lstmtraining', [
        '--stop_training',
        '--convert_to_int',
        '--continue_from',
        float.lstm,
        '--traineddata',
        float.traineddata,
        '--model_output',
        back,
      ])
      const returned = readFileSync(back)
      const before = intMatrices(original)
      const after = intMatrices(returned)
      expect(after.map(({ rows, cols }) => [rows, cols])).toEqual(before.map(({ rows, cols }) => [rows, cols]))
      let equal = 0
      let total = 0
      let worstScale = 0
      before.forEach((matrix: IntWeights, m) => {
        const again = after[m]!
        matrix.weights.forEach((weight, i) => {
          total++
          if (again.weights[i] === weight) equal++
        })
        // Debian's Tesseract keeps scales as 32-bit floats in memory: equal within float rounding.
        for (let row = 0; row < matrix.rows; row++) {
          const scale = matrix.scales[row]!
          worstScale = Math.max(worstScale, Math.abs(again.scales[row]! - scale) / scale)
        }
      })
      expect({ matrices: before.length, equal, total }).toEqual({ matrices: 18, equal: 950_318, total: 950_318 })
      expect(worstScale).toBeLessThan(1e-6)
      // Everything else is as it was: the other components byte for byte, the recogniser's fields after the network.
      const [was, is] = [parseModel(original), parseModel(returned)]
      is.components.forEach((component, i) => {
        const other = was.components[i]
        if (i !== TESSDATA_LSTM)
          expect(component && other ? Buffer.from(component).equals(other) : component === other).toBe(true)
      })
      expect({ ...is.lstm, network: undefined }).toEqual({ ...was.lstm, network: undefined })
    },
    120_000,
  )

  it('is trained by lstmtraining --continue_from, which refuses the integer model', async () => {
    const dir = temp()
    const float = await unpack(dir, convertToFloat(ori).traineddata)
    // A one-line training sample: a rendered line, its text as a line box, and tesseract's lstm.train config.
    const image = await renderLine(join(dir, 'line'), LINES[0]!)
    const { width, height } = await sharp(image).metadata()
    writeFileSync(join(dir, 'line.box'), `WordStr 0 0 ${width} ${height} 0 #${LINES[0]}\n\t 0 0 ${width} ${height} 0\n`)
    writeFileSync(join(dir, 'lstm.train'), LSTM_TRAIN_CONFIG)
    await tool('tesseract', [
      image,
      join(dir, 'line'),
      '--tessdata-dir',
      dir,
      '-l',
      'ori',
      '--psm',
      '7',
      join(dir, 'lstm.train'),
    ])
    writeFileSync(join(dir, 'list.txt'), `${join(dir, 'line.lstmf')}\n`)
    // Each run writes its own checkpoints: lstmtraining resumes from an existing one before anything else.
    const train = (lstm: string, output: string) =>
      tool('lstmtraining', [
        '--continue_from',
        lstm,
        '--traineddata',
        float.traineddata,
        '--train_listfile',
        join(dir, 'list.txt'),
        '--model_output',
        output,
        '--max_iterations',
        '1',
      ])
    const { output } = await train(float.lstm, join(dir, 'tuned'))
    expect(output).toContain(`Continuing from ${float.lstm}`)
    expect(output).toMatch(/At iteration 1\/1\/1, .*BCER train=/)
    expect(readFileSync(join(dir, 'tuned_checkpoint')).length).toBeGreaterThan(0)

    const integer = await unpack(temp(), ori)
    await expect(train(integer.lstm, join(temp(), 'tuned'))).rejects.toThrow(
      /is an integer \(fast\) model, cannot continue training/,
    )
  }, 120_000)

  it('reads rendered Odia lines as the integer model does', async () => {
    const dir = temp()
    const intDir = tessdataDir(join(dir, 'int'), ori)
    const floatDir = tessdataDir(join(dir, 'float'), convertToFloat(ori).traineddata)
    for (const [i, text] of LINES.entries()) {
      const image = await renderLine(join(dir, `line-${i}`), text)
      const integer = await recognizeLine(image, intDir)
      expect(integer).not.toBe('')
      expect(await recognizeLine(image, floatDir)).toBe(integer)
    }
  }, 120_000)

  it('converts a model that carries its unicharset and recoder inside the LSTM component', async () => {
    // LSTMRecognizer::Serialize writes them there when the traineddata has no lstm-unicharset or lstm-recoder.
    const { components, lstm } = parseModel(ori)
    const inside = components.slice()
    inside[TESSDATA_LSTM] = writeLstmModel({
      ...lstm,
      unicharset: components[TESSDATA_LSTM_UNICHARSET]!,
      rest: Buffer.concat([lstm.rest, components[TESSDATA_LSTM_RECODER]!]),
    })
    inside[TESSDATA_LSTM_UNICHARSET] = undefined
    inside[TESSDATA_LSTM_RECODER] = undefined
    const integer = writeTraineddata(inside)
    const float = convertToFloat(integer)
    expect(parseModel(float.traineddata).lstm.unicharset).toEqual(components[TESSDATA_LSTM_UNICHARSET])

    const dir = temp()
    const image = await renderLine(join(dir, 'line'), LINES[1]!)
    const reading = await recognizeLine(image, tessdataDir(join(dir, 'int'), integer))
    expect(reading).toBe(await recognizeLine(image, tessdataDir(join(dir, 'original'), ori)))
    expect(await recognizeLine(image, tessdataDir(join(dir, 'float'), float.traineddata))).toBe(reading)
  }, 120_000)
})
