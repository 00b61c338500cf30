// pnpm train on labels with characters ori's unicharset lacks (ଐ, ଋ in the ground truth, ଈ, ଊ in the synthetic
// texts): the unicharset is extended, lstmtraining maps ori's outputs onto it and trains every line, small: 40
// ground-truth lines drawn by text2image, 20 of the generator's, 100 iterations.
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTraineddata, TESSDATA_LSTM_UNICHARSET } from '../../src/training/tessdata'
import { parseUnicharset } from '../../src/training/unicharset'
import { renderLine, requireTools } from './tesseract-tools'

const run = promisify(execFile)
const cli = fileURLToPath(new URL('../../src/cli/train.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'odia-train-new-unichars-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const GROUND_TRUTH = [
  'ଐତିହାସିକ ଋତୁ ପରିବର୍ତ୍ତନ',
  'ଋଷି ଓ ଐରାବତ',
  'ବର୍ଷା ଋତୁର ଐତିହ୍ୟ',
  'ଐକ୍ୟ ଓ ଋଣ',
  'ଋଗ୍‌ବେଦର ଐତିହାସିକ ମୂଲ୍ୟ',
  'ଐଶ୍ୱର୍ଯ୍ୟ ଓ ସମୃଦ୍ଧି',
  'ଶରତ ଋତୁ ଆସିଲା',
  'ଐକାନ୍ତିକ ପ୍ରୟାସ',
]
const SYNTHETIC_TEXTS = ['ଈଶ୍ୱରଙ୍କ ଦୟା', 'ଊଣେଇଶ ଶହ ବର୍ଷ', 'ଐତିହାସିକ ଋତୁ', 'ଈଷତ୍ ଊଷ୍ମ ଜଳ']
const COPIES = 5
const out = join(dir, 'model')
const unicharsOf = (traineddata: string) =>
  parseUnicharset(new TextDecoder().decode(readTraineddata(readFileSync(traineddata))[TESSDATA_LSTM_UNICHARSET]))
    .unichars

let output = ''
beforeAll(async () => {
  requireTools('lstmtraining', 'tesseract', 'combine_tessdata', 'combine_lang_model', 'text2image')
  const drawn = join(dir, 'drawn')
  const gt = join(dir, 'gt')
  mkdirSync(drawn)
  mkdirSync(gt)
  for (const [index, text] of GROUND_TRUTH.entries()) {
    const image = await renderLine(join(drawn, String(index)), text)
    for (let copy = 0; copy < COPIES; copy++) {
      copyFileSync(image, join(gt, `${index}-${copy}.tif`))
      writeFileSync(join(gt, `${index}-${copy}.gt.txt`), `${text}\n`)
    }
  }
  writeFileSync(join(dir, 'texts.txt'), `${SYNTHETIC_TEXTS.join('\n')}\n`)
  const { stdout, stderr } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      cli,
      ...['--ground-truth', gt, '--synthetic', '20', '--text', join(dir, 'texts.txt')],
      ...['--from', 'ori', '--iterations', '100', '--name', 'gap', '--out', out],
    ],
    { cwd: packageDir, env: { ...process.env, INIT_CWD: dir }, timeout: 480_000, maxBuffer: 16 * 1024 * 1024 },
  )
  output = stdout + stderr
}, 480_000)

describe('pnpm train with characters ori lacks', () => {
  it('trains every line: lstmtraining remaps ori’s outputs and never fails to encode a label', () => {
    expect(output).toContain('Trained gap: 100 iterations')
    expect(output).not.toContain('left out')
    const log = readFileSync(join(out, 'work', 'lstmtraining.log'), 'utf8')
    const start = unicharsOf(join(out, 'work', 'start', 'start.traineddata')).size
    expect(log).toContain(`Code range changed from ${start} to ${start + 4}!`)
    expect(log).not.toContain('Encoding of string failed')
    expect(log).not.toContain("Can't encode transcription")
  })

  it('writes models whose unicharset holds ori’s unichars and the new ones', () => {
    const start = unicharsOf(join(out, 'work', 'start', 'start.traineddata'))
    expect(start.has('ଐ') || start.has('ଋ')).toBe(false)
    for (const model of [join(out, 'best', 'gap.traineddata'), join(out, 'fast', 'gap.traineddata')]) {
      const unichars = unicharsOf(model)
      expect(unichars.size).toBe(start.size + 4)
      for (const unichar of [...start, 'ଐ', 'ଋ', 'ଈ', 'ଊ']) expect(unichars.has(unichar)).toBe(true)
    }
  })

  it('says on the card which characters extended the unicharset, and draws the synthetic texts that hold them', () => {
    const card = readFileSync(join(out, 'README.md'), 'utf8')
    expect(card).toContain(
      '- Unicharset: the starting model’s, extended by ଐ (U+0B10), ଋ (U+0B0B), ଈ (U+0B08), ଊ (U+0B0A) for the labels',
    )
    expect(card).toContain(`| ${join(dir, 'gt')} | 36 | 4 |`)
    expect(card).toMatch(/Synthetic lines: 20, /)
  })
})
