/** What an error rate counts: extended grapheme clusters (what a reader sees as one letter) or code points. */
export type TextUnit = 'grapheme' | 'codepoint'

const graphemes = new Intl.Segmenter('or', { granularity: 'grapheme' })

/** Splits NFC text into the units that are compared. */
export function splitUnits(text: string, unit: TextUnit): string[] {
  const normalized = text.normalize('NFC')
  if (unit === 'codepoint') return Array.from(normalized)
  return Array.from(graphemes.segment(normalized), (part) => part.segment)
}

/** Words: NFC text split on any run of white space. */
export const splitWords = (text: string): string[] => text.normalize('NFC').split(/\s+/u).filter(Boolean)
