// The Oriya block (U+0B00–U+0B7F) sorted into the classes the rules reason about, and how to name a character
// in a reason a person reads.

import { remembered } from './remembered.js'

export const VIRAMA = 0x0b4d
export const NUKTA = 0x0b3c
export const ZWNJ = 0x200c
export const ZWJ = 0x200d
export const OVERLINE = 0x0b55

export const LETTER = {
  o: 0x0b13,
  dda: 0x0b21,
  ddha: 0x0b22,
  ttha: 0x0b20,
  ba: 0x0b2c,
  ya: 0x0b2f,
  yya: 0x0b5f,
  wa: 0x0b71,
} as const

export const DANDA = '\u0964'
export const DOUBLE_DANDA = '\u0965'

const inRange = (cp: number, from: number, to: number) => cp >= from && cp <= to

/** Consonant letters: U+0B15–U+0B39 (less the unassigned), ଡ଼ ଢ଼ ୟ ୱ. U+0B35 ଵ (VA) is one too. */
export function isConsonant(cp: number): boolean {
  if (inRange(cp, 0x0b15, 0x0b39)) return cp !== 0x0b29 && cp !== 0x0b31 && cp !== 0x0b34
  return cp === 0x0b5c || cp === 0x0b5d || cp === 0x0b5f || cp === LETTER.wa
}

export function isIndependentVowel(cp: number): boolean {
  return inRange(cp, 0x0b05, 0x0b0c) || [0x0b0f, 0x0b10, 0x0b13, 0x0b14, 0x0b60, 0x0b61].includes(cp)
}

/** Dependent vowel signs, the AI/AU length marks and the overline (U+0B55). */
export function isVowelSign(cp: number): boolean {
  return (
    inRange(cp, 0x0b3e, 0x0b44) ||
    cp === 0x0b47 ||
    cp === 0x0b48 ||
    cp === 0x0b4b ||
    cp === 0x0b4c ||
    inRange(cp, 0x0b55, 0x0b57) ||
    cp === 0x0b62 ||
    cp === 0x0b63
  )
}

/** Candrabindu, anusvara, visarga: they follow a syllable, after its vowel sign. */
export function isModifier(cp: number): boolean {
  return inRange(cp, 0x0b01, 0x0b03)
}

export function isOdiaDigit(cp: number): boolean {
  return inRange(cp, 0x0b66, 0x0b6f)
}

export function isOdiaLetter(cp: number): boolean {
  return isConsonant(cp) || isIndependentVowel(cp) || cp === 0x0b3d
}

/** A character of the Oriya block that belongs to a written syllable: letter, sign, nukta, virama. */
export function isOdiaSyllablePart(cp: number): boolean {
  return isOdiaLetter(cp) || isVowelSign(cp) || isModifier(cp) || cp === NUKTA || cp === VIRAMA
}

export function isOdiaBlock(cp: number): boolean {
  return inRange(cp, 0x0b00, 0x0b7f)
}

/** The dotted circle ◌ (U+25CC) and the no-break space: what a sign is shown on when it is named alone (`◌ି`). */
export function isDisplayBase(cp: number): boolean {
  return cp === 0x25cc || cp === 0x00a0
}

export function isJoiner(cp: number): boolean {
  return cp === ZWJ || cp === ZWNJ
}

const NAMES: Record<number, string> = {
  0x0b01: 'candrabindu',
  0x0b02: 'anusvara',
  0x0b03: 'visarga',
  0x0b3c: 'nukta',
  0x0b4d: 'virama',
  0x0b55: 'overline',
  0x0b56: 'AI length mark',
  0x0b57: 'AU length mark',
  0x0964: 'danda',
  0x0965: 'double danda',
  0x200c: 'zero width non-joiner',
  0x200d: 'zero width joiner',
}

const SCRIPTS = [
  'Latin',
  'Bengali',
  'Devanagari',
  'Gujarati',
  'Gurmukhi',
  'Telugu',
  'Kannada',
  'Tamil',
  'Malayalam',
  'Sinhala',
  'Greek',
  'Cyrillic',
  'Arabic',
] as const
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`^\\p{Script=${script}}$`, 'u')] as const)

type Script = (typeof SCRIPTS)[number] | 'Oriya' | undefined
const scripts = new Map<string, Script>()

/** The script of a letter, digit or mark, as far as the rules care: one of a few named ones, or undefined. */
export function scriptOf(char: string): Script {
  if (isOdiaBlock(char.codePointAt(0)!)) return 'Oriya'
  return remembered(scripts, char, () => SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0])
}

export function codePointLabel(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

const descriptions = new Map<string, string>()
const capitalised = new Map<string, string>()

/** `vowel sign ି (U+0B3F)`, `letter ଯ (U+0B2F)`, `zero width joiner (U+200D)`: a character as a reason names it. */
export function describeCharacter(char: string): string {
  return remembered(descriptions, char, (char) => {
    const cp = char.codePointAt(0)!
    const code = codePointLabel(char)
    if (isJoiner(cp)) return `${NAMES[cp]} (${code})`
    const name =
      NAMES[cp] ??
      (isVowelSign(cp)
        ? 'vowel sign'
        : isOdiaDigit(cp)
          ? 'Odia digit'
          : isOdiaBlock(cp)
            ? 'letter'
            : /\p{Nd}/u.test(char)
              ? cp <= 0x7f
                ? 'digit'
                : `${scriptOf(char) ?? 'other'} digit`
              : /\p{L}/u.test(char)
                ? `${scriptOf(char) ?? 'other'} letter`
                : 'character')
    return `${name} ${char} (${code})`
  })
}

/** The same, with a capital first letter, to open a reason. */
export function describeCharacterAtStart(char: string): string {
  return remembered(capitalised, char, (char) => {
    const text = describeCharacter(char)
    return text.charAt(0).toUpperCase() + text.slice(1)
  })
}
