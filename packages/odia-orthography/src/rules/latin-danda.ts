import {
  DANDA,
  DOUBLE_DANDA,
  isConsonant,
  isIndependentVowel,
  isOdiaBlock,
  isOdiaDigit,
  isOdiaSyllablePart,
  VIRAMA,
} from '../characters.js'
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
    const { cp } = context.chars[index]!
    const previous = context.chars[index - 1]
    const joined = previous !== undefined && index > word.first && previous.cp === VIRAMA
    if (isIndependentVowel(cp) || (isConsonant(cp) && !joined)) count += 1
  }
  return count
}

function isAbbreviation(context: TextContext, word: TextWord): boolean {
  if (aksharas(context, word) <= 1 || LETTER_NAMES.has(word.text)) return true
  // ଖ୍ରୀ.ପୂ. and ଏ.ଆଇ.: one dotted abbreviation, the last part of it.
  return context.text[word.start - 1] === '.'
}

function findPipes({ text }: TextContext, wordAt: (offset: number) => TextWord | undefined): Finding[] {
  return [...text.matchAll(/[^\n]+/g)].flatMap((line) => {
    // A line that opens with a bar is a table row: there the bars part the cells.
    if (/^[ \t]*\|/.test(line[0])) return []
    return [...line[0].matchAll(/\|{1,2}/g)].flatMap((match) => {
      const at = line.index + match.index
      const word = wordAt(at)
      if (word === undefined || !isOdiaBlock(word.text.codePointAt(word.text.length - 1)!)) return []
      const double = match[0].length === 2
      return [
        {
          start: at,
          end: at + match[0].length,
          reason: double
            ? 'Two vertical bars || after Odia where the double danda ॥ (U+0965) belongs'
            : 'Vertical bar | (U+007C) after Odia where the danda । (U+0964) belongs',
          suggestion: double ? DOUBLE_DANDA : DANDA,
        },
      ]
    })
  })
}

function findFullStops(context: TextContext, wordAt: (offset: number) => TextWord | undefined): Finding[] {
  const { text } = context
  return [...text.matchAll(/\./g)].flatMap((match) => {
    const at = match.index
    if (text[at - 1] === '.' || text[at + 1] === '.') return []
    let after = at + 1
    while (CLOSERS.has(text[after] ?? '')) after += 1
    if (after < text.length && !/\s/u.test(text[after]!)) return []
    const word = wordAt(at)
    if (word === undefined) return []
    const last = context.chars[word.last - 1]!
    if (!isOdiaSyllablePart(last.cp) || isOdiaDigit(last.cp) || isAbbreviation(context, word)) return []
    return [
      {
        start: at,
        end: at + 1,
        reason: `Full stop . (U+002E) ending an Odia sentence where the danda । (U+0964) belongs`,
        suggestion: DANDA,
      },
    ]
  })
}

export const latinDanda = defineRule({
  name: 'latin-danda',
  description:
    'A vertical bar | (or ||) after Odia, or a full stop ending an Odia sentence, where the danda । (॥) belongs. ' +
    'Full stops after abbreviations (ଡ., ଖ୍ରୀ.ପୂ., initials such as ବି. ଏନ୍.), in numbers (୧.୫) and in an ' +
    'ellipsis are left alone, and so are the bars of a table row.',
  severity: 'suspicious',
  find: (context) => {
    const byEnd = new Map(context.words.map((word) => [word.end, word]))
    // The word that ends right before an offset, across spaces and tabs (Odia often sets the danda apart: ରାଜ୍ୟ ।).
    const wordAt = (offset: number) => {
      let end = offset
      while (end > 0 && (context.text[end - 1] === ' ' || context.text[end - 1] === '\t')) end -= 1
      return byEnd.get(end)
    }
    return [...findPipes(context, wordAt), ...findFullStops(context, wordAt)]
  },
})
