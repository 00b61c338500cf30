// A label cut into the pieces Tesseract makes unichars of for Odia: its Indic validator's "glyph split"
// (src/training/unicharset/validate_indic.cpp, --norm_mode 2, what tesstrain uses for Indic languages and what ori's
// own unicharset holds). Every code point is a piece of its own, but for three joined forms: an explicit virama
// [୍ ZWNJ], a virama asked for a specific conjunct [ZWJ ୍], and a half form, the consonants so far with [୍ ZWJ].
// Unlike the validator, nothing is refused or rewritten: ୱ counts as the consonant it is (the validator takes it
// for a vowel modifier and rejects every ୱ), and a virama without ZWNJ stays as written, since lstmtraining
// encodes the label as it is.

const ZWNJ = '\u200c'
const ZWJ = '\u200d'
const ORIYA = 0x0b00
const VIRAMA = 0x4d
const NUKTA = 0x3c

const offset = (char: string | undefined) => (char === undefined ? -1 : char.codePointAt(0)! - ORIYA)
const isVirama = (char: string | undefined) => offset(char) === VIRAMA
const isNukta = (char: string | undefined) => offset(char) === NUKTA
const isConsonant = (char: string | undefined) => {
  const at = offset(char)
  return (at >= 0x15 && at <= 0x39) || (at >= 0x58 && at <= 0x5f) || at === 0x71
}

export function unicharPieces(text: string): string[] {
  const chars = [...text]
  const pieces: string[] = []
  let at = 0
  while (at < chars.length) {
    if (!isConsonant(chars[at])) {
      const explicitVirama = isVirama(chars[at]) && chars[at + 1] === ZWNJ
      pieces.push(explicitVirama ? `${chars[at]}${ZWNJ}` : chars[at]!)
      at += explicitVirama ? 2 : 1
      continue
    }
    // A consonant cluster: (C[N](H|HZ|ZH|Hz)?)* C[N]. `open` holds its code points not yet in a piece.
    let open: string[] = []
    const take = (count: number) => {
      open.push(...chars.slice(at, at + count))
      at += count
    }
    /** The last `count` open code points become one piece; those before, one each. */
    const join = (count: number) => {
      pieces.push(...open.slice(0, open.length - count), open.slice(open.length - count).join(''))
      open = []
    }
    do {
      take(isNukta(chars[at + 1]) ? 2 : 1)
      if (chars[at] === ZWJ && isVirama(chars[at + 1])) {
        take(2)
        join(2)
        continue
      }
      if (!isVirama(chars[at])) break
      take(1)
      if (chars[at] === ZWJ) {
        take(1)
        join(open.length)
      } else if (chars[at] === ZWNJ) {
        take(1)
        join(2)
      }
    } while (isConsonant(chars[at]))
    pieces.push(...open)
  }
  return pieces
}
