// pnpm train end to end, small: ~100 of the generator's lines, a few dozen iterations from ori's float model.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { aggregateErrorRates, textErrors } from '@odia-ai/text-metrics'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EvalSet } from '../../src/training/evaluate'
import { parseModel } from '../../src/training/float-model'
import { TF_INT_MODE } from '../../src/training/lstm-model'
import { lineCer } from '../../src/training/model-card'
import { requireTools, tool } from './tesseract-tools'

const run = promisify(execFile)
const cli = fileURLToPath(new URL('../../src/cli/train.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const out = mkdtempSync(join(tmpdir(), 'odia-train-cli-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

const isInteger = (path: string) => (parseModel(readFileSync(path)).lstm.trainingFlags & TF_INT_MODE) !== 0
const percent = (value: number) => `${(value * 100).toFixed(2)} %`

let output = ''
beforeAll(async () => {
  requireTools('lstmtraining', 'tesseract', 'combine_tessdata')
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', cli, '--synthetic', '100', '--iterations', '40', '--name', 'tiny', '--out', out],
    { cwd: packageDir, env: { ...process.env, INIT_CWD: out }, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
  )
  output = stdout + stderr
}, 240_000)

describe('pnpm train', () => {
  it('writes the float model to best/ and the integer one to fast/', () => {
    expect(output).toContain('Trained tiny: 40 iterations')
    expect(isInteger(join(out, 'best', 'tiny.traineddata'))).toBe(false)
    expect(isInteger(join(out, 'fast', 'tiny.traineddata'))).toBe(true)
    expect(existsSync(join(out, 'best', 'tiny.traineddata.partial'))).toBe(false)
  })

  it('makes a fast model the tesseract CLI loads and reads a held-out line with', async () => {
    const { sets } = JSON.parse(readFileSync(join(out, 'eval.json'), 'utf8')) as { sets: EvalSet[] }
    const [line] = sets[0]!.lines
    const image = readFileSync(join(out, 'work', 'list.eval'), 'utf8')
      .split('\n')[0]!
      .replace(/\.lstmf$/, '.png')
    const { stdout } = await tool('tesseract', [
      image,
      '-',
      '--tessdata-dir',
      join(out, 'fast'),
      '-l',
      'tiny',
      '--psm',
      '7',
    ])
    expect(stdout.trim().normalize('NFC')).toBe(line!.model)
    expect(lineCer(line!.reference, line!.model)).toBeLessThan(0.5)
  })

  it('writes a card whose figures equal a recomputation from the readings', () => {
    const card = readFileSync(join(out, 'README.md'), 'utf8')
    const { sets } = JSON.parse(readFileSync(join(out, 'eval.json'), 'utf8')) as { sets: EvalSet[] }
    expect(sets.map((set) => set.name)).toEqual(['held out of synthetic'])
    for (const set of sets) {
      const model = aggregateErrorRates(set.lines.map((line) => textErrors(line.reference, line.model)))
      const ori = aggregateErrorRates(set.lines.map((line) => textErrors(line.reference, line.ori)))
      expect(card).toContain(
        `| ${set.name} | ${set.lines.length} | ${percent(ori.cerCodepoints)} | ${percent(model.cerCodepoints)} | ${percent(ori.wer)} | ${percent(model.wer)} |`,
      )
    }
    expect(card).toContain('| synthetic | 90 | 10 |')
    expect(card).toContain('- Starting point: odia-base, the shipped base model')
    expect(card).toMatch(/- Iterations: 40, in \d+ s; finished/)
    const worst = card
      .split('## The 20 worst lines')[1]!
      .split('\n')
      .filter((row) => row.startsWith('| /'))
    expect(worst).toHaveLength(10)
  })
})
