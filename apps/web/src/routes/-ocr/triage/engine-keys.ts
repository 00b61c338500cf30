import { isTyping } from '../common/is-typing'

/** The most readings Alt+digit takes: Alt+1 to Alt+9. */
const DIGITS = 9

/** The digit of Alt+digit that takes the reading at `index` of the image's readings (engine list order, then model). */
export const readingDigit = (index: number): number | undefined => (index < DIGITS ? index + 1 : undefined)

/** The index of the reading Alt+digit takes, if it is one: by the key's place (Option turns digits into other characters on a Mac). */
export function readingIndexOfKey(event: KeyboardEvent): number | undefined {
  if (isTyping(event) || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1]
  return digit === undefined ? undefined : Number(digit) - 1
}
