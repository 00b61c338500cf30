// Rules read NFC text; flags point into the text as given. The text is cut into pieces that NFC rewrites on
// their own: a piece starts at every character that NFC can neither compose onto nor reorder with the one
// before (anything but a combining mark, a Hangul jamo or a Kirat Rai vowel). Each piece is normalised alone
// and an offset in the NFC text is mapped back piece by piece. Inside a piece NFC rewrote, a flag widens to
// the part of the piece NFC changed (less what it left alone at either end): its characters no longer line up
// one to one.

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
  toSource(start: number, end: number): { start: number; end: number; nfcStart: number; nfcEnd: number }
}

// Hangul jamo and Kirat Rai vowels are the only characters outside the marks that NFC composes onto the one before.
const STARTS_PIECE = /[^\p{M}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u{16D40}-\u{16D7F}]/u

export function nfcView(source: string): NfcView {
  const nfc = source.normalize('NFC')
  if (nfc === source) return { source, nfc, toSource: (start, end) => ({ start, end, nfcStart: start, nfcEnd: end }) }

  const pieces: Piece[] = []
  let sourceStart = 0
  let nfcStart = 0
  let joined = ''
  const close = (sourceEnd: number) => {
    const text = source.slice(sourceStart, sourceEnd)
    const normalised = text.normalize('NFC')
    pieces.push({
      sourceStart,
      sourceEnd,
      nfcStart,
      nfcEnd: nfcStart + normalised.length,
      same: unchangedEnds(text, normalised),
    })
    sourceStart = sourceEnd
    nfcStart += normalised.length
    joined += normalised
  }
  for (let index = 0; index < source.length;) {
    const char = String.fromCodePoint(source.codePointAt(index)!)
    if (index > 0 && STARTS_PIECE.test(char)) close(index)
    index += char.length
  }
  close(source.length)
  // Should a future Unicode compose across a cut, map the whole text as one rewritten piece rather than wrongly.
  if (joined !== nfc) {
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
