// Odia text no model of ours was trained on: the names of countries, languages and currencies in Odia that Node's
// ICU carries (CLDR). None of them is in the bundled sentences or the base model's word list, so a model is measured
// on words it never saw, drawn into lines of 12–40 characters.
import { seededRandom } from '@odia-ai/renderer'

const LETTER_CODES = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index))

function odiaNames(): string[] {
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
  // Odia letters, signs and spaces only: codes ICU could not name come back as the Latin code.
  return [...names].filter((name) => /^[\u0B00-\u0B7F ]+$/u.test(name)).sort()
}

/** `count` lines of whole names, seeded, each spelled by `canSpell`. */
export function unseenLines(count: number, seed: number, canSpell: (text: string) => boolean): string[] {
  const words = odiaNames()
    .flatMap((name) => name.split(' '))
    .filter(canSpell)
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => {
    const target = 12 + Math.floor(random() * 29)
    let line = words[Math.floor(random() * words.length)]!
    for (;;) {
      const next = `${line} ${words[Math.floor(random() * words.length)]!}`
      if (next.length > target) return line
      line = next
    }
  })
}
