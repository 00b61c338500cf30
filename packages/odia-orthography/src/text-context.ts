// One reading of an NFC text that every rule shares: its characters with their UTF-16 offsets, and its words.

export interface TextChar {
  char: string
  cp: number
  /** UTF-16 offsets of the character in the text. */
  start: number
  end: number
}

export interface TextWord {
  text: string
  start: number
  end: number
  /** Index in `TextContext.chars` of the word's first character, and one past its last. */
  first: number
  last: number
}

export interface TextContext {
  text: string
  chars: TextChar[]
  /** Maximal runs of letters, marks, digits and zero width (non-)joiners: what a reader takes for one word. */
  words: TextWord[]
}

const WORD_CHAR = /[\p{L}\p{M}\p{Nd}\u200C\u200D]/u
const WORD = /[\p{L}\p{M}\p{Nd}\u200C\u200D]+/gu

export function isWordChar(char: string): boolean {
  return WORD_CHAR.test(char)
}

export function textContext(text: string): TextContext {
  const chars: TextChar[] = []
  // The index in `chars` of the character that starts at each UTF-16 offset.
  const charAt = new Int32Array(text.length + 1)
  let start = 0
  for (const char of text) {
    charAt[start] = chars.length
    chars.push({ char, cp: char.codePointAt(0)!, start, end: start + char.length })
    start += char.length
  }
  charAt[text.length] = chars.length
  const words = [...text.matchAll(WORD)].map((match): TextWord => {
    const end = match.index + match[0].length
    return { text: match[0], start: match.index, end, first: charAt[match.index]!, last: charAt[end]! }
  })
  return { text, chars, words }
}
