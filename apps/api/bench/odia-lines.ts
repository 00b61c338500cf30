import { seededRandom } from '@odia-ai/renderer'

const SYLLABLES = [
  'କ',
  'ଖ',
  'ଗ',
  'ମ',
  'ନ',
  'ର',
  'ଲ',
  'ସ',
  'ଦ',
  'ପ',
  'ବ',
  'ତ',
  'କ୍ଷ',
  'ଶ୍ରୀ',
  'ସ୍ୱା',
  'ନ୍ତ',
  'ଷ୍ଟ',
  'ଡ଼',
  'ଯ଼',
  'ଦ୍ଧ',
  'ପ୍ର',
  'କ୍ର',
]
const SIGNS = ['', '', 'ା', 'ି', 'ୀ', 'ୁ', 'ୂ', 'େ', 'ୈ', 'ୋ', 'ୌ', 'ଂ', 'ଁ', 'ୃ']

/**
 * A fixed set of Odia lines for the benches: seeded, so every run measures the same lines. Each has `minLength` to
 * `maxLength` code points of syllables with vowel signs and conjuncts, words parted by spaces and now and then a danda.
 */
export function odiaLines(count: number, minLength: number, maxLength: number, seed: number): string[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => {
    const target = minLength + Math.floor(random() * (maxLength - minLength + 1))
    let line = ''
    while ([...line].length < target) {
      line += SYLLABLES[Math.floor(random() * SYLLABLES.length)]! + SIGNS[Math.floor(random() * SIGNS.length)]!
      if (random() < 0.2) line += random() < 0.1 ? '। ' : ' '
    }
    return [...line].slice(0, target).join('').trim()
  })
}
