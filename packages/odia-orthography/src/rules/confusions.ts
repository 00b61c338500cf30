import { codePointLabel } from '../characters.js'
import { KIND } from '../character-kinds.js'
import type { Lexicon } from '../lexicon.js'
import type { Finding } from '../rule.js'
import type { TextContext, TextWord } from '../text-context.js'

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
  context: TextContext,
  known: Lexicon,
  reason: (confusion: Confusion) => string = letterForLetter,
): Finding[] {
  const findings: Finding[] = []
  for (const word of context.words) {
    if (!hasAny(context, word, known.confusable)) continue
    for (const { offset, length, meant } of known.mismatches(word.text)) {
      const start = word.start + offset
      if (context.followsVirama(context.indexAt(start))) continue
      const written = word.text.slice(offset, offset + length)
      const corrected = word.text.slice(0, offset) + meant + word.text.slice(offset + length)
      findings.push({
        start,
        end: start + length,
        reason: reason({ written, meant, word: word.text, corrected }),
        suggestion: meant,
      })
    }
  }
  return findings
}

/** Whether a word has any of the code points `wanted`: read from the context, without the word's text. */
function hasAny(context: TextContext, { first, last }: TextWord, wanted: readonly number[]): boolean {
  for (let index = first; index < last; index += 1) {
    for (const cp of wanted) if (context.cp(index) === cp) return true
  }
  return false
}

/** Findings merged by span: a place two checks of one rule both flag is flagged once. */
export function uniqueFindings(findings: Finding[]): Finding[] {
  if (findings.length < 2) return findings
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
  context: TextContext,
  letter: number,
  finding: Omit<Finding, 'start' | 'end'>,
): Finding[] {
  const findings: Finding[] = []
  for (const { first, last } of context.words) {
    let at = last - 1
    while (at > first && context.is(at, KIND.modifier)) at -= 1
    if (context.cp(at) !== letter || at === first || !context.is(at - 1, KIND.odiaSyllablePart)) continue
    if (context.followsVirama(at)) continue
    const { reason, suggestion } = finding
    findings.push({ start: context.start(at), end: context.end(at), reason, suggestion })
  }
  return findings
}
