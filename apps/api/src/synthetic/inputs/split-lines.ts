import { splitUnits } from '@odia-ai/text-metrics'

const length = (text: string) => [...text].length

/**
 * Splits a row into lines of at most `maxChars` characters (code points), breaking at whitespace: the whitespace run at
 * a break is dropped, everything else is kept in order, exactly once (whitespace inside a line is kept as it is). A word
 * longer than `maxChars` on its own is cut at grapheme-cluster boundaries (never inside a conjunct or before a vowel
 * sign), so every line fits; only a single cluster longer than `maxChars` makes a longer line.
 */
export function splitIntoLines(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  // Words at even indexes, the whitespace before the next word at odd ones.
  const tokens = text.trim().split(/(\s+)/u)
  for (let index = 0; index < tokens.length; index += 2) {
    const word = tokens[index]!
    const before = index > 0 ? tokens[index - 1]! : ''
    if (word === '') continue
    if (line !== '' && length(line) + length(before) + length(word) <= maxChars) {
      line += before + word
      continue
    }
    if (line !== '') lines.push(line)
    line = ''
    for (const cluster of length(word) > maxChars ? splitUnits(word, 'grapheme') : [word]) {
      if (line !== '' && length(line) + length(cluster) > maxChars) {
        lines.push(line)
        line = ''
      }
      line += cluster
    }
  }
  if (line !== '') lines.push(line)
  return lines
}
