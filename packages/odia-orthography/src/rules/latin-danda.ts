import { DANDA, DOUBLE_DANDA, VIRAMA } from '../characters.js'
import { KIND } from '../character-kinds.js'
import { defineRule, type Finding } from '../rule.js'
import type { TextContext, TextWord } from '../text-context.js'

// English letters as Odia spells them, for initials such as ବି. ଏନ୍. ଶର୍ମା: a full stop there is no danda.
const LETTER_NAMES = new Set([
  ...'ଏ ବି ସି ଡି ଇ ଏଫ ଏଫ୍ ଜି ଏଚ ଏଚ୍ ଆଇ ଜେ କେ ଏଲ ଏଲ୍ ଏମ ଏମ୍ ଏନ ଏନ୍'.split(' '),
  ...'ଓ ପି କ୍ୟୁ ଆର ଆର୍ ଏସ ଏସ୍ ଟି ୟୁ ଭି ଡବ୍ଲ୍ୟୁ ଡବ୍ଲୁ ଏକ୍ସ ୱାଇ ଜେଡ ଜେଡ୍'.split(' '),
])
const CLOSERS = new Set([')', ']', '}', '"', "'", '\u2019', '\u201D', '\u00BB'])

/** Syllables (aksharas) in a word: a consonant cluster or vowel letter with its signs counts once. */
function aksharas(context: TextContext, word: TextWord): number {
  let count = 0
  for (let index = word.first; index < word.last; index += 1) {
    const joined = index > word.first && context.cp(index - 1) === VIRAMA
    if (context.is(index, KIND.independentVowel) || (context.is(index, KIND.consonant) && !joined)) count += 1
  }
  return count
}

function isAbbreviation(context: TextContext, word: TextWord): boolean {
  if (aksharas(context, word) <= 1 || LETTER_NAMES.has(word.text)) return true
  // ଖ୍ରୀ.ପୂ. and ଏ.ଆଇ.: one dotted abbreviation, the last part of it.
  return context.text[word.start - 1] === '.'
}

/** The word that ends right before `offset`, across spaces and tabs (Odia often sets the danda apart: ରାଜ୍ୟ ।). */
function wordBefore({ text, words }: TextContext, offset: number): TextWord | undefined {
  let end = offset
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end -= 1
  let low = 0
  let high = words.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (words[middle]!.end < end) low = middle + 1
    else high = middle
  }
  return words[low]?.end === end ? words[low] : undefined
}

/** A line that opens with a bar is a table row: there the bars part the cells. */
function inTableRow(text: string, offset: number): boolean {
  let at = text.lastIndexOf('\n', offset - 1) + 1
  while (text[at] === ' ' || text[at] === '\t') at += 1
  return text[at] === '|'
}

function findPipes(context: TextContext): Finding[] {
  const { text } = context
  const findings: Finding[] = []
  // One bar or two, as they come: ||| is a double bar and a single one.
  for (let at = text.indexOf('|'); at >= 0;) {
    const double = text[at + 1] === '|'
    const end = at + (double ? 2 : 1)
    const word = inTableRow(text, at) ? undefined : wordBefore(context, at)
    if (word !== undefined && context.is(word.last - 1, KIND.odiaBlock)) {
      findings.push({
        start: at,
        end,
        reason: double
          ? 'Two vertical bars || after Odia where the double danda ॥ (U+0965) belongs'
          : 'Vertical bar | (U+007C) after Odia where the danda । (U+0964) belongs',
        suggestion: double ? DOUBLE_DANDA : DANDA,
      })
    }
    at = text.indexOf('|', end)
  }
  return findings
}

function findFullStops(context: TextContext): Finding[] {
  const { text } = context
  const findings: Finding[] = []
  for (let at = text.indexOf('.'); at >= 0; at = text.indexOf('.', at + 1)) {
    if (text[at - 1] === '.' || text[at + 1] === '.') continue
    let after = at + 1
    while (CLOSERS.has(text[after] ?? '')) after += 1
    if (after < text.length && !/\s/u.test(text[after]!)) continue
    const word = wordBefore(context, at)
    if (word === undefined) continue
    const last = word.last - 1
    if (!context.is(last, KIND.odiaSyllablePart) || context.is(last, KIND.odiaDigit)) continue
    if (isAbbreviation(context, word)) continue
    findings.push({
      start: at,
      end: at + 1,
      reason: `Full stop . (U+002E) ending an Odia sentence where the danda । (U+0964) belongs`,
      suggestion: DANDA,
    })
  }
  return findings
}

export const latinDanda = defineRule({
  name: 'latin-danda',
  description:
    'A vertical bar | (or ||) after Odia, or a full stop ending an Odia sentence, where the danda । (॥) belongs. ' +
    'Full stops after abbreviations (ଡ., ଖ୍ରୀ.ପୂ., initials such as ବି. ଏନ୍.), in numbers (୧.୫) and in an ' +
    'ellipsis are left alone, and so are the bars of a table row.',
  severity: 'suspicious',
  find: (context) => [...findPipes(context), ...findFullStops(context)],
})
