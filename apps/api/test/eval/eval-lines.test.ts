import { describe, expect, it } from 'vitest'
import { cycleLines, sampleLines, textLines } from '../../src/eval/eval-lines'

describe('round-trip lines', () => {
  it('cuts the bundled sentences into 10–40 character lines of whole words, the same for the same seed', () => {
    const lines = sampleLines(200, 3)
    expect(lines).toHaveLength(200)
    for (const line of lines) {
      expect(line.length).toBeGreaterThanOrEqual(3)
      expect(line.length).toBeLessThanOrEqual(40)
      expect(line).toBe(line.normalize('NFC'))
      expect(line).not.toMatch(/^\s|\s$/)
    }
    expect(new Set(lines).size).toBeGreaterThan(150)
    expect(sampleLines(200, 3)).toEqual(lines)
    expect(sampleLines(200, 4)).not.toEqual(lines)
  })

  it('takes a file’s non-empty lines, NFC, starting over when they run out', () => {
    const lines = textLines('ଡ଼ ଏକ\r\n\n  ଦୁଇ  \n')
    expect(lines).toEqual(['\u0B21\u0B3C ଏକ'.normalize('NFC'), 'ଦୁଇ'])
    expect(cycleLines(lines, 5)).toEqual([lines[0], lines[1], lines[0], lines[1], lines[0]])
  })
})
