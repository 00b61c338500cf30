// The shipped base model's recipe (`pnpm base-model`) at its toy size, so the command that makes the base cannot rot:
// the same steps, fonts and checks, 40 lines and 100 iterations.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { ModelInfoSchema, type ModelInfo } from '@odia-ai/contract'
import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scoreSet, type EvalSet } from '../../src/training/evaluate'
import { parseModel } from '../../src/training/float-model'
import { TF_INT_MODE } from '../../src/training/lstm-model'
import { requireLohitOdia, requireTools, tool } from './tesseract-tools'

const run = promisify(execFile)
const cli = fileURLToPath(new URL('../../src/cli/base-model.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'odia-base-recipe-'))
const out = join(dir, 'odia-base')
const work = join(dir, 'work')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const modelIn = (kind: 'best' | 'fast') => gunzipSync(readFileSync(join(out, kind, 'odia-base.traineddata.gz')))
const isInteger = (bytes: Uint8Array) => (parseModel(bytes).lstm.trainingFlags & TF_INT_MODE) !== 0

let output = ''
beforeAll(async () => {
  requireTools('lstmtraining', 'tesseract', 'combine_tessdata', 'dawg2wordlist')
  requireLohitOdia()
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', cli, '--tiny', '--out', out, '--work', work],
    { cwd: packageDir, timeout: 300_000, maxBuffer: 32 * 1024 * 1024 },
  )
  output = stdout + stderr
}, 300_000)

describe('pnpm base-model --tiny', () => {
  it('writes a gzipped float model to best/ and an integer one to fast/', () => {
    expect(output).toContain('Trained odia-base: 100 iterations')
    expect(isInteger(modelIn('best'))).toBe(false)
    expect(isInteger(modelIn('fast'))).toBe(true)
  })

  it('writes a model.json the server accepts, its scores those of the readings it kept', () => {
    const info = JSON.parse(readFileSync(join(out, 'model.json'), 'utf8')) as ModelInfo
    expect(Value.Errors(ModelInfoSchema, info)).toEqual([])
    expect(info).toMatchObject({ id: 'odia-base', kind: 'builtin', iterations: 100, trainable: true })
    const { sets } = JSON.parse(readFileSync(join(work, 'trained', 'eval.json'), 'utf8')) as { sets: EvalSet[] }
    expect(info.scores).toEqual(
      sets.map((set) => ({
        set: set.name,
        lines: set.lines.length,
        cer: scoreSet(set).model.cerCodepoints * 100,
        ori_cer: scoreSet(set).ori.cerCodepoints * 100,
      })),
    )
    // Measured on the clean and scan lines held out, and on both fonts it never trained on: held-out dictionary
    // words, then the guard lines.
    expect(info.scores.map((score) => score.set.replace(/^.*[/\\]/, ''))).toEqual([
      'clean',
      'scan',
      'eval-lohit-odia',
      'eval-samyak-oriya',
      'guard-lohit-odia',
      'guard-samyak-oriya',
    ])
    expect(info.scores.map((score) => score.set.split(' ')[0])).toEqual([
      'held',
      'held',
      '--eval',
      '--eval',
      '--guard',
      '--guard',
    ])
  })

  it('chooses its checkpoint with the guard lines, and says so on the card', () => {
    expect(output).toMatch(/ori reads the guard lines at \d+\.\d\d % CER/)
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toMatch(
      /Model files made from: the .*(guard lines no worse than ori|read them best|not read on the guard lines)/,
    )
  })

  it('makes a fast model the tesseract CLI reads an unseen font’s line with', async () => {
    const { sets } = JSON.parse(readFileSync(join(work, 'trained', 'eval.json'), 'utf8')) as { sets: EvalSet[] }
    const lohit = sets.find((set) => set.name.endsWith('eval-lohit-odia'))!
    const tessdata = join(dir, 'tessdata')
    mkdirSync(tessdata)
    writeFileSync(join(tessdata, 'base.traineddata'), modelIn('fast'))
    const png = `${lohit.lines[0]!.name}.png`
    const { stdout } = await tool('tesseract', [png, '-', '--tessdata-dir', tessdata, '-l', 'base', '--psm', '7'])
    expect(stdout.trim().normalize('NFC')).toBe(lohit.lines[0]!.model)
  })

  it('ends its card with the command that made it', () => {
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toContain('Made by `pnpm base-model --tiny --out')
  })

  it('makes the model from the checkpoint that read the held-out lines and the unseen fonts best', () => {
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toMatch(
      /- Model files made from: the best checkpoint \(training BCER [\d.]+ %, held-out CER [\d.]+ % at iteration 100\)/,
    )
  })
})
