import { TEXT_MAX_LENGTH } from '@odia-ai/contract'

/** The limit as a person reads it: "100,000 characters". */
export const TEXT_LIMIT = `${TEXT_MAX_LENGTH.toLocaleString('en')} characters`

/**
 * Whether a text holds more than TEXT_MAX_LENGTH characters, counted as the schemas count them (code points),
 * stopping at the limit so a huge text costs no more than a long one.
 */
export function overTextLimit(text: string): boolean {
  if (text.length <= TEXT_MAX_LENGTH) return false
  let count = 0
  for (let index = 0; index < text.length; index += text.codePointAt(index)! > 0xffff ? 2 : 1) {
    if (++count > TEXT_MAX_LENGTH) return true
  }
  return false
}
