// Odia text no model of ours was trained on: the bench's half of the words of the Odia names Node's ICU carries (CLDR).
// The base model's recipe keeps them out of its texts and out of its choice of checkpoint, so a model is measured on
// words it never saw, drawn into lines of 12–40 characters.
import { seededRandom } from '@odia-ai/renderer'
import { nameWordHalves } from '../src/eval/cldr-names'
import { wordLines } from '../src/eval/word-lines'
import { listedWords } from '../src/training/base-model-texts'

/**
 * Words with the vowels ori cannot write at all (ଈ ଊ ଐ ଋ ଔ), none of them among the words the base model trains on
 * (base-model-words.txt): whether it learnt the letters, not the words.
 */
const NEW_LETTER_WORDS = [
  'ଈଶ୍ୱରୀୟ',
  'ଈର୍ଷାଳୁ',
  'ଈଷତ୍',
  'ଈଶାନୀ',
  'ଊନବିଂଶ',
  'ଊଣାପଣ',
  'ଊର୍ଦ୍ଧ୍ୱଗାମୀ',
  'ଊଷାକାଳ',
  'ଐକମତ୍ୟ',
  'ଐନ୍ଦ୍ରଜାଲିକ',
  'ଐତରେୟ',
  'ଐଶ୍ୱରିକ',
  'ଋଷିମାନେ',
  'ଋତୁରାଜ',
  'ଋଣଗ୍ରସ୍ତ',
  'ଋକ୍ଷ',
  'ଔପନିବେଶିକ',
  'ଔଦାର୍ଯ୍ୟ',
  'ଔରସ',
  'ଔପଚାରିକ',
]

/** `count` lines of whole words of the bench's half of the names, seeded, each word spelled by `canSpell`. */
export const unseenLines = (count: number, seed: number, canSpell: (text: string) => boolean): string[] =>
  wordLines(count, seed, nameWordHalves().bench.filter(canSpell))

/** `count` lines of whole words of the names, seeded, each with one word of NEW_LETTER_WORDS among them. */
export function newLetterLines(count: number, seed: number, canSpell: (text: string) => boolean): string[] {
  const listed = new Set(listedWords())
  const trained = NEW_LETTER_WORDS.filter((word) => listed.has(word))
  if (trained.length > 0) throw new Error(`The base model trains on ${trained.join(', ')}: not new to it.`)
  const random = seededRandom(seed)
  return unseenLines(count, seed + 1, canSpell).map((line, index) => {
    const words = line.split(' ')
    words.splice(Math.floor(random() * (words.length + 1)), 0, NEW_LETTER_WORDS[index % NEW_LETTER_WORDS.length]!)
    return words.join(' ')
  })
}
