// One unichar's line in a unicharset file, as unicharset_extractor writes it (SetupBasicProperties in
// src/training/unicharset/unicharset_training_utils.cpp, written the way UNICHARSET::load_via_fgets reads it):
//   <unichar> <properties, hex> <shape ranges> <script> <other case id> <direction> <mirror id> <normed>\t# <debug>
// The shape ranges are left open (0,255,0,255,0,0,0,0,0,0) as in ori's own unicharset: only the legacy engine
// reads them. Properties come from Unicode as ICU gives them to Tesseract, through JavaScript's property escapes;
// the bidi direction, which those cannot ask, is ICU's for letters, marks, digits and the number separators and
// terminators below, and other symbols are written neutral. A unichar's script and direction are its first code
// point's; its other properties hold when they hold for any of its code points.

/** The Unicode scripts a label of an Odia book holds (ICU's long names); any other character is written Common. */
const SCRIPTS = ['Oriya', 'Latin', 'Devanagari', 'Bengali', 'Greek', 'Cyrillic', 'Inherited'] as const

/** ICU's UCharDirection values Tesseract writes. */
const DIRECTION = {
  leftToRight: 0,
  rightToLeft: 1,
  europeanNumber: 2,
  numberSeparator: 3,
  numberTerminator: 4,
  commonSeparator: 6,
  neutral: 10,
  arabicLetter: 13,
  mark: 17,
}
/** Bidi classes ES, ET and CS (Unicode's DerivedBidiClass.txt), the Basic Latin and punctuation ones. */
const NUMBER_SEPARATOR = /[+\-\u207a\u207b\u208a\u208b\u2212\ufb29\ufe62\ufe63\uff0b\uff0d]/u
const NUMBER_TERMINATOR = /[#$%\u00a2-\u00a5\u00b0\u00b1\u2030-\u2034\u2213\ufe5f\ufe69\ufe6a\uff03-\uff05\p{Sc}]/u
const COMMON_SEPARATOR = /[,./:\u00a0\u060c\u2044\u202f\ufe50\ufe52\ufe55\uff0c\uff0e\uff0f\uff1a]/u
/** Modifier letters ICU calls neutral; the dandas, which it calls left-to-right. */
const NEUTRAL_LETTER = /[\u02b9\u02ba\u02c6-\u02cf]/u
const LEFT_TO_RIGHT_SIGN = /[\u0964\u0965]/u

const MIRRORED_PAIRS = ['()', '[]', '{}', '<>', '«»', '‹›']

/** Tesseract's OCR normalisation of the normed form: hyphens, single and double quotes folded (normstrngs.cpp). */
const OCR_FOLDS: Array<[RegExp, string]> = [
  [/[\u2010-\u2015\u207b\u208b\u2212\ufe58\ufe63\uff0d\u2e17]/gu, '-'],
  [/[`\u2018-\u201b\u2032\u300c\uff07]/gu, "'"],
  [/[\u201c-\u201f\u2033\u301d\u301e\uff02]/gu, '"'],
  // Zero-width space and the directional marks are dropped.
  [/[\u200b\u200e\u200f]/gu, ''],
]

const scriptOf = (char: string) =>
  SCRIPTS.find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(char)) ?? 'Common'

function directionOf(char: string): number {
  if (/[\p{Mn}\p{Me}]/u.test(char)) return DIRECTION.mark
  if (/[0-9]/.test(char)) return DIRECTION.europeanNumber
  if (/\p{Script=Hebrew}/u.test(char)) return DIRECTION.rightToLeft
  if (/\p{Script=Arabic}/u.test(char)) return DIRECTION.arabicLetter
  if (NEUTRAL_LETTER.test(char)) return DIRECTION.neutral
  if (/[\p{L}\p{Mc}\p{Nd}\p{Script=Oriya}]/u.test(char) || LEFT_TO_RIGHT_SIGN.test(char)) return DIRECTION.leftToRight
  if (NUMBER_SEPARATOR.test(char)) return DIRECTION.numberSeparator
  if (NUMBER_TERMINATOR.test(char)) return DIRECTION.numberTerminator
  if (COMMON_SEPARATOR.test(char)) return DIRECTION.commonSeparator
  return DIRECTION.neutral
}

const mirrorOf = (char: string) => {
  const pair = MIRRORED_PAIRS.find((pair) => pair.includes(char))
  return pair ? pair.replace(char, '') : char
}

const normedOf = (unichar: string) =>
  OCR_FOLDS.reduce((text, [pattern, fold]) => text.replace(pattern, fold), unichar.normalize('NFC')) || unichar

const hex = (char: string) => char.codePointAt(0)!.toString(16)

/** The line of `unichar`, the unicharset's `id`th; `idOf` finds the ids of its other case and its mirror. */
export function unicharLine(unichar: string, id: number, idOf: (unichar: string) => number | undefined): string {
  const chars = [...unichar]
  // As Tesseract: a property holds for the unichar when it holds for any of its code points.
  const any = (pattern: RegExp) => chars.some((char) => pattern.test(char))
  const alpha = any(/\p{L}/u)
  const lower = any(/\p{Ll}/u)
  const upper = any(/\p{Lu}/u)
  const digit = any(/\p{Nd}/u)
  const punctuation = any(/\p{P}/u)
  const properties = (alpha ? 1 : 0) | (lower ? 2 : 0) | (upper ? 4 : 0) | (digit ? 8 : 0) | (punctuation ? 16 : 0)
  const otherCase =
    lower || upper ? idOf(chars.map((char) => (lower ? char.toUpperCase() : char.toLowerCase())).join('')) : undefined
  const mirror = idOf(chars.map(mirrorOf).join(''))
  const debug = `${unichar} [${chars.map(hex).join(' ')} ]${alpha ? (lower ? 'a' : upper ? 'A' : 'x') : ''}${digit ? '0' : ''}${punctuation ? 'p' : ''}`
  return [
    unichar,
    properties.toString(16),
    '0,255,0,255,0,0,0,0,0,0',
    scriptOf(chars[0]!),
    otherCase ?? id,
    directionOf(chars[0]!),
    mirror ?? id,
    `${normedOf(unichar)}\t# ${debug}`,
  ].join(' ')
}
