import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { parseModel } from '../../src/training/float-model'
import { TF_INT_MODE } from '../../src/training/lstm-model'

const run = promisify(execFile)
const cli = fileURLToPath(new URL('../../src/cli/float-model.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const shippedOri = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/ori')), '4.0.0')

/** Runs the CLI as `pnpm float-model` does: through tsx, with the caller's directory in INIT_CWD. */
const floatModel = (caller: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: packageDir,
    env: { ...process.env, INIT_CWD: caller },
    timeout: 60_000,
  })

const temps: string[] = []
const temp = () => {
  temps.push(mkdtempSync(join(tmpdir(), 'odia-float-cli-')))
  return temps.at(-1)!
}
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('pnpm float-model', () => {
  it('writes a float model from the gzipped ori, paths taken from the caller’s directory', async () => {
    const cwd = temp()
    const { stdout } = await floatModel(cwd, [join(shippedOri, 'ori.traineddata.gz'), 'ori-float.traineddata'])
    expect(stdout).toBe('Wrote ori-float.traineddata: a float model, 18 weight matrices, 950,318 weights.\n')
    expect(parseModel(readFileSync(join(cwd, 'ori-float.traineddata'))).lstm.trainingFlags & TF_INT_MODE).toBe(0)
    expect(readdirSync(cwd)).toEqual(['ori-float.traineddata'])
  }, 60_000)

  it('refuses a float model, a file that is not a model, and missing arguments, exiting 1', async () => {
    const cwd = temp()
    await floatModel(cwd, [join(shippedOri, 'ori.traineddata.gz'), 'float.traineddata'])
    writeFileSync(join(cwd, 'notes.txt'), 'not a model\n')
    await expect(floatModel(cwd, ['float.traineddata', 'again.traineddata'])).rejects.toMatchObject({
      code: 1,
      stderr: 'This model is already a float (trainable) model: there is nothing to convert.\n',
    })
    await expect(floatModel(cwd, ['notes.txt', 'out.traineddata'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^This is not a Tesseract \.traineddata file: /),
    })
    await expect(floatModel(cwd, ['missing.traineddata', 'out.traineddata'])).rejects.toMatchObject({
      code: 1,
      stderr: 'Cannot read missing.traineddata: no such file.\n',
    })
    await expect(floatModel(cwd, ['float.traineddata'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: pnpm float-model IN.traineddata OUT.traineddata'),
    })
    expect(existsSync(join(cwd, 'out.traineddata')) || existsSync(join(cwd, 'again.traineddata'))).toBe(false)
  }, 60_000)
})
