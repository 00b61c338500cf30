import {
  describeCharacter,
  describeCharacterAtStart,
  isConsonant,
  isDisplayBase,
  isVowelSign,
  LETTER,
  NUKTA,
  VIRAMA,
} from '../characters.js'
import { defineRule, type Finding } from '../rule.js'
import type { TextChar } from '../text-context.js'

const TAKES_NUKTA = new Set<number>([LETTER.dda, LETTER.ddha])
const NUKTA_CHAR = String.fromCodePoint(NUKTA)
const NAME = describeCharacterAtStart(NUKTA_CHAR)

function findingFor(chars: TextChar[], index: number): Finding | undefined {
  const nukta = chars[index]!
  const previous = chars[index - 1]
  if (previous === undefined) {
    return { start: nukta.start, end: nukta.end, reason: `${NAME} with no letter before it` }
  }
  // On ଡ ଢ it is right; on another consonant it is the unexpected-nukta rule's; on ◌ it is shown alone.
  if (isConsonant(previous.cp) || isDisplayBase(previous.cp)) return undefined
  if (previous.cp === NUKTA) {
    return { start: nukta.start, end: nukta.end, reason: `${NAME} after another nukta`, suggestion: '' }
  }
  // ଡା଼ for ଡ଼ା: the nukta typed after the signs of a letter that takes it.
  let base = index - 1
  while (base >= 0 && (isVowelSign(chars[base]!.cp) || chars[base]!.cp === VIRAMA)) base -= 1
  if (base >= 0 && base < index - 1 && TAKES_NUKTA.has(chars[base]!.cp)) {
    const signs = chars
      .slice(base + 1, index)
      .map((sign) => sign.char)
      .join('')
    return {
      start: chars[base]!.start,
      end: nukta.end,
      reason: `${NAME} after the ${describeCharacter(previous.char)}: it goes right after ${chars[base]!.char}`,
      suggestion: chars[base]!.char + NUKTA_CHAR + signs,
    }
  }
  return {
    start: nukta.start,
    end: nukta.end,
    reason: `${NAME} after the ${describeCharacter(previous.char)}: a nukta follows a consonant`,
  }
}

export const misplacedNukta = defineRule({
  name: 'misplaced-nukta',
  description:
    'A nukta that follows no consonant: at the start, after a vowel letter, after a vowel sign or virama (ଡା଼ ' +
    'for ଡ଼ା), or after another nukta.',
  severity: 'impossible',
  find: ({ chars }) =>
    chars.flatMap(({ cp }, index) => {
      const finding = cp === NUKTA ? findingFor(chars, index) : undefined
      return finding === undefined ? [] : [finding]
    }),
})
