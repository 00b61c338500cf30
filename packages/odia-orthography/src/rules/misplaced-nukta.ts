import { describeCharacter, describeCharacterAtStart, LETTER, NUKTA } from '../characters.js'
import { KIND } from '../character-kinds.js'
import { defineRule, findAt, type Finding } from '../rule.js'
import type { TextContext } from '../text-context.js'

const TAKES_NUKTA = new Set<number>([LETTER.dda, LETTER.ddha])
const NUKTA_CHAR = String.fromCodePoint(NUKTA)
const NAME = describeCharacterAtStart(NUKTA_CHAR)

function findingFor(context: TextContext, index: number): Finding | undefined {
  // On ଡ ଢ it is right; on another consonant it is the unexpected-nukta rule's; on ◌ it is shown alone.
  if (context.is(index - 1, KIND.consonant | KIND.displayBase)) return undefined
  const start = context.start(index)
  const end = context.end(index)
  if (index === 0) return { start, end, reason: `${NAME} with no letter before it` }
  if (context.is(index - 1, KIND.nukta)) return { start, end, reason: `${NAME} after another nukta`, suggestion: '' }
  // ଡା଼ for ଡ଼ା: the nukta typed after the signs of a letter that takes it.
  const previous = describeCharacter(context.char(index - 1))
  let base = index - 1
  while (context.is(base, KIND.vowelSign | KIND.virama)) base -= 1
  if (base >= 0 && base < index - 1 && TAKES_NUKTA.has(context.cp(base))) {
    const letter = context.char(base)
    return {
      start: context.start(base),
      end,
      reason: `${NAME} after the ${previous}: it goes right after ${letter}`,
      suggestion: letter + NUKTA_CHAR + context.char(base + 1, index),
    }
  }
  return { start, end, reason: `${NAME} after the ${previous}: a nukta follows a consonant` }
}

export const misplacedNukta = defineRule({
  name: 'misplaced-nukta',
  description:
    'A nukta that follows no consonant: at the start, after a vowel letter, after a vowel sign or virama (ଡା଼ ' +
    'for ଡ଼ା), or after another nukta.',
  severity: 'impossible',
  find: (context) => findAt(context, KIND.nukta, (index) => findingFor(context, index)),
})
