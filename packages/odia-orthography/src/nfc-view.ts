// Rules read NFC text; flags point into the text as given. The text is cut into pieces that NFC rewrites on
// their own: a piece starts at every character that NFC can neither compose onto nor reorder with the one
// before (anything but a combining mark, a Hangul jamo or a Kirat Rai vowel). Where the text and its NFC form
// read alike, their pieces are the same and map exactly; each piece where they differ (and one before it whose
// NFC form runs on into it) is normalised alone. An offset in the NFC text is mapped back piece by piece. Inside
// a piece NFC rewrote, a flag widens to the part of the piece NFC changed (less what it left alone at either
// end): its characters no longer line up one to one.

import { KIND, kindOf } from './character-kinds.js'

interface Piece {
  sourceStart: number
  sourceEnd: number
  nfcStart: number
  nfcEnd: number
  /** UTF-16 units that NFC left alone at the start and at the end of the piece: offsets there map exactly. */
  same: { start: number; end: number }
}

export interface NfcView {
  /** The text as given. */
  source: string
  /** Its NFC form, which the rules read. */
  nfc: string
  /**
   * A span of `nfc` as the span of `source` that holds it, with the span of `nfc` that this source span
   * normalises to: wider than the one asked for where NFC rewrote the characters around it.
   */
  toSource: (start: number, end: number) => { start: number; end: number; nfcStart: number; nfcEnd: number }
}

const sameOffsets = (start: number, end: number) => ({ start, end, nfcStart: start, nfcEnd: end })

export function nfcView(source: string): NfcView {
  const nfc = source.normalize('NFC')
  if (nfc === source) return { source, nfc, toSource: sameOffsets }

  const pieces: Piece[] = []
  let sourceAt = 0
  let nfcAt = 0
  let linedUp = true
  const addPiece = (sourceStart: number, sourceEnd: number) => {
    const text = source.slice(sourceStart, sourceEnd)
    const normalised = text.normalize('NFC')
    linedUp &&= nfc.startsWith(normalised, nfcAt)
    pieces.push({
      sourceStart,
      sourceEnd,
      nfcStart: nfcAt,
      nfcEnd: nfcAt + normalised.length,
      same: unchangedEnds(text, normalised),
    })
    nfcAt += normalised.length
  }
  while (sourceAt < source.length) {
    const runStart = sourceAt
    const runNfcStart = nfcAt
    while (sourceAt < source.length && source.charCodeAt(sourceAt) === nfc.charCodeAt(nfcAt)) {
      sourceAt += 1
      nfcAt += 1
    }
    // The pieces before the first difference are the same in both texts, less one whose NFC form runs on.
    let start = sourceAt === source.length ? sourceAt : pieceStart(source, sourceAt, runStart)
    while (start > runStart && !startsPiece(nfc, runNfcStart + start - runStart)) {
      start = pieceStart(source, start - 1, runStart)
    }
    if (start > runStart) {
      const length = start - runStart
      pieces.push({
        sourceStart: runStart,
        sourceEnd: start,
        nfcStart: runNfcStart,
        nfcEnd: runNfcStart + length,
        same: { start: length, end: 0 },
      })
    }
    nfcAt = runNfcStart + start - runStart
    if (start === source.length) break
    const end = sourceAt === source.length ? sourceAt : pieceEnd(source, sourceAt)
    for (let from = start; from < end;) {
      const to = pieceEnd(source, from)
      addPiece(from, to)
      from = to
    }
    sourceAt = end
  }
  // Should a future Unicode compose across a cut, map the whole text as one rewritten piece rather than wrongly.
  if (!linedUp || nfcAt !== nfc.length) {
    const whole = {
      sourceStart: 0,
      sourceEnd: source.length,
      nfcStart: 0,
      nfcEnd: nfc.length,
      same: { start: 0, end: 0 },
    }
    pieces.splice(0, pieces.length, whole)
  }

  // The piece holding an offset: for a start, the one it opens or lies inside; for an end, the one it closes.
  const pieceAt = (offset: number, side: 'start' | 'end') => {
    let low = 0
    let high = pieces.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      const piece = pieces[middle]!
      if (side === 'start' ? offset >= piece.nfcEnd : offset > piece.nfcEnd) low = middle + 1
      else high = middle
    }
    return pieces[low]!
  }
  const map = (offset: number, side: 'start' | 'end') => {
    const piece = pieceAt(offset, side)
    const fromStart = offset - piece.nfcStart
    const fromEnd = piece.nfcEnd - offset
    if (fromStart <= piece.same.start) return { source: piece.sourceStart + fromStart, nfc: offset }
    if (fromEnd <= piece.same.end) return { source: piece.sourceEnd - fromEnd, nfc: offset }
    return side === 'start'
      ? { source: piece.sourceStart + piece.same.start, nfc: piece.nfcStart + piece.same.start }
      : { source: piece.sourceEnd - piece.same.end, nfc: piece.nfcEnd - piece.same.end }
  }
  return {
    source,
    nfc,
    toSource: (start, end) => {
      const from = map(start, 'start')
      const to = map(end, 'end')
      return { start: from.source, end: to.source, nfcStart: from.nfc, nfcEnd: to.nfc }
    },
  }
}

const joinsPrevious = (text: string, offset: number) => (kindOf(text.codePointAt(offset)!) & KIND.joinsPrevious) !== 0
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff

/** The start of the piece that holds `offset`, or `floor` (itself a piece start) if that comes first. */
function pieceStart(text: string, offset: number, floor: number): number {
  let at = offset
  while (at > floor) {
    if (isLowSurrogate(text.charCodeAt(at)) && isHighSurrogate(text.charCodeAt(at - 1))) at -= 1
    if (at <= floor || !joinsPrevious(text, at)) break
    at -= 1
  }
  return Math.max(at, floor)
}

/** The end of the piece that holds `offset`: where the next one starts, or the text ends. */
function pieceEnd(text: string, offset: number): number {
  let at = offset
  do at += text.codePointAt(at)! > 0xffff ? 2 : 1
  while (at < text.length && joinsPrevious(text, at))
  return at
}

/** Whether a piece starts at `offset` of `text` (or the text ends there). */
function startsPiece(text: string, offset: number): boolean {
  return offset >= text.length || !joinsPrevious(text, offset)
}

/** How many UTF-16 units two texts share at their start and at their end, never splitting a surrogate pair. */
function unchangedEnds(a: string, b: string): { start: number; end: number } {
  if (a === b) return { start: a.length, end: 0 }
  const most = Math.min(a.length, b.length)
  let start = 0
  while (start < most && a[start] === b[start]) start += 1
  if (start > 0 && /[\uD800-\uDBFF]/.test(a[start - 1]!)) start -= 1
  let end = 0
  while (end < most - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1
  if (end > 0 && /[\uDC00-\uDFFF]/.test(a[a.length - end]!)) end -= 1
  return { start, end }
}
