import { runRules, type OrthographyFlag as Flag, type OrthographyRule } from './rule.js'
import { doubleVowelSign } from './rules/double-vowel-sign.js'
import { latinDanda } from './rules/latin-danda.js'
import { misplacedNukta } from './rules/misplaced-nukta.js'
import { missingNukta } from './rules/missing-nukta.js'
import { mixedDigits } from './rules/mixed-digits.js'
import { mixedScript } from './rules/mixed-script.js'
import { signWithoutConsonant } from './rules/sign-without-consonant.js'
import { strayJoiner } from './rules/stray-joiner.js'
import { unexpectedNukta } from './rules/unexpected-nukta.js'
import { waBaConfusion } from './rules/wa-ba-confusion.js'
import { yaYyaConfusion } from './rules/ya-yya-confusion.js'

/** Every rule, in the order flags at one place are listed: what cannot be written first, then confusions. */
export const ORTHOGRAPHY_RULES = [
  signWithoutConsonant,
  doubleVowelSign,
  misplacedNukta,
  unexpectedNukta,
  strayJoiner,
  mixedScript,
  mixedDigits,
  latinDanda,
  waBaConfusion,
  yaYyaConfusion,
  missingNukta,
] as const

export type RuleName = (typeof ORTHOGRAPHY_RULES)[number]['name']

/** A flag of one of `ORTHOGRAPHY_RULES`. */
export type OrthographyFlag = Flag<RuleName>

export interface CheckOptions {
  /** Only these rules; all of them when left out. */
  rules?: readonly RuleName[]
}

/**
 * The places in `text` that cannot occur in written Odia or are common confusions, each with the rule, a reason
 * and, where the rule can tell, a suggestion. Offsets are UTF-16 offsets into `text` as given. The rules read the
 * NFC form of the text; a flag on characters NFC rewrote covers the characters typed for them (a ୋ typed as
 * େ + ା is flagged as those two). Nothing is changed: the text is the person's to keep.
 */
export function checkOrthography(text: string, options: CheckOptions = {}): OrthographyFlag[] {
  const wanted = options.rules === undefined ? undefined : new Set<string>(options.rules)
  const rules: readonly OrthographyRule<RuleName>[] =
    wanted === undefined ? ORTHOGRAPHY_RULES : ORTHOGRAPHY_RULES.filter((rule) => wanted.has(rule.name))
  return runRules(rules, text)
}
