import { describeCharacterAtStart, isJoiner, isOdiaBlock, VIRAMA } from '../characters.js'
import { defineRule } from '../rule.js'

export const strayJoiner = defineRule({
  name: 'stray-joiner',
  description:
    'A zero width joiner or non-joiner (U+200D, U+200C) next to Odia that does not follow a virama. After a ' +
    'virama it chooses how the consonants join (a visible virama in ଏସ୍‌ଏମ୍‌ଏସ୍‌, a half form); anywhere ' +
    'else in Odia it does nothing.',
  severity: 'suspicious',
  find: ({ chars }) =>
    chars.flatMap(({ cp, char, start, end }, index) => {
      if (!isJoiner(cp)) return []
      const previous = chars[index - 1]
      const next = chars[index + 1]
      if (previous?.cp === VIRAMA) return []
      if (![previous, next].some((neighbour) => neighbour !== undefined && isOdiaBlock(neighbour.cp))) return []
      return [{ start, end, reason: `${describeCharacterAtStart(char)} not after a virama: it has no effect here` }]
    }),
})
