import { describe, expect, it } from 'vitest'
import { checkOrthography, ORTHOGRAPHY_RULES, type RuleName } from '../src/index.js'

// One mistake of each rule, in a line a person could have typed or an OCR engine could have read.
const EVERY_MISTAKE = 'ିକ କାି ଅ଼ ଜ଼ ଓ\u200Cଡ଼ିଆ ଓoଡ଼ିଆ ୧9୨ ରାଜ୍ୟ| ଏୱଂ ସମଯ ଓଡିଶା'

describe('checkOrthography', () => {
  it('lists every rule once, with a description and a severity', () => {
    const names = ORTHOGRAPHY_RULES.map((rule) => rule.name)
    expect(new Set(names).size).toBe(names.length)
    for (const rule of ORTHOGRAPHY_RULES) {
      expect(rule.description.length).toBeGreaterThan(20)
      expect(['impossible', 'suspicious']).toContain(rule.severity)
    }
  })

  it('finds one mistake of each rule, sorted by position, each flag naming its slice of the text', () => {
    const flags = checkOrthography(EVERY_MISTAKE)
    expect(new Set(flags.map((flag) => flag.rule))).toEqual(new Set(ORTHOGRAPHY_RULES.map((rule) => rule.name)))
    expect(flags.map((flag) => flag.start)).toEqual([...flags.map((flag) => flag.start)].sort((a, b) => a - b))
    for (const flag of flags) {
      expect(flag.text).toBe(EVERY_MISTAKE.slice(flag.start, flag.end))
      expect(flag.severity).toBe(ORTHOGRAPHY_RULES.find((rule) => rule.name === flag.rule)?.severity)
    }
  })

  it('runs only the rules asked for, the same as each rule on its own', () => {
    const asked: RuleName[] = ['mixed-digits', 'latin-danda']
    const flags = checkOrthography(EVERY_MISTAKE, { rules: asked })
    expect(flags.map((flag) => flag.rule)).toEqual(['mixed-digits', 'latin-danda'])
    for (const rule of ORTHOGRAPHY_RULES) {
      expect(rule.check(EVERY_MISTAKE)).toEqual(checkOrthography(EVERY_MISTAKE, { rules: [rule.name] }))
    }
  })

  it('finds nothing in empty text or text without Odia', () => {
    expect(checkOrthography('')).toEqual([])
    expect(checkOrthography('Plain English. With | bars, 12.5 numbers and emoji 👩\u200D💻.')).toEqual([])
  })

  it('gives UTF-16 offsets past characters outside the Basic Multilingual Plane', () => {
    expect(checkOrthography('😀 ି')[0]).toMatchObject({ start: 3, end: 4, text: 'ି' })
  })
})

describe('text that is not in NFC', () => {
  it('is checked as its NFC form: two-part vowels and precomposed ଡ଼ typed in parts are fine', () => {
    expect(checkOrthography('କ\u0B47\u0B3E ଲ\u0B47\u0B56 ପ\u0B5Cା')).toEqual([])
  })

  it('flags the characters NFC rewrites as they were typed, on the text as given', () => {
    const text = 'ସେ \u0B47\u0B3E'
    expect(checkOrthography(text)).toEqual([
      {
        rule: 'sign-without-consonant',
        severity: 'impossible',
        start: 3,
        end: 5,
        text: '\u0B47\u0B3E',
        reason: 'Vowel sign ୋ (U+0B4B) with no consonant before it',
      },
    ])
  })

  it('widens a suggestion with its flag, so replacing the flagged slice gives the meant text', () => {
    const text = 'ଗଁ\u0B47\u0B3E'
    const [flag] = checkOrthography(text)
    expect(flag).toMatchObject({ start: 1, end: 4, text: 'ଁ\u0B47\u0B3E', suggestion: 'ୋଁ' })
    expect(text.slice(0, flag!.start) + flag!.suggestion + text.slice(flag!.end)).toBe('ଗୋଁ')
  })

  it('widens a flag inside a two-part vowel typed in parts to the whole vowel', () => {
    const text = 'କ\u0B47\u0B3Eା'
    expect(checkOrthography(text)).toMatchObject([
      { rule: 'double-vowel-sign', start: 1, end: 4, text: '\u0B47\u0B3Eା' },
    ])
  })

  it('keeps exact offsets outside the characters NFC rewrites', () => {
    const text = 'କ\u0B47\u0B3E ସମଯ'
    expect(checkOrthography(text)).toMatchObject([{ rule: 'ya-yya-confusion', start: 6, end: 7, text: 'ଯ' }])
  })
})
