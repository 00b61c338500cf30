/** Two sequences of units as small integers, the same unit the same number on both sides, and how many numbers there are. */
export interface Symbols {
  reference: Int32Array
  hypothesis: Int32Array
  alphabet: number
}

/** Numbers each distinct unit (a code point, a grapheme cluster, a word) in order of first appearance, so comparing two is comparing integers. */
export function toSymbols(reference: readonly string[], hypothesis: readonly string[]): Symbols {
  const numbers = new Map<string, number>()
  const encode = (units: readonly string[]) =>
    Int32Array.from(units, (unit) => {
      let number = numbers.get(unit)
      if (number === undefined) numbers.set(unit, (number = numbers.size))
      return number
    })
  const symbols = { reference: encode(reference), hypothesis: encode(hypothesis) }
  return { ...symbols, alphabet: numbers.size }
}
