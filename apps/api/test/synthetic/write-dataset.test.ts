import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultChoices, loadStyleSet, RenderPool } from '@odia-ai/renderer'
import { afterAll, describe, expect, it } from 'vitest'
import { planImages } from '../../src/synthetic/plan-images'
import { writeDataset, type WriteDatasetOptions } from '../../src/synthetic/write-dataset'
import { appErrorOf } from '../helpers/app-error'
import { expectEveryImageListed } from '../helpers/dataset-folder'

const set = loadStyleSet()
const pool = new RenderPool(set.styles, 2)
const roots: string[] = []
afterAll(async () => {
  await pool.close()
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

const plan = (count: number) =>
  planImages(
    'single',
    Array.from({ length: count }, (_, index) => `ଓଡ଼ିଆ ${index}`),
    defaultChoices('single', set.styles),
    set,
  ).images

/** A fresh output folder with job folder `big` reserved in it, removed after the tests. */
function outputFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'odia-write-'))
  roots.push(root)
  mkdirSync(join(root, 'big'))
  return root
}

/** writeDataset's options for writing `images` into job folder `big` of `outputRoot`. */
function job(images: WriteDatasetOptions['images'], outputRoot = outputFolder()): WriteDatasetOptions {
  return {
    pool,
    images,
    mode: 'single',
    seed: 1,
    outputRoot,
    folder: 'big',
    signal: new AbortController().signal,
    onImages: () => undefined,
    card: { mode: 'single', skipped: [], licenses: {} },
  }
}

describe('writeDataset', () => {
  it('ends a job that fails on an unexpected error with what it kept, and the error behind it as the cause', async () => {
    const images = plan(300)
    // Image 200 names a font no worker has: its batch fails, as on a worker that stops.
    images[199] = { ...images[199]!, variant: { ...images[199]!.variant, style: 'No Such Font 400' } }
    const options = job(images)
    const error = await appErrorOf(writeDataset(options))
    const kept = expectEveryImageListed(join(options.outputRoot, 'big'), 199)
    expect(error).toMatchObject({
      statusCode: 500,
      code: 'JOB_FAILED',
      message: `The job failed on the server; see the server log. The ${kept} images written before, with their metadata.csv, are kept in the job folder big.`,
    })
    expect((error.cause as Error).message).toBe('Unknown font style No Such Font 400.')
    expect(readdirSync(options.outputRoot)).toEqual(['big'])
  })

  it('says plainly when the output folder refuses the job before its first image', async () => {
    // The kernel's own file system refuses new folders, even to root (EPERM, or EROFS where it is mounted read-only).
    const options = job(plan(3), '/sys')
    const error = await appErrorOf(writeDataset(options))
    expect(error.statusCode).toBe(507)
    expect(error.message).toMatch(
      /^Writing the images stopped: (there is no permission to write to|the output folder is read-only)/,
    )
    expect(error.message).toMatch(/\. No image was kept\.$/)
    expect(existsSync('/sys/big')).toBe(false)
  })
})
