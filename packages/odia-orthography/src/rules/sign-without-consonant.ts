import {
  codePointLabel,
  describeCharacter,
  describeCharacterAtStart,
  LETTER,
  NUKTA,
  OVERLINE,
  VIRAMA,
} from '../characters.js'
import { KIND } from '../character-kinds.js'
import { defineRule, findAt, type Finding } from '../rule.js'
import type { TextContext } from '../text-context.js'

// Vowel letters that a vowel letter and a sign imitate, and Unicode says not to spell so (table "Oriya Vowel
// Letters"): ଅ + ା for ଆ, ଏ + ୗ for ଐ, ଓ + ୗ for ଔ.
const VOWEL_LOOK_ALIKES = new Map([
  ['\u0B05\u0B3E', '\u0B06'],
  ['\u0B0F\u0B57', '\u0B10'],
  ['\u0B13\u0B57', '\u0B14'],
])

/** A consonant, or a consonant and nukta, right before `index`: the base a sign attaches to. */
function hasConsonantBefore(context: TextContext, index: number): boolean {
  if (context.is(index - 1, KIND.consonant)) return true
  return context.cp(index - 1) === NUKTA && context.is(index - 2, KIND.consonant)
}

/** How far back the syllable before a candrabindu, anusvara or visarga reaches, if it has a consonant base. */
function syllableStartBefore(context: TextContext, index: number): number | undefined {
  let at = index - 1
  while (at >= 0 && context.is(at, KIND.vowelSign | KIND.nukta)) at -= 1
  return at >= 0 && context.is(at, KIND.consonant) ? at : undefined
}

/** A finding on the sign at `index` alone. */
function atSign(context: TextContext, index: number, reason: string): Finding {
  return { start: context.start(index), end: context.end(index), reason }
}

function findingFor(context: TextContext, index: number): Finding | undefined {
  const previous = index - 1
  const isVirama = context.cp(index) === VIRAMA
  if (hasConsonantBefore(context, index) || context.is(previous, KIND.displayBase)) return undefined
  // A second vowel sign is the double-vowel-sign rule's; the overline also marks a vowel letter or sign as long.
  if (!isVirama && context.is(previous, KIND.vowelSign)) return undefined
  if (context.cp(index) === OVERLINE && context.is(previous, KIND.odiaSyllablePart)) return undefined

  const sign = context.char(index)
  const what = describeCharacterAtStart(sign)
  if (previous < 0) return atSign(context, index, `${what} with no consonant before it`)
  const previousChar = context.char(previous)

  if (context.is(previous, KIND.independentVowel)) {
    const intended = VOWEL_LOOK_ALIKES.get(previousChar + sign)
    const next = index + 1
    if (intended !== undefined) {
      return {
        start: context.start(previous),
        end: context.end(index),
        reason: `${what} after the vowel ${previousChar}: write the one letter ${intended} (${codePointLabel(intended)})`,
        suggestion: intended,
      }
    }
    // <O, virama, BA> and <O, virama, WA>: WA as some old fonts drew it.
    if (
      isVirama &&
      context.cp(previous) === LETTER.o &&
      (context.cp(next) === LETTER.ba || context.cp(next) === LETTER.wa)
    ) {
      return {
        start: context.start(previous),
        end: context.end(next),
        reason: `${previousChar}${sign}${context.char(next)} spells WA the way old fonts drew it: ୱ is one letter (U+0B71)`,
        suggestion: String.fromCodePoint(LETTER.wa),
      }
    }
    return atSign(context, index, `${what} after the vowel ${previousChar}, which takes no sign`)
  }

  if (context.is(previous, KIND.modifier) && syllableStartBefore(context, previous) !== undefined) {
    return {
      start: context.start(previous),
      end: context.end(index),
      reason: `${what} after the ${describeCharacter(previousChar)}: the vowel sign comes first`,
      suggestion: sign + previousChar,
    }
  }

  if (isVirama && context.is(previous, KIND.vowelSign)) {
    // A vowel sign typed before the conjunct it belongs to (ମୃତୁ୍ୟ for ମୃତ୍ୟୁ), as old font converters leave it.
    let consonant = index + 1
    while (context.is(consonant, KIND.joiner)) consonant += 1
    const after = consonant + 1
    const reason = `${what} after the ${describeCharacter(previousChar)}: a virama follows a consonant`
    if (
      context.is(consonant, KIND.consonant) &&
      hasConsonantBefore(context, previous) &&
      !context.is(after, KIND.vowelSign | KIND.virama | KIND.nukta)
    ) {
      return {
        start: context.start(previous),
        end: context.end(consonant),
        reason,
        suggestion: sign + context.char(consonant) + previousChar,
      }
    }
    return atSign(context, index, reason)
  }

  if (context.is(previous, KIND.virama)) {
    return atSign(context, index, `${what} after a virama: a consonant with a virama takes no vowel sign`)
  }
  if (context.is(previous, KIND.modifier | KIND.joiner | KIND.nukta)) {
    return atSign(context, index, `${what} after the ${describeCharacter(previousChar)}, with no consonant before it`)
  }
  return atSign(context, index, `${what} with no consonant before it`)
}

function findModifierWithoutBase(context: TextContext, index: number): Finding | undefined {
  if (context.is(index - 1, KIND.odiaSyllablePart | KIND.joiner | KIND.displayBase)) return undefined
  return {
    start: context.start(index),
    end: context.end(index),
    reason: `${describeCharacterAtStart(context.char(index))} with no letter before it`,
  }
}

export const signWithoutConsonant = defineRule({
  name: 'sign-without-consonant',
  description:
    'A dependent vowel sign or virama that does not follow a consonant (or a consonant with nukta), or a ' +
    'candrabindu, anusvara or visarga with no letter before it.',
  severity: 'impossible',
  find: (context) =>
    findAt(context, KIND.vowelSign | KIND.virama | KIND.modifier, (index) =>
      context.is(index, KIND.modifier) ? findModifierWithoutBase(context, index) : findingFor(context, index),
    ),
})
