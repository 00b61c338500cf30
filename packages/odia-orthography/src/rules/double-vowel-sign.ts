import { describeCharacter, describeCharacterAtStart, OVERLINE } from '../characters.js'
import { KIND } from '../character-kinds.js'
import { defineRule, type Finding } from '../rule.js'

// Two-part vowels typed in the wrong order: NFC composes େ + ା, େ + ୖ and େ + ୗ, but not ା + େ (for ୋ),
// ୖ + େ (for ୈ) or ୗ + େ (for ୌ).
const REVERSED_TWO_PART = new Map([
  ['\u0B3E\u0B47', '\u0B4B'],
  ['\u0B56\u0B47', '\u0B48'],
  ['\u0B57\u0B47', '\u0B4C'],
])

export const doubleVowelSign = defineRule({
  name: 'double-vowel-sign',
  description:
    'Two dependent vowel signs in a row. In NFC the two-part vowels are single characters (େ + ା is ୋ, ' +
    'େ + ୖ is ୈ, େ + ୗ is ୌ), so any pair left is a mistake; the overline ୕ (U+0B55) may follow a sign.',
  severity: 'impossible',
  find: (context) => {
    const findings: Finding[] = []
    for (let first = 0; first < context.length; first += 1) {
      if (!context.is(first, KIND.vowelSign)) continue
      let last = first + 1
      while (context.is(last, KIND.vowelSign) && context.cp(last) !== OVERLINE) last += 1
      if (last - first < 2) continue
      const [one, two] = [context.char(first), context.char(first + 1)]
      const suggestion = last - first === 2 ? (one === two ? one : REVERSED_TWO_PART.get(one + two)) : undefined
      findings.push({
        start: context.start(first),
        end: context.start(last),
        reason:
          `${describeCharacterAtStart(two)} right after the ${describeCharacter(one)}: ` +
          'a consonant takes one vowel sign',
        suggestion,
      })
      first = last - 1
    }
    return findings
  },
})
