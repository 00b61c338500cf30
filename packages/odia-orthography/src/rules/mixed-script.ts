import { describeCharacterAtStart, LETTER, scriptOf } from '../characters.js'
import { KIND } from '../character-kinds.js'
import { defineRule, type Finding } from '../rule.js'
import { remembered } from '../remembered.js'
import type { TextContext } from '../text-context.js'

const TTHA = String.fromCodePoint(LETTER.ttha)
const ODIA_ZERO = 0x0b66
// Round shapes that stand in for ଠ (a circle) inside an Odia word: Latin o and O, the digit 0, the Odia digit ୦.
const LOOKS_LIKE_TTHA = new Set(['o', 'O', '0', '\u0B66'])
// Bengali and Devanagari share the Oriya block's layout (ISCII order): the same letter sits at this distance.
const PARALLEL_OFFSET: Partial<Record<string, number>> = { Bengali: 0x0b00 - 0x0980, Devanagari: 0x0b00 - 0x0900 }

const KINDS = [/\p{L}/u, /\p{M}/u, /\p{Nd}/u]

const parallels = new Map<number, string | undefined>()

/** The Odia character at the same place in the block as a Bengali or Devanagari one, if it is of the same kind. */
function parallelOf(context: TextContext, index: number): string | undefined {
  return remembered(parallels, context.cp(index), (cp) => {
    const char = String.fromCodePoint(cp)
    const offset = PARALLEL_OFFSET[scriptOf(char) ?? '']
    if (offset === undefined) return undefined
    const odia = String.fromCodePoint(cp + offset)
    const sameKind = KINDS.some((kind) => kind.test(char) && kind.test(odia))
    return /\p{Script=Oriya}/u.test(odia) && sameKind ? odia : undefined
  })
}

/** The Odia letters at the same places in the block, if every character from `first` to before `last` has one. */
function parallelOdia(context: TextContext, first: number, last: number): string | undefined {
  let mapped = ''
  for (let index = first; index < last; index += 1) {
    const odia = parallelOf(context, index)
    if (odia === undefined) return undefined
    mapped += odia
  }
  return mapped.normalize('NFC')
}

/** A word of Oriya-block characters and joiners only, without the digit ୦: nothing for this rule to see. */
function isPlainOdia(context: TextContext, first: number, last: number): boolean {
  for (let index = first; index < last; index += 1) {
    if (!context.is(index, KIND.odiaBlock | KIND.joiner) || context.cp(index) === ODIA_ZERO) return false
  }
  return true
}

function findInWord(context: TextContext, first: number, last: number): Finding[] {
  let odiaLetters = 0
  let foreignLetters = 0
  for (let index = first; index < last; index += 1) {
    if (context.is(index, KIND.odiaLetter)) odiaLetters += 1
    else if (context.is(index, KIND.letter) && context.is(index, KIND.otherScript)) foreignLetters += 1
  }
  if (odiaLetters === 0 || foreignLetters > odiaLetters) return []

  const findings: Finding[] = []
  for (let index = first; index < last; index += 1) {
    if (context.is(index, KIND.otherScript)) {
      let end = index + 1
      while (end < last && context.is(end, KIND.otherScript)) end += 1
      const char = context.char(index)
      const suggestion = parallelOdia(context, index, end)
      const what =
        end - index === 1
          ? describeCharacterAtStart(char)
          : `${scriptOf(char) ?? 'Other-script'} characters ${context.char(index, end)}`
      findings.push({
        start: context.start(index),
        end: context.start(end),
        reason: `${what} inside an Odia word`,
        suggestion,
      })
      index = end - 1
      continue
    }
    // One Latin letter or digit, or the Odia digit ୦, with Odia on both sides: a look-alike the OCR or a typist put in.
    const between =
      index > first &&
      index + 1 < last &&
      context.is(index - 1, KIND.odiaSyllablePart) &&
      context.is(index + 1, KIND.odiaSyllablePart)
    if (!between) continue
    if (context.is(index, KIND.latin) || context.cp(index) === ODIA_ZERO) {
      const char = context.char(index)
      findings.push({
        start: context.start(index),
        end: context.end(index),
        reason: `${describeCharacterAtStart(char)} between Odia letters`,
        suggestion: LOOKS_LIKE_TTHA.has(char) ? TTHA : undefined,
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
  find: (context) => {
    const findings: Finding[] = []
    for (const { first, last } of context.words) {
      if (!isPlainOdia(context, first, last)) findings.push(...findInWord(context, first, last))
    }
    return findings
  },
})
