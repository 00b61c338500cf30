// One reading of an NFC text that every rule shares, made in one pass: its characters (code points) with their
// classes and UTF-16 offsets, in typed arrays indexed by character, and its words. Rules walk the indices and test
// class bits; they make strings only for what they flag.

import { VIRAMA } from './characters.js'
import { KIND, kindOf } from './character-kinds.js'

export interface TextWord {
  text: string
  /** UTF-16 offsets of the word in the text. */
  start: number
  end: number
  /** Index of the word's first character, and one past its last. */
  first: number
  last: number
}

export class TextContext {
  /** How many characters (code points) the text has. */
  readonly length: number
  /** Maximal runs of letters, marks, digits and zero width (non-)joiners: what a reader takes for one word. */
  readonly words: TextWord[] = []
  private readonly cps: Int32Array
  private readonly kinds: Uint32Array
  /** The UTF-16 offset of each character, and the text's length after the last. */
  private readonly offsets: Int32Array

  constructor(readonly text: string) {
    // One buffer for the three arrays: each buffer is a separate allocation outside the JavaScript heap.
    const units = text.length
    const buffer = new ArrayBuffer((3 * units + 1) * 4)
    const cps = new Int32Array(buffer, 0, units)
    const kinds = new Uint32Array(buffer, units * 4, units)
    const offsets = new Int32Array(buffer, units * 8, units + 1)
    let count = 0
    let wordFirst = -1
    for (let offset = 0; offset < text.length; count += 1) {
      const cp = text.codePointAt(offset)!
      const kind = kindOf(cp)
      cps[count] = cp
      kinds[count] = kind
      offsets[count] = offset
      if ((kind & KIND.word) === 0) {
        if (wordFirst >= 0) this.addWord(wordFirst, count, offsets, offset)
        wordFirst = -1
      } else if (wordFirst < 0) {
        wordFirst = count
      }
      offset += cp > 0xffff ? 2 : 1
    }
    offsets[count] = text.length
    if (wordFirst >= 0) this.addWord(wordFirst, count, offsets, text.length)
    // Characters outside the Basic Multilingual Plane take two units: the arrays end at the last character.
    this.length = count
    this.cps = count < units ? cps.subarray(0, count) : cps
    this.kinds = count < units ? kinds.subarray(0, count) : kinds
    this.offsets = count < units ? offsets.subarray(0, count + 1) : offsets
  }

  private addWord(first: number, last: number, offsets: Int32Array, end: number) {
    const start = offsets[first]!
    this.words.push({ text: this.text.slice(start, end), start, end, first, last })
  }

  /** The code point of the character at `index`, or -1 before the first and after the last. */
  cp(index: number): number {
    return this.cps[index] ?? -1
  }

  /** Whether the character at `index` is of a class of `KIND` (or of any of several, `KIND.a | KIND.b`). */
  is(index: number, kind: number): boolean {
    return ((this.kinds[index] ?? 0) & kind) !== 0
  }

  /** The UTF-16 offset at which the character at `index` starts; the text's length for `length`. */
  start(index: number): number {
    return this.offsets[index]!
  }

  end(index: number): number {
    return this.offsets[index + 1]!
  }

  /** The character at `index`, or the characters from `index` to before `last`. */
  char(index: number, last = index + 1): string {
    return this.text.slice(this.offsets[index], this.offsets[last])
  }

  /** The index of the character that starts at UTF-16 offset `offset` (or the first one after it). */
  indexAt(offset: number): number {
    let low = 0
    let high = this.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.offsets[middle]! < offset) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Whether the character at `index` follows a virama, directly or across a ZWJ/ZWNJ: a conjunct part. */
  followsVirama(index: number): boolean {
    return this.cp(index - 1) === VIRAMA || (this.is(index - 1, KIND.joiner) && this.cp(index - 2) === VIRAMA)
  }
}
