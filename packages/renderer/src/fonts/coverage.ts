import { existsSync } from 'node:fs'
import * as fontkit from 'fontkit'
import type { FontStyle } from './font-catalog'

/** The characters a style can draw: the union of its files' character maps, read from the files themselves. */
export type Coverage = ReadonlySet<number>

const fileCoverage = new Map<string, Set<number>>()

/**
 * The file to read the character map from: a `.woff2`'s `.woff` twin when the package ships one (same font;
 * fontkit inflates WOFF tables on demand but must un-Brotli a whole WOFF2 first).
 */
function mapSource(file: string): string {
  const woff = file.replace(/\.woff2$/, '.woff')
  return woff !== file && existsSync(woff) ? woff : file
}

function charactersOf(file: string): Set<number> {
  let set = fileCoverage.get(file)
  if (!set) {
    const font = fontkit.openSync(mapSource(file))
    set = new Set('characterSet' in font ? font.characterSet : [])
    fileCoverage.set(file, set)
  }
  return set
}

export function coverageOf(style: FontStyle): Coverage {
  const union = new Set<number>()
  for (const file of style.files) for (const code of charactersOf(file)) union.add(code)
  return union
}

/** The distinct characters of `text` that the style cannot draw, in order of appearance (spaces and joiners included). */
export function missingCharacters(text: string, coverage: Coverage): string[] {
  const missing = new Set<string>()
  for (const char of text) if (!coverage.has(char.codePointAt(0)!)) missing.add(char)
  return [...missing]
}

/** `U+0B44 ୄ` style names for a reason a person can read. */
export const describeCharacters = (chars: string[]): string =>
  chars
    .map(
      (char) =>
        `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}${/\p{L}|\p{M}|\p{N}|\p{P}/u.test(char) ? ` ${char}` : ''}`,
    )
    .join(', ')
