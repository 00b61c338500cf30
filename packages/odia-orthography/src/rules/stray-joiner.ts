import { describeCharacterAtStart, VIRAMA } from '../characters.js'
import { KIND } from '../character-kinds.js'
import { defineRule, findAt } from '../rule.js'

export const strayJoiner = defineRule({
  name: 'stray-joiner',
  description:
    'A zero width joiner or non-joiner (U+200D, U+200C) next to Odia that does not follow a virama. After a ' +
    'virama it chooses how the consonants join (a visible virama in ଏସ୍‌ଏମ୍‌ଏସ୍‌, a half form); anywhere ' +
    'else in Odia it does nothing.',
  severity: 'suspicious',
  find: (context) =>
    findAt(context, KIND.joiner, (index) => {
      if (context.cp(index - 1) === VIRAMA) return undefined
      if (!context.is(index - 1, KIND.odiaBlock) && !context.is(index + 1, KIND.odiaBlock)) return undefined
      return {
        start: context.start(index),
        end: context.end(index),
        reason: `${describeCharacterAtStart(context.char(index))} not after a virama: it has no effect here`,
      }
    }),
})
