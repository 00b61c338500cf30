import { readFileSync } from 'node:fs'
import { seededRandom } from '@odia-ai/renderer'

/** Real Odia sentences bundled for the round trip when no text file is given. */
const SAMPLE = new URL('./odia-sample.txt', import.meta.url)

const MIN_CHARACTERS = 10
const MAX_CHARACTERS = 40

/** The non-empty NFC lines of a text. */
export const textLines = (text: string): string[] =>
  text
    .normalize('NFC')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The bundled sentences, NFC. */
export const bundledSentences = (): string[] => textLines(readFileSync(SAMPLE, 'utf8'))

/** `count` lines taken in order from `lines`, starting over when they run out. */
export const cycleLines = (lines: string[], count: number): string[] =>
  Array.from({ length: count }, (_, index) => lines[index % lines.length]!)

/**
 * `count` distinct-looking lines of 10–40 characters cut from the bundled sentences: each starts at a
 * seeded random word and takes whole words up to a seeded random length, so lines read like real text.
 */
export function sampleLines(count: number, seed: number, sample: string = readFileSync(SAMPLE, 'utf8')): string[] {
  const words = textLines(sample).join(' ').split(' ')
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => {
    const target = MIN_CHARACTERS + Math.floor(random() * (MAX_CHARACTERS - MIN_CHARACTERS + 1))
    let index = Math.floor(random() * words.length)
    let line = words[index]!
    while (line.length < target) {
      const next = `${line} ${words[++index % words.length]}`
      if (next.length > MAX_CHARACTERS) break
      line = next
    }
    return line
  })
}
