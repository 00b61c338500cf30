import { describeCharacter, describeCharacterAtStart, isVowelSign, OVERLINE } from '../characters.js'
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
  find: ({ chars }) => {
    const findings: Finding[] = []
    for (let first = 0; first < chars.length; first += 1) {
      if (!isVowelSign(chars[first]!.cp)) continue
      let last = first + 1
      while (last < chars.length && isVowelSign(chars[last]!.cp) && chars[last]!.cp !== OVERLINE) last += 1
      if (last - first < 2) continue
      const run = chars.slice(first, last)
      const text = run.map((sign) => sign.char).join('')
      const [one, two] = run as [(typeof run)[0], (typeof run)[0]]
      const suggestion = run.length === 2 ? (one.cp === two.cp ? one.char : REVERSED_TWO_PART.get(text)) : undefined
      findings.push({
        start: one.start,
        end: run[run.length - 1]!.end,
        reason:
          `${describeCharacterAtStart(two.char)} right after the ${describeCharacter(one.char)}: ` +
          'a consonant takes one vowel sign',
        ...(suggestion === undefined ? {} : { suggestion }),
      })
      first = last - 1
    }
    return findings
  },
})
