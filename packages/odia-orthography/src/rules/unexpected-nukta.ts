import { describeCharacterAtStart, LETTER, NUKTA } from '../characters.js'
import { KIND } from '../character-kinds.js'
import { defineRule, findAt } from '../rule.js'

const NAME = describeCharacterAtStart(String.fromCodePoint(NUKTA))
const YYA = String.fromCodePoint(LETTER.yya)

export const unexpectedNukta = defineRule({
  name: 'unexpected-nukta',
  description:
    'A nukta on a consonant other than ଡ and ଢ. Standard Odia puts it on those two only; ଜ଼ for z in borrowed ' +
    'words is a practice of some writers, and ଯ଼ is ୟ (U+0B5F, a letter of its own) typed the Bengali way.',
  severity: 'suspicious',
  find: (context) =>
    findAt(context, KIND.nukta, (index) => {
      const consonant = context.cp(index - 1)
      if (!context.is(index - 1, KIND.consonant)) return undefined
      if (consonant === LETTER.dda || consonant === LETTER.ddha) return undefined
      const written = context.char(index - 1)
      if (consonant === LETTER.ya || consonant === LETTER.yya) {
        return {
          start: context.start(index - 1),
          end: context.end(index),
          reason: `${NAME} after ${written}: ୟ (U+0B5F) is a letter of its own, not ଯ with a nukta`,
          suggestion: YYA,
        }
      }
      return {
        start: context.start(index),
        end: context.end(index),
        reason: `${NAME} after ${written}: standard Odia puts a nukta on ଡ and ଢ only`,
      }
    }),
})
