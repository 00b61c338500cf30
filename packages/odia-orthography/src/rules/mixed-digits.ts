import { KIND, kindOf } from '../character-kinds.js'
import { defineRule, type Finding } from '../rule.js'
import type { TextContext } from '../text-context.js'

const ODIA_ZERO = 0x0b66
const FULL_STOP = 0x2e
const COMMA = 0x2c

const isDigit = (cp: number) => (kindOf(cp) & KIND.digit) !== 0
const isOdiaDigit = (cp: number) => (kindOf(cp) & KIND.odiaDigit) !== 0

/** The code point of a digit's 0: Unicode lays decimal digits out in runs of ten, each from 0 to 9. */
function zeroOf(cp: number): number {
  let first = cp
  while (isDigit(first - 1)) first -= 1
  return cp - ((cp - first) % 10)
}

/**
 * One past the last character of the number that starts at `first`: digits of any system, with , or . between
 * digit groups (୧,୨୦୦.୫୦).
 */
function numberEnd(context: TextContext, first: number): number {
  let end = first
  for (;;) {
    while (context.is(end, KIND.digit)) end += 1
    const separator = context.cp(end)
    if ((separator !== FULL_STOP && separator !== COMMA) || !context.is(end + 1, KIND.digit)) return end
    end += 1
  }
}

function mixedNumber(context: TextContext, first: number, end: number): Finding | undefined {
  let digits = 0
  let odiaDigits = 0
  for (let index = first; index < end; index += 1) {
    if (context.is(index, KIND.digit)) digits += 1
    if (context.is(index, KIND.odiaDigit)) odiaDigits += 1
  }
  if (odiaDigits === 0 || odiaDigits === digits) return undefined

  const number = context.char(first, end)
  const codePoints = [...number].map((char) => char.codePointAt(0)!)
  const odia = codePoints.filter(isOdiaDigit)
  const others = codePoints.filter((cp) => isDigit(cp) && !isOdiaDigit(cp))
  const otherZeros = new Set(others.map(zeroOf))
  // The suggestion writes the number in the system most of its digits use; Odia when it is a tie.
  const zero = odia.length >= others.length || otherZeros.size > 1 ? ODIA_ZERO : [...otherZeros][0]!
  const inSystem = codePoints.map((cp) => (isDigit(cp) ? zero + cp - zeroOf(cp) : cp))
  return {
    start: context.start(first),
    end: context.start(end),
    reason:
      `Number ${number} mixes Odia digits (${String.fromCodePoint(...odia)}) ` +
      `with other digits (${String.fromCodePoint(...others)})`,
    suggestion: String.fromCodePoint(...inSystem),
  }
}

export const mixedDigits = defineRule({
  name: 'mixed-digits',
  description: 'Odia digits and digits of another system (Latin 0–9 most often) in one number, e.g. ୧9୨.',
  severity: 'suspicious',
  find: (context) => {
    const findings: Finding[] = []
    for (let first = 0; first < context.length; first += 1) {
      if (!context.is(first, KIND.digit)) continue
      const end = numberEnd(context, first)
      const finding = mixedNumber(context, first, end)
      if (finding !== undefined) findings.push(finding)
      first = end - 1
    }
    return findings
  },
})
