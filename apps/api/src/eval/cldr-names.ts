// Odia words from Node's ICU (CLDR): the names of countries, languages and currencies in Odia. The training bench
// measures models on them as words never seen, so the base model's recipe keeps them out of its texts.

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
