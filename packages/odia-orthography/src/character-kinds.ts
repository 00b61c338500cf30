// Every class a rule asks about, as one number of bits per code point: worked out once per code point (from the
// predicates of characters.ts and Unicode properties) and then looked up, so that reading a text costs a table
// read per character instead of a predicate or a regular expression per rule.

import {
  NUKTA,
  VIRAMA,
  isConsonant,
  isDisplayBase,
  isIndependentVowel,
  isJoiner,
  isModifier,
  isOdiaBlock,
  isOdiaDigit,
  isOdiaLetter,
  isOdiaSyllablePart,
  isVowelSign,
} from './characters.js'

export const KIND = {
  consonant: 1 << 0,
  independentVowel: 1 << 1,
  vowelSign: 1 << 2,
  modifier: 1 << 3,
  odiaLetter: 1 << 4,
  odiaSyllablePart: 1 << 5,
  odiaDigit: 1 << 6,
  odiaBlock: 1 << 7,
  joiner: 1 << 8,
  displayBase: 1 << 9,
  /** `\p{L}` */
  letter: 1 << 10,
  /** `\p{Nd}` */
  digit: 1 << 11,
  /** A letter, mark, digit or zero width (non-)joiner: what words are made of. */
  word: 1 << 12,
  /** What NFC may compose onto the character before or reorder with it: marks, Hangul jamo, Kirat Rai vowels. */
  joinsPrevious: 1 << 13,
  nukta: 1 << 14,
  virama: 1 << 15,
  /** Latin script, or an ASCII digit. */
  latin: 1 << 16,
  /** Of a script other than Oriya, Latin, Common (punctuation, digits, symbols) and Inherited (shared marks). */
  otherScript: 1 << 17,
} as const

// Set on every worked-out entry, so that 0 in the table means "not worked out yet".
const KNOWN = 1 << 30

const WORD = /^[\p{L}\p{M}\p{Nd}\u200C\u200D]$/u
const LATIN = /^[\p{Script=Latin}0-9]$/u
const NEUTRAL = /^[\p{Script=Oriya}\p{Script=Common}\p{Script=Inherited}]$/u
const JOINS_PREVIOUS = /^[\p{M}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u{16D40}-\u{16D7F}]$/u

function classify(cp: number): number {
  const char = String.fromCodePoint(cp)
  const bits: [boolean, number][] = [
    [isConsonant(cp), KIND.consonant],
    [isIndependentVowel(cp), KIND.independentVowel],
    [isVowelSign(cp), KIND.vowelSign],
    [isModifier(cp), KIND.modifier],
    [isOdiaLetter(cp), KIND.odiaLetter],
    [isOdiaSyllablePart(cp), KIND.odiaSyllablePart],
    [isOdiaDigit(cp), KIND.odiaDigit],
    [isOdiaBlock(cp), KIND.odiaBlock],
    [isJoiner(cp), KIND.joiner],
    [isDisplayBase(cp), KIND.displayBase],
    [/^\p{L}$/u.test(char), KIND.letter],
    [/^\p{Nd}$/u.test(char), KIND.digit],
    [WORD.test(char), KIND.word],
    [JOINS_PREVIOUS.test(char), KIND.joinsPrevious],
    [cp === NUKTA, KIND.nukta],
    [cp === VIRAMA, KIND.virama],
    [LATIN.test(char), KIND.latin],
    [!LATIN.test(char) && !NEUTRAL.test(char), KIND.otherScript],
  ]
  return bits.reduce((kind, [is, bit]) => (is ? kind | bit : kind), KNOWN)
}

// The Basic Multilingual Plane in a table filled as characters are first met; the rest, rare, in a map.
const BMP = new Uint32Array(0x10000)
const ASTRAL = new Map<number, number>()

/** The `KIND` bits of a code point (a lone surrogate has none of them). */
export function kindOf(cp: number): number {
  if (cp < 0x10000) {
    const known = BMP[cp]!
    if (known !== 0) return known
    const kind = classify(cp)
    BMP[cp] = kind
    return kind
  }
  let kind = ASTRAL.get(cp)
  if (kind === undefined) {
    kind = classify(cp)
    ASTRAL.set(cp, kind)
  }
  return kind
}
