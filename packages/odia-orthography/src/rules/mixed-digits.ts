import { isOdiaDigit } from '../characters.js'
import { defineRule } from '../rule.js'

// A number: digits of any system, with , or . between digit groups (୧,୨୦୦.୫୦).
const NUMBER = /\p{Nd}+(?:[.,]\p{Nd}+)*/gu
const ODIA_ZERO = 0x0b66

const isDigit = (cp: number) => /\p{Nd}/u.test(String.fromCodePoint(cp))

/** The code point of a digit's 0: Unicode lays decimal digits out in runs of ten, each from 0 to 9. */
function zeroOf(digit: string): number {
  const cp = digit.codePointAt(0)!
  let first = cp
  while (isDigit(first - 1)) first -= 1
  return cp - ((cp - first) % 10)
}

/** Each digit written in the system whose 0 is `zero`. */
function inSystem(number: string, zero: number): string {
  return number.replace(/\p{Nd}/gu, (digit) => String.fromCodePoint(zero + digit.codePointAt(0)! - zeroOf(digit)))
}

export const mixedDigits = defineRule({
  name: 'mixed-digits',
  description: 'Odia digits and digits of another system (Latin 0–9 most often) in one number, e.g. ୧9୨.',
  severity: 'suspicious',
  find: ({ text }) =>
    [...text.matchAll(NUMBER)].flatMap((match) => {
      const number = match[0]
      const digits = [...number].filter((char) => /\p{Nd}/u.test(char))
      const odia = digits.filter((digit) => isOdiaDigit(digit.codePointAt(0)!)).length
      if (odia === 0 || odia === digits.length) return []
      const others = digits.filter((digit) => !isOdiaDigit(digit.codePointAt(0)!))
      const otherZeros = new Set(others.map(zeroOf))
      // The suggestion writes the number in the system most of its digits use; Odia when it is a tie.
      const zero = odia >= others.length || otherZeros.size > 1 ? ODIA_ZERO : [...otherZeros][0]!
      const odiaPart = digits.filter((digit) => isOdiaDigit(digit.codePointAt(0)!)).join('')
      return [
        {
          start: match.index,
          end: match.index + number.length,
          reason: `Number ${number} mixes Odia digits (${odiaPart}) with other digits (${others.join('')})`,
          suggestion: inSystem(number, zero),
        },
      ]
    }),
})
