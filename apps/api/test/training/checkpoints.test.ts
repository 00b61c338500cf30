import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkpointsBestFirst } from '../../src/training/checkpoints'

const dir = mkdtempSync(join(tmpdir(), 'odia-checkpoints-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('checkpointsBestFirst', () => {
  it('orders the best-error checkpoints by error, then the current one; other files are not checkpoints', () => {
    for (const file of [
      'm_checkpoint',
      'm_5.100000_66_200.checkpoint',
      'm_7.195000_29_100.checkpoint',
      'm_4.900000_90_300.checkpoint',
      'model_1.0_1_1.checkpoint',
      'm_checkpoint.bak',
    ])
      writeFileSync(join(dir, file), '')
    expect(checkpointsBestFirst(join(dir, 'm'))).toEqual([
      { path: join(dir, 'm_4.900000_90_300.checkpoint'), error: 4.9, iteration: 300 },
      { path: join(dir, 'm_5.100000_66_200.checkpoint'), error: 5.1, iteration: 200 },
      { path: join(dir, 'm_7.195000_29_100.checkpoint'), error: 7.195, iteration: 100 },
      { path: join(dir, 'm_checkpoint') },
    ])
  })

  it('finds none in a folder lstmtraining never wrote to', () => {
    expect(checkpointsBestFirst(join(dir, 'missing', 'm'))).toEqual([])
  })
})

describe('checkpointsBestFirst with held-out errors', () => {
  it('puts the checkpoint best on the held-out lines first, whatever its training error', () => {
    const evaluated = mkdtempSync(join(tmpdir(), 'odia-checkpoints-'))
    for (const file of [
      'm_checkpoint',
      'm_9.0_10_100.checkpoint',
      'm_6.0_20_200.checkpoint',
      'm_3.0_30_300.checkpoint',
    ])
      writeFileSync(join(evaluated, file), '')
    // Iterations 100 and 300 were read: 300 learned its training lines best but reads unseen lines worse.
    const order = checkpointsBestFirst(
      join(evaluated, 'm'),
      new Map([
        [100, 4.5],
        [300, 7.25],
      ]),
    )
    rmSync(evaluated, { recursive: true, force: true })
    expect(order.map((checkpoint) => [checkpoint.error, checkpoint.heldOutError])).toEqual([
      [9, 4.5],
      [3, 7.25],
      [6, undefined],
      [undefined, undefined],
    ])
  })
})
