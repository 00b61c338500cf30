import { describe, expect, it } from 'vitest'
import { splitLines } from '../../src/training/split'

const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `line-${index}` }))

describe('splitLines', () => {
  it('holds out one line in ten, every line in exactly one part', () => {
    const all = lines(200)
    const { train, heldOut } = splitLines(all)
    expect(heldOut).toHaveLength(20)
    expect(train).toHaveLength(180)
    expect(new Set([...train, ...heldOut])).toEqual(new Set(all))
  })

  it('holds out the same lines on every run, in whatever order the folder lists them', () => {
    const all = lines(57)
    const names = (part: Array<{ name: string }>) => part.map((line) => line.name).sort()
    const first = splitLines(all)
    expect(names(splitLines([...all].reverse()).heldOut)).toEqual(names(first.heldOut))
    expect(names(splitLines(all).heldOut)).toEqual(names(first.heldOut))
    expect(names(splitLines(all, 2).heldOut)).not.toEqual(names(first.heldOut))
  })

  it('holds out at least one line of two or more, none of a single line', () => {
    expect(splitLines(lines(3)).heldOut).toHaveLength(1)
    expect(splitLines(lines(1))).toEqual({ train: lines(1), heldOut: [] })
  })
})
