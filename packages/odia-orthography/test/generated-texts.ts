// Seeded strings that stress the rules: random runs from the Oriya block mixed with joiners, Latin, other
// scripts' letters and digits, dandas and punctuation, decomposed sequences and near-miss words. The differential
// test's snapshot was written from them, so any change here must rewrite that snapshot with an implementation
// known to be right.

/**
 * mulberry32: a small seeded generator of numbers in [0, 1), the same on every machine. @odia-ai/renderer's
 * `seededRandom` is the same; this one stays here so that the snapshot never follows that package (whose index
 * loads a native canvas) and this package keeps no workspace dependency.
 */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))

// Words a rule has something to say about, and right ones next to them.
const WORDS = [
  'ସୱୁ',
  'ଏୱଂ',
  'ସବୁ',
  'ହେୱ',
  'ଯିୱା',
  'ସୱୁଠାରୁ',
  'ଏୱେ',
  'ସ୍ୱ',
  'ସ୍ବ',
  'ଓଡିଶା',
  'ଓଡ଼ିଶା',
  'ଓଡିଆ',
  'ପଡିବ',
  'ପଡ଼ିବା',
  'ଗାଡିଗୁଡିକରେ',
  'ଗାଡ଼ି',
  'ବିଷଯରେ',
  'ବିଷୟ',
  'ୟଦି',
  'ଯଦି',
  'ସମଯ',
  'ସମୟଟି',
  'ମୃତୁ୍ୟ',
  'ଡା଼କ',
  'ଡ଼ାକ୍ତର',
  'ଢ଼',
  'ଯ଼',
  'ଜ଼',
  'ଅା',
  'ଓ୍ୱ',
  'ବି.',
  'ଡ.',
  'ଖ୍ରୀ.ପୂ.',
  'ଏ.ଆଇ.',
  'ରାଜ୍ୟ.',
  'ରାଜ୍ୟ |',
  'ରାଜ୍ୟ||',
  '| ସାରଣୀ | ଧାଡ଼ି |',
  '୧9୨',
  '୧,୨୦୦.୫୦',
  '12୩',
  'ATMରେ',
  'ଠo',
  'ଓ0ଠ',
  'ওড়িশা',
  'କোଣ',
  'ଏସ୍‌ଏମ୍‌ଏସ୍‌',
  'କ‍ି',
  'ବଢ',
  'ବଢ଼ି',
  '...',
  '(ଘର.)',
]

// Single characters and short sequences, each drawn with the weight before it.
const PIECES: [number, string[]][] = [
  [40, range(0x0b00, 0x0b7f)],
  [6, ['\u200c', '\u200d']],
  [6, [...'abcoOxyzABCOXZ']],
  [4, [...'0123456789']],
  [3, range(0x0980, 0x09ff)],
  [3, range(0x0900, 0x097f)],
  [12, [' ', ' ', ' ', '\n', '\t']],
  [6, ['\u0964', '\u0965', '|', '||', '.', '.', ',', ')', '"', '\u2019', '-', '?']],
  // Sequences NFC rewrites: precomposed ଡ଼ ଢ଼, two-part vowels typed in parts, a Latin accent, Hangul jamo.
  [5, ['\u0b5c', '\u0b5d', '\u0b47\u0b3e', '\u0b47\u0b56', '\u0b47\u0b57', 'e\u0301', '\u1100\u1161', '\u0b3e\u0b47']],
  [2, ['\u25cc', '\u00a0', '\u{1f600}', '\u0b4d\u200d', '\u0b4d\u200c']],
  [8, WORDS],
  [8, WORDS.map((word) => ` ${word} `)],
]
const TOTAL = PIECES.reduce((sum, [weight]) => sum + weight, 0)

/** `count` strings of 1 to `maxPieces` pieces each, the same for the same seed. */
export function generatedTexts(count: number, { seed = 21, maxPieces = 24 } = {}): string[] {
  const random = seeded(seed)
  const pick = () => {
    let roll = random() * TOTAL
    for (const [weight, pieces] of PIECES) {
      roll -= weight
      if (roll < 0) return pieces[Math.floor(random() * pieces.length)]!
    }
    return ' '
  }
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * maxPieces)
    return Array.from({ length }, pick).join('')
  })
}
