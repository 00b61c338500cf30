import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkpointRanking, describeGuard } from '../../src/training/checkpoint-choice'
import { checkpointsBestFirst } from '../../src/training/checkpoints'

// A run that learns its own lines while it forgets what ori reads well: held-out CER falls, guard CER rises.
const points = [
  { iteration: 100, cer: 9, guardCer: 5.5 },
  { iteration: 2000, cer: 5, guardCer: 5.6 },
  { iteration: 8000, cer: 3, guardCer: 5.7 },
  { iteration: 30000, cer: 1.5, guardCer: 6.1 },
]

describe('checkpointRanking', () => {
  it('ranks by held-out CER when there are no guard lines', () => {
    expect([...checkpointRanking(points)]).toEqual([
      [100, 9],
      [2000, 5],
      [8000, 3],
      [30000, 1.5],
    ])
  })

  it('ranks only the checkpoints that read the guard lines no worse than ori, by held-out CER', () => {
    expect([...checkpointRanking(points, 5.7)]).toEqual([
      [100, 9],
      [2000, 5],
      [8000, 3],
    ])
  })

  it('ranks by guard CER when none reads them as well as ori', () => {
    expect([...checkpointRanking(points, 5)]).toEqual([
      [100, 5.5],
      [2000, 5.6],
      [8000, 5.7],
      [30000, 6.1],
    ])
  })
})

describe('the checkpoint kept', () => {
  const dir = mkdtempSync(join(tmpdir(), 'odia-checkpoint-choice-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  for (const [error, iteration] of [
    [8, 100],
    [4, 2000],
    [2, 8000],
    [1, 30000],
  ])
    writeFileSync(join(dir, `odia_${error}_${iteration}_${iteration}.checkpoint`), '')

  it('is the last one before the guard lines read worse than ori, not the one best on its own lines', () => {
    expect(checkpointsBestFirst(join(dir, 'odia'), checkpointRanking(points, 5.7))[0]!.iteration).toBe(8000)
    expect(checkpointsBestFirst(join(dir, 'odia'), checkpointRanking(points))[0]!.iteration).toBe(30000)
  })

  it('is described on the card with its guard CER against ori’s', () => {
    expect(describeGuard(points, 8000, 5.7)).toBe(
      ', chosen among those reading the guard lines no worse than ori (5.70 % against ori’s 5.70 %, as seen)',
    )
    expect(describeGuard(points, 100, 5)).toBe(
      '; no checkpoint read the guard lines as well as ori, this one read them best (5.50 % against ori’s 5.00 %, as seen)',
    )
    expect(describeGuard(points, 8000)).toBe('')
  })
})
