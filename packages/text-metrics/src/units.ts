/** What an error rate counts: extended grapheme clusters (what a reader sees as one letter) or code points. */
export type TextUnit = 'grapheme' | 'codepoint'

const graphemes = new Intl.Segmenter('or', { granularity: 'grapheme' })

/**
 * Code units segmented at once. Intl.Segmenter takes longer per cluster the longer the text (V8: half a second for
 * 20,000 code points), so a long text is segmented a window at a time.
 */
const WINDOW = 256

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * The grapheme clusters of `text`, a window at a time. A boundary depends only on the text from the cluster it ends back
 * to the next code point, so a window starting at a boundary finds every boundary inside it; its last cluster may go on
 * past its end, so it is found again with the next window (a cluster longer than a window widens it).
 */
function splitGraphemes(text: string): string[] {
  const clusters: string[] = []
  for (let start = 0, size = WINDOW; start < text.length;) {
    let end = Math.min(text.length, start + size)
    // Never half a surrogate pair: the boundary before the window's last cluster depends on its whole first code point.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end += 1
    const parts = Array.from(graphemes.segment(text.slice(start, end)), (part) => part.segment)
    if (end < text.length) {
      if (parts.length === 1) {
        size *= 2
        continue
      }
      parts.pop()
    }
    for (const part of parts) {
      clusters.push(part)
      start += part.length
    }
    size = WINDOW
  }
  return clusters
}

/** Splits NFC text into the units that are compared. */
export function splitUnits(text: string, unit: TextUnit): string[] {
  const normalized = text.normalize('NFC')
  return unit === 'codepoint' ? Array.from(normalized) : splitGraphemes(normalized)
}

/** Words: NFC text split on any run of white space. */
export const splitWords = (text: string): string[] => text.normalize('NFC').split(/\s+/u).filter(Boolean)
