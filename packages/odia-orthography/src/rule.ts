import { nfcView } from './nfc-view.js'
import { TextContext } from './text-context.js'

/** `impossible`: no correctly encoded Odia has it. `suspicious`: most likely a mistake, but real text can have it. */
export type Severity = 'impossible' | 'suspicious'

export interface OrthographyFlag<Rule extends string = string> {
  rule: Rule
  severity: Severity
  /** UTF-16 offsets into the text that was checked, so an editor can underline `text.slice(start, end)`. */
  start: number
  end: number
  /** The flagged slice of the text that was checked. */
  text: string
  /** A short English sentence naming the characters, e.g. `Vowel sign ି (U+0B3F) with no consonant before it`. */
  reason: string
  /** What the flagged slice most likely should be, where the rule can tell. */
  suggestion?: string
}

export interface OrthographyRule<Name extends string = string> {
  readonly name: Name
  /** What the rule catches, in a sentence, for a list of rules. */
  readonly description: string
  readonly severity: Severity
  /** This rule's flags on a text, as `checkOrthography` gives them. */
  check: (text: string) => OrthographyFlag<Name>[]
}

/** A flag as a rule finds it: offsets into the NFC text. */
export interface Finding {
  start: number
  end: number
  reason: string
  suggestion?: string
}

type Finder = (context: TextContext) => Finding[]

/** The findings `find` makes at the characters of the classes `kinds` (`KIND` bits), in text order. */
export function findAt(context: TextContext, kinds: number, find: (index: number) => Finding | undefined): Finding[] {
  const findings: Finding[] = []
  for (let index = 0; index < context.length; index += 1) {
    if (!context.is(index, kinds)) continue
    const finding = find(index)
    if (finding !== undefined) findings.push(finding)
  }
  return findings
}

const finders = new WeakMap<OrthographyRule, Finder>()

export function defineRule<const Name extends string>(spec: {
  name: Name
  description: string
  severity: Severity
  find: Finder
}): OrthographyRule<Name> {
  const rule: OrthographyRule<Name> = {
    name: spec.name,
    description: spec.description,
    severity: spec.severity,
    check: (text) => runRules([rule], text),
  }
  finders.set(rule, spec.find)
  return rule
}

/**
 * Runs rules over a text: the rules read its NFC form once, and each flag is mapped back onto the text as given
 * (widened to the characters typed where NFC rewrote them). Flags come sorted by position, then by rule order.
 */
export function runRules<Name extends string>(
  rules: readonly OrthographyRule<Name>[],
  text: string,
): OrthographyFlag<Name>[] {
  const view = nfcView(text)
  const context = new TextContext(view.nfc)
  const flags: OrthographyFlag<Name>[] = []
  for (const rule of rules) {
    for (const finding of finders.get(rule)!(context)) {
      const { start, end, nfcStart, nfcEnd } = view.toSource(finding.start, finding.end)
      const flag: OrthographyFlag<Name> = {
        rule: rule.name,
        severity: rule.severity,
        start,
        end,
        text: text.slice(start, end),
        reason: finding.reason,
      }
      if (finding.suggestion !== undefined) {
        // Widened over characters NFC rewrote: the suggestion covers the same, wider span.
        flag.suggestion =
          nfcStart === finding.start && nfcEnd === finding.end
            ? finding.suggestion
            : view.nfc.slice(nfcStart, finding.start) + finding.suggestion + view.nfc.slice(finding.end, nfcEnd)
      }
      flags.push(flag)
    }
  }
  // The sort is stable, and flags were added rule by rule: flags at one place keep the rules' order.
  return flags.sort((a, b) => a.start - b.start || a.end - b.end)
}
