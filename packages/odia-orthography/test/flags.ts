import { checkOrthography, type RuleName } from '../src/index.js'

/** One rule's flags on a text, as `[text, start, end, suggestion]`: what a test most often states. */
export function flagsOf(rule: RuleName, text: string): [string, number, number, string | undefined][] {
  return checkOrthography(text, { rules: [rule] }).map((flag) => [flag.text, flag.start, flag.end, flag.suggestion])
}

/** Words joined into one text: real words that no rule may flag. */
export function allFlags(words: readonly string[]) {
  return checkOrthography(words.join(' '))
}
