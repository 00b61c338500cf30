import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { afterEach, describe, expect, it } from 'vitest'
import { modelInfo, swappedOri, writeModelFolder } from '../helpers/models'

const SWAPPED = swappedOri([['କ', 'ଖ']])

const run = promisify(execFile)
const cli = fileURLToPath(new URL('../../src/cli/eval.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))

/** Runs the CLI as `pnpm eval` does: through tsx, with the caller's directory in INIT_CWD. */
const evaluate = (caller: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: packageDir,
    env: { ...process.env, INIT_CWD: caller, ...env },
    timeout: 120_000,
  })

let fake: FakeGemini | undefined
afterEach(async () => fake?.close())

describe('pnpm eval', () => {
  it('renders, recognises offline and reports CER, WER, speed and the worst lines', async () => {
    const { stdout, stderr } = await evaluate(tmpdir(), ['--lines', '6', '--workers', '1'])
    expect(stderr).toMatch(/6\/6 images/)
    expect(stdout).toContain('Round trip: 6 single lines → tesseract (ori), seed 1, 1 workers')
    const cer = Number(/CER \(grapheme clusters\)\s+([\d.]+) %/.exec(stdout)?.[1])
    expect(cer).toBeLessThan(30)
    expect(stdout).toMatch(/WER\s+[\d.]+ %/)
    expect(stdout).toMatch(/recognition\s+[\d.]+ lines\/s/)
    expect(stdout).toContain('6 worst lines')
  }, 120_000)

  it('reads lines from a file and ultra-realistic images too', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-eval-'))
    writeFileSync(join(cwd, 'lines.txt'), 'ଓଡ଼ିଶା ଭାରତର ଏକ ରାଜ୍ୟ\n\nମହାନଦୀ ବଡ଼ ନଦୀ\n')
    const { stdout } = await evaluate(cwd, [
      '--input',
      'lines.txt',
      '--lines',
      '3',
      '--mode',
      'ultra-realistic',
      '--workers',
      '1',
    ])
    expect(stdout).toContain('Round trip: 3 ultra-realistic (medium) lines')
    expect(stdout).toContain('ମହାନଦୀ ବଡ଼ ନଦୀ')
  }, 120_000)

  it('reads with a model of the tool (--model) or a model file (--model-file)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-eval-'))
    writeFileSync(join(cwd, 'lines.txt'), 'କଟକ କଥା କହିଲେ\nକମଳା କଦଳୀ\n')
    writeModelFolder(join(cwd, 'data', 'models'), modelInfo('swapped'), SWAPPED)
    writeFileSync(join(cwd, 'swapped.traineddata'), SWAPPED)
    const cer = (stdout: string) => Number(/CER \(code points\)\s+([\d.]+) %/.exec(stdout)?.[1])
    const args = ['--input', 'lines.txt', '--lines', '2', '--workers', '1']
    const env = { DATA_DIR: join(cwd, 'data') }
    const byOri = await evaluate(cwd, args, env)
    const byModel = await evaluate(cwd, [...args, '--model', 'swapped'], env)
    expect(byModel.stdout).toContain('Round trip: 2 single lines → tesseract (swapped)')
    // The swapped model reads every କ as ଖ: far more errors on these lines than ori.
    expect(cer(byModel.stdout)).toBeGreaterThan(cer(byOri.stdout) + 15)
    const byFile = await evaluate(cwd, [...args, '--model-file', 'swapped.traineddata'])
    expect(byFile.stdout).toContain('→ tesseract (swapped)')
    expect(cer(byFile.stdout)).toBe(cer(byModel.stdout))
    await expect(evaluate(cwd, [...args, '--model', 'nope'], env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/There is no model “nope”/),
    })
    await expect(evaluate(cwd, [...args, '--model-file', 'missing.traineddata'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/Cannot read .*missing.traineddata: no such file/),
    })
  }, 180_000)

  it('uses Gemini when given a key file and a base URL, never printing the key', async () => {
    fake = await startFakeGemini()
    const cwd = mkdtempSync(join(tmpdir(), 'odia-eval-'))
    writeFileSync(join(cwd, 'key.txt'), 'secret-eval-key\n')
    const { stdout, stderr } = await evaluate(cwd, [
      '--engine',
      'gemini',
      '--api-key-file',
      'key.txt',
      '--base-url',
      fake.baseUrl,
      '--lines',
      '3',
    ])
    expect(stdout).toContain('Round trip: 3 single lines → gemini (gemini-flash-latest)')
    expect(fake.requests.filter((request) => request.path.includes(':generateContent'))).toHaveLength(3)
    expect(stdout + stderr).not.toContain('secret-eval-key')
  }, 120_000)

  it('explains bad arguments and exits non-zero', async () => {
    await expect(evaluate(tmpdir(), ['--lines', '0'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--lines must be a whole number of at least 1/),
    })
    await expect(evaluate(tmpdir(), ['--strength', 'extreme'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/--strength must be one of light, medium, heavy/),
    })
    await expect(evaluate(tmpdir(), ['--engine', 'magic'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/--engine must be one of gemini, tesseract/),
    })
    await expect(evaluate(tmpdir(), ['--engine', 'gemini'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/needs --api-key-file/),
    })
    await expect(evaluate(tmpdir(), ['--input', 'missing.txt'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/Cannot read --input missing.txt: no such file/),
    })
  }, 180_000)
})
