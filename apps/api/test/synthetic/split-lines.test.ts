import { readFileSync } from 'node:fs'
import { splitUnits } from '@odia-ai/text-metrics'
import { describe, expect, it } from 'vitest'
import { splitIntoLines } from '../../src/synthetic/inputs/split-lines'

/** Real Odia sentences (the offline evaluation's sample), joined into paragraphs below. */
const SENTENCES = readFileSync(new URL('../../src/eval/odia-sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)

/** A small seeded generator, so a failure names a paragraph that can be made again. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** Paragraphs of 1–8 sentences with single, double and tab spacing, some with a word run together past any limit. */
function paragraphs(count: number): string[] {
  const next = random(22)
  return Array.from({ length: count }, () => {
    const sentences = Array.from(
      { length: 1 + Math.floor(next() * 8) },
      () => SENTENCES[Math.floor(next() * SENTENCES.length)]!,
    )
    const spaced = sentences.map((sentence) =>
      next() < 0.2 ? sentence.replace(/ /g, next() < 0.5 ? '  ' : ' \t') : sentence,
    )
    const text = spaced.join(' ')
    return next() < 0.25 ? text.replace(/ /, '').replace(/ /, '') : text
  })
}

const length = (text: string) => [...text].length

/** The text's grapheme-cluster boundaries, as UTF-16 offsets. */
function clusterBoundaries(text: string): Set<number> {
  const boundaries = new Set([0])
  let at = 0
  for (const cluster of splitUnits(text, 'grapheme')) boundaries.add((at += cluster.length))
  return boundaries
}

describe('splitIntoLines', () => {
  it('keeps every character of a paragraph exactly once, in order, dropping only the whitespace at each break', () => {
    let checked = 0
    for (const paragraph of paragraphs(300)) {
      const boundaries = clusterBoundaries(paragraph)
      for (const maxChars of [10, 23, 40, 60, 97]) {
        const lines = splitIntoLines(paragraph, maxChars)
        let at = 0
        lines.forEach((line, index) => {
          if (index > 0) {
            const gap = /^\s*/u.exec(paragraph.slice(at))![0]
            // A break drops one whole whitespace run, or none when a word is cut at a cluster boundary.
            if (gap === '') expect(boundaries.has(at)).toBe(true)
            at += gap.length
          }
          expect(line).toBe(line.trim())
          expect(line.length).toBeGreaterThan(0)
          expect(paragraph.startsWith(line, at)).toBe(true)
          at += line.length
          expect(boundaries.has(at)).toBe(true)
          expect(length(line)).toBeLessThanOrEqual(maxChars)
        })
        expect(at).toBe(paragraph.length)
        checked += 1
      }
    }
    expect(checked).toBe(1500)
  })

  it('fills each line with as many words as fit', () => {
    const words = SENTENCES[0]!.split(' ')
    const lines = splitIntoLines(SENTENCES[0]!, 20)
    for (const [index, line] of lines.slice(0, -1).entries()) {
      const nextWord = lines[index + 1]!.split(' ')[0]!
      expect(length(`${line} ${nextWord}`)).toBeGreaterThan(20)
    }
    expect(lines.join(' ')).toBe(words.join(' '))
  })

  it('cuts a word longer than the limit between clusters, never inside a conjunct', () => {
    expect(splitIntoLines('କ୍ଷେତ୍ରକ୍ଷେତ୍ର', 5)).toEqual(['କ୍ଷେ', 'ତ୍ର', 'କ୍ଷେ', 'ତ୍ର'])
    expect(splitIntoLines('ଓଡ଼ିଆ  ଭାଷା', 60)).toEqual(['ଓଡ଼ିଆ  ଭାଷା'])
  })
})
