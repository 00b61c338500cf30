import { isConsonant, NUKTA, VIRAMA, ZWJ } from './characters.js'

/**
 * The conjunct a grapheme cluster is written with (ସ୍ତ୍ର in ସ୍ତ୍ରୀ, କ୍ଷ in କ୍ଷ), if it has one: its consonants joined by
 * viramas (each with its nukta, a ZWJ kept), without the vowel sign or modifier that follows. A lone consonant, a
 * vowel or a consonant ending in a virama (a dead consonant, ତ୍) is no conjunct. Give it one extended grapheme cluster
 * in NFC (ICU 74 and later keep an Odia conjunct in one cluster).
 */
export function conjunctOf(cluster: string): string | undefined {
  const points = Array.from(cluster)
  let end = 0
  let consonants = 0
  while (end < points.length) {
    const cp = points[end]!.codePointAt(0)!
    if (!isConsonant(cp)) break
    consonants += 1
    end += 1
    if (points[end]?.codePointAt(0) === NUKTA) end += 1
    if (points[end]?.codePointAt(0) !== VIRAMA) break
    const afterVirama = points[end + 1]?.codePointAt(0)
    const next = afterVirama === ZWJ ? points[end + 2]?.codePointAt(0) : afterVirama
    if (next === undefined || !isConsonant(next)) break
    end += afterVirama === ZWJ ? 2 : 1
  }
  return consonants > 1 ? points.slice(0, end).join('') : undefined
}
