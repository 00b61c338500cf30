// Odia words from Node's ICU (CLDR): the names of countries, languages and currencies in Odia. The base model's recipe
// keeps them out of its texts: it guards its choice of checkpoint with lines of one half of them, and the training
// bench measures models on lines of the other half, words no model saw.

const LETTER_CODES = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index))

/** Every distinct NFC name, Odia letters, signs and spaces only (codes ICU cannot name come back Latin). */
export function odiaNames(): string[] {
  const regions = new Intl.DisplayNames(['or'], { type: 'region' })
  const languages = new Intl.DisplayNames(['or'], { type: 'language' })
  const currencies = new Intl.DisplayNames(['or'], { type: 'currency' })
  const names = new Set<string>()
  for (const first of LETTER_CODES)
    for (const second of LETTER_CODES) {
      const code = first + second
      for (const name of [
        regions.of(code),
        languages.of(code.toLowerCase()),
        ...LETTER_CODES.map((third) => currencies.of(code + third)),
      ])
        if (name) names.add(name.normalize('NFC'))
    }
  return [...names].filter((name) => /^[\u0B00-\u0B7F ]+$/u.test(name)).sort()
}

/** The words of those names, in order, a word as often as the names use it. */
export const odiaNameWords = (): string[] => odiaNames().flatMap((name) => name.split(' '))

/** The distinct name words in two halves, alternately in sorted order: `guard` for the recipe, `bench` for the bench. */
export function nameWordHalves(): { guard: string[]; bench: string[] } {
  const distinct = [...new Set(odiaNameWords())].sort()
  return {
    guard: distinct.filter((_, index) => index % 2 === 0),
    bench: distinct.filter((_, index) => index % 2 === 1),
  }
}
