// ori's dictionary, unpacked with Tesseract's own tools: the base model's main source of words.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { nameWordHalves, odiaNameWords } from '../../src/eval/cldr-names'
import { oriWords } from '../../src/training/ori-words'
import { requireTools } from './tesseract-tools'

const work = mkdtempSync(join(tmpdir(), 'odia-ori-words-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('oriWords', () => {
  it('unpacks the tens of thousands of distinct NFC Odia words of ori’s dictionary', () => {
    requireTools('combine_tessdata', 'dawg2wordlist')
    const words = oriWords(work)
    expect(words.length).toBeGreaterThan(40_000)
    expect(new Set(words).size).toBe(words.length)
    expect(words).toEqual(expect.arrayContaining(['ଓଡ଼ିଆ', 'ଭାରତ', 'ପୁସ୍ତକ']))
    for (const word of words) expect(word).toBe(word.normalize('NFC'))
  })

  it('leaves out the words a legacy conversion spelt with କ୍ସ୍ଟ for ୁ', () => {
    requireTools('combine_tessdata', 'dawg2wordlist')
    const words = oriWords(work)
    expect(words.filter((word) => word.includes('କ୍ସ୍ଟ'))).toEqual([])
    expect(words).toEqual(expect.arrayContaining(['ଦକ୍ଷିଣ', 'ତାହାଙ୍କୁ']))
  })
})

describe('odiaNameWords', () => {
  it('gives the Odia words of CLDR’s names, Odia letters only', () => {
    const words = odiaNameWords()
    expect(new Set(words).size).toBeGreaterThan(300)
    for (const word of words) expect(word).toMatch(/^[\u0B00-\u0B7F]+$/u)
    expect(words).toContain('ଭାରତ')
  })
})

describe('nameWordHalves', () => {
  it('splits the distinct name words in two halves that share no word', () => {
    const { guard, bench } = nameWordHalves()
    expect(guard.length + bench.length).toBe(new Set(odiaNameWords()).size)
    expect(Math.abs(guard.length - bench.length)).toBeLessThanOrEqual(1)
    expect(guard.filter((word) => bench.includes(word))).toEqual([])
    expect(nameWordHalves()).toEqual({ guard, bench })
  })
})
