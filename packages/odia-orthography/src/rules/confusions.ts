import { codePointLabel, followsVirama, isModifier, isOdiaSyllablePart } from '../characters.js'
import type { Lexicon } from '../lexicon.js'
import type { Finding } from '../rule.js'
import type { TextContext } from '../text-context.js'

interface Confusion {
  written: string
  meant: string
  word: string
  corrected: string
}

const letterForLetter = ({ written, meant, word, corrected }: Confusion) =>
  `${written} (${codePointLabel(written)}) for ${meant} (${codePointLabel(meant)}): ${word} is written ${corrected}`

/**
 * Findings where a word differs from a known word in a confused character. Mismatches right after a virama
 * are left alone: there both letters write the same conjunct (ସ୍ୱ and ସ୍ବ, ୍ୟ and ୍ଯ).
 */
export function findKnownWordConfusions(
  { words }: TextContext,
  known: Lexicon,
  reason: (confusion: Confusion) => string = letterForLetter,
): Finding[] {
  return words.flatMap((word) =>
    known
      .mismatches(word.text)
      .filter(({ offset }) => !followsVirama(word.text, offset))
      .map(({ offset, length, meant }) => {
        const written = word.text.slice(offset, offset + length)
        const corrected = word.text.slice(0, offset) + meant + word.text.slice(offset + length)
        return {
          start: word.start + offset,
          end: word.start + offset + length,
          reason: reason({ written, meant, word: word.text, corrected }),
          suggestion: meant,
        }
      }),
  )
}

/** Findings merged by span: a place two checks of one rule both flag is flagged once. */
export function uniqueFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>()
  return findings.filter(({ start, end }) => {
    const key = `${start}:${end}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Findings where a word ends in `letter` (before a candrabindu, anusvara or visarga) after a vowel: the letter
 * opens no conjunct there, and the word is longer than the letter alone.
 */
export function findWordsEndingIn(
  { text, words, chars }: TextContext,
  letter: number,
  finding: Omit<Finding, 'start' | 'end'>,
): Finding[] {
  return words.flatMap(({ first, last }) => {
    let at = last - 1
    while (at > first && isModifier(chars[at]!.cp)) at -= 1
    const final = chars[at]!
    if (final.cp !== letter || at === first || !isOdiaSyllablePart(chars[at - 1]!.cp)) return []
    if (followsVirama(text, final.start)) return []
    return [{ start: final.start, end: final.end, ...finding }]
  })
}
