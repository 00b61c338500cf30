import { describeCharacterAtStart, isConsonant, LETTER, NUKTA } from '../characters.js'
import { defineRule } from '../rule.js'

const NAME = describeCharacterAtStart(String.fromCodePoint(NUKTA))
const YYA = String.fromCodePoint(LETTER.yya)

export const unexpectedNukta = defineRule({
  name: 'unexpected-nukta',
  description:
    'A nukta on a consonant other than ଡ and ଢ. Standard Odia puts it on those two only; ଜ଼ for z in borrowed ' +
    'words is a practice of some writers, and ଯ଼ is ୟ (U+0B5F, a letter of its own) typed the Bengali way.',
  severity: 'suspicious',
  find: ({ chars }) =>
    chars.flatMap(({ cp, start, end }, index) => {
      const consonant = chars[index - 1]
      if (cp !== NUKTA || consonant === undefined || !isConsonant(consonant.cp)) return []
      if (consonant.cp === LETTER.dda || consonant.cp === LETTER.ddha) return []
      if (consonant.cp === LETTER.ya || consonant.cp === LETTER.yya) {
        return [
          {
            start: consonant.start,
            end,
            reason: `${NAME} after ${consonant.char}: ୟ (U+0B5F) is a letter of its own, not ଯ with a nukta`,
            suggestion: YYA,
          },
        ]
      }
      return [{ start, end, reason: `${NAME} after ${consonant.char}: standard Odia puts a nukta on ଡ and ଢ only` }]
    }),
})
