import {
  codePointLabel,
  describeCharacter,
  describeCharacterAtStart,
  isConsonant,
  isDisplayBase,
  isIndependentVowel,
  isJoiner,
  isModifier,
  isOdiaSyllablePart,
  isVowelSign,
  LETTER,
  NUKTA,
  OVERLINE,
  VIRAMA,
} from '../characters.js'
import { defineRule, type Finding } from '../rule.js'
import type { TextChar } from '../text-context.js'

// Vowel letters that a vowel letter and a sign imitate, and Unicode says not to spell so (table "Oriya Vowel
// Letters"): ଅ + ା for ଆ, ଏ + ୗ for ଐ, ଓ + ୗ for ଔ.
const VOWEL_LOOK_ALIKES = new Map([
  ['\u0B05\u0B3E', '\u0B06'],
  ['\u0B0F\u0B57', '\u0B10'],
  ['\u0B13\u0B57', '\u0B14'],
])

/** A consonant, or a consonant and nukta, right before `index`: the base a sign attaches to. */
function hasConsonantBefore(chars: TextChar[], index: number): boolean {
  const previous = chars[index - 1]
  if (previous === undefined) return false
  if (isConsonant(previous.cp)) return true
  return previous.cp === NUKTA && chars[index - 2] !== undefined && isConsonant(chars[index - 2]!.cp)
}

/** How far back the syllable before a candrabindu, anusvara or visarga reaches, if it has a consonant base. */
function syllableStartBefore(chars: TextChar[], index: number): number | undefined {
  let at = index - 1
  while (at >= 0 && (isVowelSign(chars[at]!.cp) || chars[at]!.cp === NUKTA)) at -= 1
  return at >= 0 && isConsonant(chars[at]!.cp) ? at : undefined
}

function findingFor(chars: TextChar[], index: number): Finding | undefined {
  const sign = chars[index]!
  const previous = chars[index - 1]
  const isVirama = sign.cp === VIRAMA
  if (hasConsonantBefore(chars, index) || (previous !== undefined && isDisplayBase(previous.cp))) return undefined
  // A second vowel sign is the double-vowel-sign rule's; the overline also marks a vowel letter or sign as long.
  if (!isVirama && previous !== undefined && isVowelSign(previous.cp)) return undefined
  if (sign.cp === OVERLINE && previous !== undefined && isOdiaSyllablePart(previous.cp)) return undefined

  const what = describeCharacterAtStart(sign.char)
  const plain = { start: sign.start, end: sign.end, reason: `${what} with no consonant before it` }
  if (previous === undefined) return plain

  if (isIndependentVowel(previous.cp)) {
    const intended = VOWEL_LOOK_ALIKES.get(previous.char + sign.char)
    const next = chars[index + 1]
    if (intended !== undefined) {
      return {
        start: previous.start,
        end: sign.end,
        reason: `${what} after the vowel ${previous.char}: write the one letter ${intended} (${codePointLabel(intended)})`,
        suggestion: intended,
      }
    }
    // <O, virama, BA> and <O, virama, WA>: WA as some old fonts drew it.
    if (
      isVirama &&
      previous.cp === LETTER.o &&
      next !== undefined &&
      (next.cp === LETTER.ba || next.cp === LETTER.wa)
    ) {
      return {
        start: previous.start,
        end: next.end,
        reason: `${previous.char}${sign.char}${next.char} spells WA the way old fonts drew it: ୱ is one letter (U+0B71)`,
        suggestion: String.fromCodePoint(LETTER.wa),
      }
    }
    return { ...plain, reason: `${what} after the vowel ${previous.char}, which takes no sign` }
  }

  if (isModifier(previous.cp) && syllableStartBefore(chars, index - 1) !== undefined) {
    return {
      start: previous.start,
      end: sign.end,
      reason: `${what} after the ${describeCharacter(previous.char)}: the vowel sign comes first`,
      suggestion: sign.char + previous.char,
    }
  }

  if (isVirama && isVowelSign(previous.cp)) {
    // A vowel sign typed before the conjunct it belongs to (ମୃତୁ୍ୟ for ମୃତ୍ୟୁ), as old font converters leave it.
    let next = index + 1
    while (chars[next] !== undefined && isJoiner(chars[next]!.cp)) next += 1
    const consonant = chars[next]
    const after = chars[next + 1]
    const reason = `${what} after the ${describeCharacter(previous.char)}: a virama follows a consonant`
    if (
      consonant !== undefined &&
      isConsonant(consonant.cp) &&
      hasConsonantBefore(chars, index - 1) &&
      (after === undefined || !(isVowelSign(after.cp) || after.cp === VIRAMA || after.cp === NUKTA))
    ) {
      return {
        start: previous.start,
        end: consonant.end,
        reason,
        suggestion: sign.char + consonant.char + previous.char,
      }
    }
    return { ...plain, reason }
  }

  if (previous.cp === VIRAMA) {
    return { ...plain, reason: `${what} after a virama: a consonant with a virama takes no vowel sign` }
  }
  if (isModifier(previous.cp) || isJoiner(previous.cp) || previous.cp === NUKTA) {
    return { ...plain, reason: `${what} after the ${describeCharacter(previous.char)}, with no consonant before it` }
  }
  return plain
}

function findModifierWithoutBase(chars: TextChar[], index: number): Finding | undefined {
  const previous = chars[index - 1]
  if (
    previous !== undefined &&
    (isOdiaSyllablePart(previous.cp) || isJoiner(previous.cp) || isDisplayBase(previous.cp))
  ) {
    return undefined
  }
  const sign = chars[index]!
  return { start: sign.start, end: sign.end, reason: `${describeCharacterAtStart(sign.char)} with no letter before it` }
}

export const signWithoutConsonant = defineRule({
  name: 'sign-without-consonant',
  description:
    'A dependent vowel sign or virama that does not follow a consonant (or a consonant with nukta), or a ' +
    'candrabindu, anusvara or visarga with no letter before it.',
  severity: 'impossible',
  find: ({ chars }) => {
    const findings: Finding[] = []
    chars.forEach(({ cp }, index) => {
      const finding =
        isVowelSign(cp) || cp === VIRAMA
          ? findingFor(chars, index)
          : isModifier(cp)
            ? findModifierWithoutBase(chars, index)
            : undefined
      if (finding !== undefined) findings.push(finding)
    })
    return findings
  },
})
