import {
  describeCharacterAtStart,
  isOdiaDigit,
  isOdiaLetter,
  isOdiaSyllablePart,
  LETTER,
  scriptOf,
} from '../characters.js'
import { defineRule, type Finding } from '../rule.js'
import type { TextChar } from '../text-context.js'

const NEUTRAL = /[\p{Script=Oriya}\p{Script=Common}\p{Script=Inherited}]/u
const LATIN_OR_ASCII_DIGIT = /[\p{Script=Latin}0-9]/u
const TTHA = String.fromCodePoint(LETTER.ttha)
// Round shapes that stand in for ଠ (a circle) inside an Odia word: Latin o and O, the digit 0, the Odia digit ୦.
const LOOKS_LIKE_TTHA = new Set(['o', 'O', '0', '\u0B66'])
// Bengali and Devanagari share the Oriya block's layout (ISCII order): the same letter sits at this distance.
const PARALLEL_OFFSET: Partial<Record<string, number>> = { Bengali: 0x0b00 - 0x0980, Devanagari: 0x0b00 - 0x0900 }

const KINDS = [/\p{L}/u, /\p{M}/u, /\p{Nd}/u]

function isForeign(char: string): boolean {
  return !NEUTRAL.test(char) && !LATIN_OR_ASCII_DIGIT.test(char)
}

/** The Odia letter at the same place in the block, if every character of the run has one of the same kind. */
function parallelOdia(run: TextChar[]): string | undefined {
  const mapped = run.map(({ char, cp }) => {
    const offset = PARALLEL_OFFSET[scriptOf(char) ?? '']
    if (offset === undefined) return undefined
    const odia = String.fromCodePoint(cp + offset)
    const sameKind = KINDS.some((kind) => kind.test(char) && kind.test(odia))
    return /\p{Script=Oriya}/u.test(odia) && sameKind ? odia : undefined
  })
  return mapped.every((odia) => odia !== undefined) ? mapped.join('').normalize('NFC') : undefined
}

// A word of Oriya-block characters and joiners only, without the digit ୦: nothing for this rule to see.
const PLAIN_ODIA = /^[\u0B00-\u0B65\u0B67-\u0B7F\u200C\u200D]*$/

function findInWord(chars: TextChar[]): Finding[] {
  const odiaLetters = chars.filter(({ cp }) => isOdiaLetter(cp)).length
  const foreignLetters = chars.filter(({ char }) => /\p{L}/u.test(char) && isForeign(char)).length
  if (odiaLetters === 0 || foreignLetters > odiaLetters) return []

  const findings: Finding[] = []
  for (let index = 0; index < chars.length; index += 1) {
    const { char } = chars[index]!
    if (isForeign(char)) {
      let last = index + 1
      while (last < chars.length && isForeign(chars[last]!.char)) last += 1
      const run = chars.slice(index, last)
      const suggestion = parallelOdia(run)
      const what =
        run.length === 1
          ? describeCharacterAtStart(char)
          : `${scriptOf(char) ?? 'Other-script'} characters ${run.map((each) => each.char).join('')}`
      findings.push({
        start: run[0]!.start,
        end: run[run.length - 1]!.end,
        reason: `${what} inside an Odia word`,
        ...(suggestion === undefined ? {} : { suggestion }),
      })
      index = last - 1
      continue
    }
    // One Latin letter or digit, or the Odia digit ୦, with Odia on both sides: a look-alike the OCR or a typist put in.
    const between = [chars[index - 1], chars[index + 1]].every(
      (side) => side !== undefined && isOdiaSyllablePart(side.cp),
    )
    if (!between) continue
    if (LATIN_OR_ASCII_DIGIT.test(char) || (isOdiaDigit(chars[index]!.cp) && LOOKS_LIKE_TTHA.has(char))) {
      findings.push({
        start: chars[index]!.start,
        end: chars[index]!.end,
        reason: `${describeCharacterAtStart(char)} between Odia letters`,
        ...(LOOKS_LIKE_TTHA.has(char) ? { suggestion: TTHA } : {}),
      })
    }
  }
  return findings
}

export const mixedScript = defineRule({
  name: 'mixed-script',
  description:
    'Letters of another script inside an Odia word (Bengali ও for ଓ), or one Latin letter or digit, or the ' +
    'Odia digit ୦, between Odia letters (o, O, 0 and ୦ for ଠ). A Latin word with an Odia ending (ATMରେ) is fine.',
  severity: 'suspicious',
  find: ({ chars, words }) =>
    words.flatMap((word) => (PLAIN_ODIA.test(word.text) ? [] : findInWord(chars.slice(word.first, word.last)))),
})
