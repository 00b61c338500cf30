import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors'
import { convertToFloat, parseModel } from '../../src/training/float-model'
import { readGroundTruth } from '../../src/training/ground-truth'
import { TF_INT_MODE } from '../../src/training/lstm-model'
import { shippedOri, startingPoint } from '../../src/training/starting-point'
import { requireTool } from '../../src/training/tesseract-tools'
import { requireTools } from './tesseract-tools'

const run = promisify(execFile)
const cli = fileURLToPath(new URL('../../src/cli/train.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))

/** Runs `pnpm train` as pnpm does, through tsx with the caller's directory in INIT_CWD: its exit code and output. */
async function train(caller: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: packageDir,
      env: { ...process.env, INIT_CWD: caller },
      timeout: 60_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

const temps: string[] = []
const temp = () => {
  temps.push(mkdtempSync(join(tmpdir(), 'odia-train-refusals-')))
  return temps.at(-1)!
}
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const isInteger = (traineddata: Uint8Array) => (parseModel(traineddata).lstm.trainingFlags & TF_INT_MODE) !== 0

const thrown = (action: () => unknown): AppError => {
  try {
    action()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('nothing was thrown')
}

describe('where training starts', () => {
  it('recovers an integer model given with --from to float, and says so', () => {
    const dir = temp()
    writeFileSync(join(dir, 'ori.traineddata'), shippedOri())
    expect(isInteger(shippedOri())).toBe(true)
    const start = startingPoint(join(dir, 'ori.traineddata'))
    expect(isInteger(start.traineddata)).toBe(false)
    expect(start.description).toContain('an integer model recovered to float')
    expect(start.scratch).toBe(false)
  })

  it('starts from the shipped base by default, from ori when there is none, or from a new network', () => {
    const shipped = temp()
    mkdirSync(join(shipped, 'best'))
    const float = convertToFloat(shippedOri()).traineddata
    writeFileSync(join(shipped, 'best', 'odia-base.traineddata.gz'), gzipSync(float))
    const base = startingPoint(undefined, undefined, shipped)
    expect(base).toMatchObject({ name: 'odia-base', scratch: false })
    expect(Buffer.from(base.traineddata).equals(Buffer.from(float))).toBe(true)
    const none = startingPoint(undefined, undefined, temp())
    expect(none.name).toBe('ori')
    expect(isInteger(none.traineddata)).toBe(false)
    expect(startingPoint('ori', undefined, shipped).name).toBe('ori')
    const scratch = startingPoint('scratch')
    expect(scratch.scratch).toBe(true)
    expect(scratch.learningRate).toBeGreaterThan(none.learningRate)
  })

  it('refuses a --from it cannot read, and a file with no LSTM model', () => {
    expect(thrown(() => startingPoint('/nowhere/model.traineddata')).message).toMatch(/Cannot read --from/)
    expect(thrown(() => startingPoint('x', () => new Uint8Array(8))).code).toMatch(/LSTM|TRAINEDDATA|BAD/)
  })
})

describe('the data', () => {
  it('refuses a label without its image, or of two lines, by name', () => {
    const dir = temp()
    writeFileSync(join(dir, 'a.gt.txt'), 'ଓଡ଼ିଆ\n')
    writeFileSync(join(dir, 'b.png'), '')
    writeFileSync(join(dir, 'b.gt.txt'), 'ଓଡ଼ିଆ\nଭାଷା\n')
    const message = thrown(() => readGroundTruth(dir)).message
    expect(message).toContain(`${join(dir, 'a')}: no .png or .tif beside its .gt.txt`)
    expect(message).toContain(`${join(dir, 'b')}: its .gt.txt has 2 lines, not one`)
  })

  it('reads pairs in name order with NFC labels', () => {
    const dir = temp()
    writeFileSync(join(dir, '2.tif'), '')
    writeFileSync(join(dir, '2.gt.txt'), '\u0B5C\n')
    writeFileSync(join(dir, '1.png'), '')
    writeFileSync(join(dir, '1.gt.txt'), ' ଭାଷା ')
    writeFileSync(join(dir, '3.png'), '')
    expect(readGroundTruth(dir)).toEqual([
      { name: join(dir, '1'), image: join(dir, '1.png'), text: 'ଭାଷା' },
      { name: join(dir, '2'), image: join(dir, '2.tif'), text: '\u0B21\u0B3C' },
    ])
  })
})

describe('Tesseract’s tools', () => {
  it('refuses a missing binary naming Debian’s tesseract-ocr package', () => {
    const refusal = thrown(() => requireTool('lstmtraining', { PATH: '/nonexistent' }))
    expect(refusal.message).toBe(
      "lstmtraining is not installed: training needs Tesseract's tools, in Debian's tesseract-ocr package (sudo apt-get install -y tesseract-ocr).",
    )
  })
})

describe('pnpm train refuses', () => {
  it('a run with no data', async () => {
    const { code, output } = await train(temp(), ['--out', 'model'])
    expect(code).toBe(1)
    expect(output).toContain('Nothing to train on: give --ground-truth DIR (repeatable) or --synthetic N lines.')
  }, 60_000)

  it('a label that cannot encode, by name, before anything is trained', async () => {
    requireTools('combine_tessdata', 'combine_lang_model')
    const cwd = temp()
    const gt = join(cwd, 'gt')
    mkdirSync(gt)
    // ଋ, which ori lacks, is added to the unicharset; a no-break space never is.
    for (const [stem, text] of [
      ['0001', 'ଓଡ଼ିଆ ଭାଷା'],
      ['0002', 'ବର୍ଷା\u00a0ଋତୁ'],
    ]) {
      writeFileSync(join(gt, `${stem}.png`), '')
      writeFileSync(join(gt, `${stem}.gt.txt`), `${text}\n`)
    }
    const args = ['--ground-truth', 'gt', '--from', 'ori', '--out', 'model', '--iterations', '10']
    const { code, output } = await train(cwd, args)
    expect(code).toBe(1)
    expect(output).toContain('Unicharset: the starting model’s, extended by ଋ (U+0B0B) for the labels.')
    expect(output).toContain(
      '1 line cannot be encoded with the unicharset of ori extended for the labels, which lacks \u00a0 (U+00A0):',
    )
    expect(output).toContain(`${join(gt, '0002')}: \u00a0 (U+00A0) in "ବର୍ଷା\u00a0ଋତୁ"`)
  }, 60_000)
})
