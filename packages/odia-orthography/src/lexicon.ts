// Known words for the confusion rules: a word that differs from a known one only in a character the OCR
// confuses (ୱ/ବ, ଯ/ୟ, a missing nukta) is most likely that word. Words are compared in a folded form in which
// the confused characters are one; the known word, inflected with one of a few endings, then says which
// character belongs where.

import { LETTER, NUKTA } from './characters.js'

/** Case and number endings an Odia noun takes, for matching an inflected word against its stem. */
export const NOUN_ENDINGS = [
  'ର',
  'ରେ',
  'ରୁ',
  'କୁ',
  'ଟି',
  'ଟା',
  'ଟିଏ',
  'ଟିକୁ',
  'ଟିର',
  'ଟିରେ',
  'ଙ୍କ',
  'ଙ୍କୁ',
  'ଙ୍କର',
  'ଙ୍କରେ',
  'ମାନେ',
  'ମାନଙ୍କ',
  'ମାନଙ୍କୁ',
  'ମାନଙ୍କର',
  'ଗୁଡ଼ିକ',
  'ଗୁଡ଼ିକୁ',
  'ଗୁଡ଼ିକର',
  'ଗୁଡ଼ିକରେ',
  'ଠାରୁ',
  'ଠାରେ',
  'ଟାରେ',
  'ହିଁ',
] as const

export interface Mismatch {
  /** UTF-16 offset and length, in the word, of what is written. */
  offset: number
  length: number
  /** What the known word has there. */
  meant: string
}

export interface Lexicon {
  /** The code points the lexicon folds: a word with none of them folds to no known word. */
  confusable: readonly number[]
  /** Where `word` differs from the known word it folds to, or nothing if it folds to none. */
  mismatches: (word: string) => Mismatch[]
}

/** Words written in a text, parted by spaces and line breaks: how the rules write their lists. */
export function wordList(text: string): string[] {
  return text.trim().split(/\s+/)
}

/** Known words for two letters the OCR confuses: a word written with either one is compared to them. */
export function letterPairLexicon(words: readonly string[], [one, other]: readonly [string, string]): Lexicon {
  return lexicon({
    words,
    endings: NOUN_ENDINGS,
    fold: (text) => (text.includes(other) ? text.replaceAll(other, one) : text),
    confusable: [one, other],
  })
}

/** Known words with ଡ଼ or ଢ଼: a word written without the nukta is compared to them. */
export function nuktaLexicon(words: readonly string[]): Lexicon {
  const nukta = String.fromCodePoint(NUKTA)
  return lexicon({
    words,
    endings: NOUN_ENDINGS,
    fold: (text) => (text.includes(nukta) ? text.replaceAll(nukta, '') : text),
    confusable: [String.fromCodePoint(LETTER.dda), String.fromCodePoint(LETTER.ddha)],
  })
}

/**
 * `fold` maps a text to its folded form and must keep its length except for dropping nuktas; `confusable`
 * are the characters it folds, so that words without any are passed over. `endings` may follow any known
 * word; endings that differ from their folded form (ଗୁଡ଼ିକ) are checked after any stem.
 */
function lexicon(options: {
  words: readonly string[]
  endings?: readonly string[]
  fold: (text: string) => string
  confusable: readonly string[]
}): Lexicon {
  const { fold, confusable } = options
  const words = new Map<string, string>()
  for (const word of options.words) {
    // Two known words the same up to a confused letter would make the choice between them arbitrary.
    if (word !== word.normalize('NFC') || words.has(fold(word)))
      throw new Error(`Known word ${word} is not NFC or not unique`)
    words.set(fold(word), word)
  }
  const endings = new Map(['', ...(options.endings ?? [])].map((ending) => [fold(ending), ending]))
  const telling = [...endings].filter(([folded, ending]) => folded !== ending)
  // The endings by their last UTF-16 unit, each list in the order above: a word can only end in those of its own.
  const byLastUnit = new Map<number, [string, string][]>()
  for (const [folded, ending] of endings) {
    const last = folded.charCodeAt(folded.length - 1)
    if (folded !== '') byLastUnit.set(last, [...(byLastUnit.get(last) ?? []), [folded, ending]])
  }

  // A known word, inflected or not, begins as its stem does.
  const firstUnits = new Set([...words.keys()].map((folded) => folded.charCodeAt(0)))

  const expected = (word: string): string | undefined => {
    const folded = fold(word)
    if (firstUnits.has(folded.charCodeAt(0))) {
      const whole = words.get(folded)
      if (whole !== undefined) return whole
      for (const [foldedEnding, ending] of byLastUnit.get(folded.charCodeAt(folded.length - 1)) ?? []) {
        if (!folded.endsWith(foldedEnding)) continue
        const stem = words.get(folded.slice(0, folded.length - foldedEnding.length))
        if (stem !== undefined) return stem + ending
      }
    }
    for (const [foldedEnding, ending] of telling) {
      if (folded.length > foldedEnding.length && folded.endsWith(foldedEnding)) {
        return unfoldedPrefix(word, folded.length - foldedEnding.length, fold) + ending
      }
    }
    return undefined
  }

  return {
    confusable: confusable.map((char) => char.codePointAt(0)!),
    mismatches: (word) => {
      if (!includesAny(word, confusable)) return []
      const meant = expected(word)
      return meant === undefined || meant === word ? [] : align(word, meant)
    },
  }
}

function includesAny(word: string, chars: readonly string[]): boolean {
  for (const char of chars) if (word.includes(char)) return true
  return false
}

/** The start of `word` whose folded form is `foldedLength` long, with a nukta that ends it. */
function unfoldedPrefix(word: string, foldedLength: number, fold: (text: string) => string): string {
  let end = 0
  while (end < word.length && fold(word.slice(0, end + 1)).length <= foldedLength) end += 1
  return word.slice(0, end)
}

function nuktaLaterInSyllable(text: string, from: number): boolean {
  for (let index = from; index < text.length && /\p{M}/u.test(text[index]!); index += 1) {
    if (text[index] === String.fromCodePoint(NUKTA)) return true
  }
  return false
}

/** The places where `written` has a character `meant` does not: a letter for another, or a letter without its nukta. */
function align(written: string, meant: string): Mismatch[] {
  const mismatches: Mismatch[] = []
  let w = 0
  let m = 0
  const nukta = String.fromCodePoint(NUKTA)
  while (m < meant.length) {
    if (written[w] === meant[m]) {
      w += 1
      m += 1
    } else if (meant[m] === nukta && w > 0) {
      // A nukta typed later in the syllable is misplaced rather than missing: another rule's.
      if (!nuktaLaterInSyllable(written, w)) {
        mismatches.push({ offset: w - 1, length: 1, meant: written[w - 1] + nukta })
      }
      m += 1
    } else if (written[w] === nukta) {
      w += 1
    } else if (w < written.length) {
      mismatches.push({ offset: w, length: 1, meant: meant[m]! })
      w += 1
      m += 1
    } else {
      break
    }
  }
  return mismatches
}
